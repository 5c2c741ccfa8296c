extension TemplateLibrary {
    /// A warning for each sentence a template of `Templates/` shows as `{{words.KEY}}` whose placeholders
    /// nothing fills: the build fills a sentence's `{currency}` or `{date}` where it composes the value a
    /// view offers (`{{site.footer}}`, `{{validity}}`), so the page would print "Prices in {currency}.".
    /// A sentence the built-in theme itself shows that way is filled on the page by the theme's script
    /// (`search_count`): it is no mistake.
    func wordWarnings(_ words: Words) -> [Diagnostic] {
        let filledByScript = Set(Self.builtIn.values.flatMap { TemplateChecker.names(in: $0) })
        return overrides.sorted { $0.value.file < $1.value.file }.flatMap { _, override in
            override.names.filter { $0.hasPrefix("words.") && !filledByScript.contains($0) }.sorted().compactMap {
                name -> Diagnostic? in
                guard let sentence = words.table[String(name.dropFirst("words.".count))] else { return nil }
                let unfilled = Words.placeholders(sentence).sorted().map { "{\($0)}" }
                guard !unfilled.isEmpty else { return nil }
                return .warning(
                    "{{\(name)}} shows \"\(sentence)\" with \(unfilled.joined(separator: " and ")) unfilled: a "
                        + "template cannot fill a sentence's placeholders; show the value the build makes of it "
                        + "(docs/theme.md lists each view's values)", in: override.file)
            }
        }
    }
}
