import Foundation

extension SiteRenderer {
    /// What the pages of one site, or of every store of a chain, say the same way: each week's specials
    /// as shoppers read them, and every day a page names.
    struct SharedText: Sendable {
        /// A week's specials read the same where the same snapshot follows the same history.
        struct Key: Hashable, Sendable {
            var file: String
            /// The `ItemCatalog.id` of the weeks behind it.
            var history: String
        }

        var texts: [Key: [SpecialText]]
        var dayLabels: [Day: String]
        /// Parts of pages rendered once for the pages that show them alike.
        let parts = RenderedParts()
        /// The theme's words in `config`'s language.
        let words: WordsView

        /// The weeks of `sites` once each (stores that carry the same snapshot after the same weeks share
        /// its text) and the days of their weeks and notes, in `config`'s language.
        init(sites: [Site], config: SiteConfig) {
            let text = SiteText(config)
            words = WordsView(text.words)
            var seen: Set<Key> = []
            let unique = sites.flatMap { site in
                site.weeks.map {
                    (
                        key: Key(file: $0.file, history: site.catalog.id), week: $0,
                        standings: site.catalog.standings[$0.date]!
                    )
                }
            }.filter { seen.insert($0.key).inserted }
            // A chain's stores show one snapshot after many histories, and most of its specials read the
            // same after each: each text is made once (Foundation's decimal arithmetic is slow on Linux).
            let made = Memo<SpecialText.Figures, SpecialText>(limit: 1 << 16)
            texts = Dictionary(
                uniqueKeysWithValues: zip(
                    unique.map(\.key),
                    unique.parallelMap { entry in
                        zip(entry.week.specials, entry.standings).map { item, standing in
                            let figures = SpecialText.Figures(item, standing: standing, isEU: config.isEU)
                            return made.value(figures) { SpecialText(figures, text: text) }
                        }
                    }))
            let weeks = sites.flatMap(\.weeks)
            let notes = sites.flatMap(\.notes)
            let days = Set(notes.compactMap(\.date) + weeks.flatMap { [$0.date, $0.validThrough] })
            dayLabels = Dictionary(uniqueKeysWithValues: days.map { ($0, $0.formatted(locale: config.locale)) })
        }
    }
}
