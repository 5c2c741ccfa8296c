extension FeedSnapshotDecoder {
    /// What a special's prices say together: `original` only where it is a discount (per item for a
    /// deal), and the deal's card price only below `price`; a warning for each left out.
    package func plausible(
        original: Money?, price: Money, deal: Deal, at path: JSONPath, log: inout DiagnosticLog
    ) -> (original: Money?, deal: Deal) {
        var deal = deal
        // Only a price below the original is a discount; otherwise the tile shows one price. A deal's
        // price is compared per item: "2 for $5.00" is $2.50 against a regular $3.49.
        var originalPrice = original
        if let original, deal.quantity > 1, original > price {
            // One item's regular price above what all of them cost: the feed gave the pack's price,
            // and a saving measured per item would be made up.
            log.append(
                .warning(
                    "original_price \(original) is one item's regular price, yet above \(price), the price of all "
                        + "\(deal.quantity); showing one price (check the feed)", in: file,
                    at: path.key("original_price").location))
            originalPrice = nil
        }
        let perItem = deal.lowestPerItem(price)
        if let original = originalPrice, perItem >= original {
            if perItem > original {
                log.append(
                    .warning(
                        "\(deal.coversSeveral ? "\(perItem) an item" : "\(price)") is above original_price \(original); showing one price",
                        in: file, at: path.key("price").location
                    ))
            }
            originalPrice = nil
        }
        if let card = deal.cardPrice, card >= price {
            log.append(
                .warning(
                    "card_price \(card) is not below price \(price); showing one price", in: file,
                    at: path.key("card_price").location))
            deal.cardPrice = nil
        }
        return (originalPrice, deal)
    }
}
