/// How far back the archive is read to decide what a special may claim beyond its price: the site's
/// country's rule on reductions and `site.yml`'s `former_price:` settings.
package struct ClaimRules: Sendable, Hashable {
    /// A reduction is stated against the lowest price of the 30 days before it began (the EU's Price
    /// Indication Directive, Art. 6a), not against a former price.
    package var isEU = false
    /// The weeks before a special in which a former ("was") price must be one the item regularly sold at
    /// (13: California's three months, B&P § 17501; the FTC's 16 CFR 233.1 asks a substantial period).
    package var formerPriceWeeks = 13
    /// Fewer weeks of the item than this in the archive (in that window, for a former price) and the
    /// feed's reference price is trusted: a new item or a new site has no history to check it against.
    package var trustedBelowWeeks = 4

    package init(isEU: Bool = false, formerPriceWeeks: Int = 13, trustedBelowWeeks: Int = 4) {
        self.isEU = isEU
        self.formerPriceWeeks = formerPriceWeeks
        self.trustedBelowWeeks = trustedBelowWeeks
    }
}
