import Foundation

/// How a build hyphenates its names: with the dictionary this machine has for the site's language,
/// which the build's fingerprint names, and the words earlier builds hyphenated with it.
extension SitePublisher {
    /// site.yml's settings with the hyphenation of their language (`SiteConfig.hyphenation`), and the
    /// warning, once, when the machine has no patterns for a language that has some to install.
    func hyphenating(
        _ decoded: (config: SiteConfig?, diagnostics: [Diagnostic])
    ) -> (config: SiteConfig?, diagnostics: [Diagnostic]) {
        guard var config = decoded.config else { return decoded }
        // The dictionary is the machine's, read from its disk whatever the site is read through.
        let dictionary = HyphenationDictionary.find(locale: config.locale.identifier, folder: hyphenationFolder)
        config.hyphenation = NameHyphenation(
            dictionary: dictionary, known: HyphenationCache.words(site: site, dictionary: dictionary, fileSystem: fileSystem)
        ).setting
        return (config, decoded.diagnostics + [dictionary.warning(folder: hyphenationFolder)].compactMap { $0 })
    }

    /// Keeps the words a publish hyphenated in the site's cache for the next build. What cannot be
    /// saved only costs the next build the dictionary's load: a warning.
    static func keepHyphenation(_ config: SiteConfig, site: String) -> [Diagnostic] {
        guard let hyphenation = config.hyphenation?.names else { return [] }
        do {
            try HyphenationCache.save(hyphenation, site: site)
            return []
        } catch {
            return [
                .warning(
                    "the hyphenated words cannot be saved (\(PublishPolicy.reason(error))); the next build "
                        + "loads the hyphenation patterns again", in: HyphenationCache.path(forSite: site))
            ]
        }
    }
}
