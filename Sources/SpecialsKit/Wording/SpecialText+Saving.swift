import Foundation

extension SpecialText {
    /// How the reference price is labelled: "was" outside the EU, where the label is shown only with a
    /// saving; in the EU always, naming what the reference is, and whether it is the lowest of 30 days
    /// (the tile then says the saving in the short form too).
    static func was(
        _ label: TileClaims.Label, isEU: Bool, text: SiteText
    ) -> (label: String, visible: Bool, againstLowest: Bool) {
        guard isEU else { return (text.words("was"), false, false) }
        switch label {
        case .lowest30Days:
            return (text.words("was_lowest"), true, true)
        case .lowest30DaysBefore(let start):
            return (text.words("was_lowest_before", ["date": text.day(start)]), true, true)
        case .priorBefore(let start):
            return (text.words("was_prior_before", ["date": text.day(start)]), true, false)
        case .prior, .former:
            return (text.words("was_prior"), true, false)
        }
    }

    /// The saving of `paid` for each of `items` against `reference`, in full and, with `short`, in the
    /// short form. Rounded down: only a free item saves 100%, and a saving under 1% shows no percentage.
    static func saving(
        from reference: Money, paid: Money, items: Int, quote: DealQuote, text: SiteText, short: Bool
    ) -> (long: String, short: String?) {
        let format = text.format
        let percent = ExactDecimal.rounded(
            (reference.amount - paid.amount) / reference.amount * 100, places: 0, mode: .down)
        let whole = NSDecimalNumber(decimal: percent).intValue
        let amount = quote.per(Money((reference.amount - paid.amount) * Decimal(items)), computed: true)
        let saved =
            whole > 0
            ? text.words("saving", ["amount": amount, "percent": format.percentString(whole)])
            : text.words("saving_amount", ["amount": amount])
        guard short else { return (saved, nil) }
        let shortSaved =
            whole > 0
            ? text.words("saving_short", ["percent": format.percentString(whole)])
            : text.words("saving_short_amount", ["amount": amount])
        return (saved, shortSaved)
    }
}
