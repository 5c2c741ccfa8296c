// The key tables of a tile and of a note's comparison, the view models the week and note pages show.
// TemplateKeysTests checks each against its type, so a new property cannot be missed.
extension TileView: TemplateValue {
    static let templateKeys: [String: TemplateKey<TileView>] = [
        "kind": .key(\.kind),
        "isWide": .key(\.isWide),
        "width": .key(\.width),
        "height": .key(\.height),
        "place": .key(\.place),
        "image": .key(\.image),
        "name": .key(\.name),
        "nameWords": .key(\.nameWords),
        "price": .key(\.price),
        "priceLabel": .key(\.priceLabel),
        "regularPrice": .key(\.regularPrice),
        "regularLabel": .key(\.regularLabel),
        "deal": .key(\.deal),
        "originalPrice": .key(\.originalPrice),
        "wasLabel": .key(\.wasLabel),
        "wasVisible": .key(\.wasVisible),
        "wasMark": .key(\.wasMark),
        "saving": .key(\.saving),
        "unitWithPrice": .key(\.unitWithPrice),
        "size": .key(\.size),
        "unitPrice": .key(\.unitPrice),
        "lowest": .key(\.lowest),
        "href": .key(\.href),
        "linkLabel": .key(\.linkLabel),
        "department": .key(\.department),
        "listItem": .key(\.listItem),
    ]
}

extension TileView.Image: TemplateValue {
    static let templateKeys: [String: TemplateKey<TileView.Image>] = [
        "src": .key(\.src),
        "alt": .key(\.alt),
        "width": .key(\.width),
        "height": .key(\.height),
        "eager": .key(\.eager),
        "highPriority": .key(\.highPriority),
        "isPicture": .key(\.isPicture),
        "srcset": .key(\.srcset),
        "sizes": .key(\.sizes),
        "sources": .key(\.sources),
        "hiddenMedia": .key(\.hiddenMedia),
        "noPicture": .key(\.noPicture),
    ]
}

extension TileView.Source: TemplateValue {
    static let templateKeys: [String: TemplateKey<TileView.Source>] = [
        "type": .key(\.type),
        "srcset": .key(\.srcset),
        "sizes": .key(\.sizes),
    ]
}

extension ComparisonView: TemplateValue {
    static let templateKeys: [String: TemplateKey<ComparisonView>] = [
        "caption": .key(\.caption),
        "perUnit": .key(\.perUnit),
        "rows": .key(\.rows),
    ]
}

extension ComparisonView.Row: TemplateValue {
    static let templateKeys: [String: TemplateKey<ComparisonView.Row>] = [
        "name": .key(\.name),
        "href": .key(\.href),
        "size": .key(\.size),
        "price": .key(\.price),
        "unitPrice": .key(\.unitPrice),
        "isBest": .key(\.isBest),
        "verdict": .key(\.verdict),
    ]
}
