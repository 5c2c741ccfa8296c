import Foundation

extension SiteConfig {
    /// The settings of `<root>/site.yml`, or the defaults when there is none.
    package static func load(from root: String, fileSystem: FileSystem = .live) throws -> SiteConfig {
        let path = root + "/" + SitePaths.config
        let bytes: [UInt8]?
        do {
            bytes = fileSystem.kind(path) == .file ? try fileSystem.readFile(path) : nil
        } catch {
            throw SpecialsError(.invalidInput, "cannot be read: \(FileSystemError.reason(error))", at: SitePaths.config)
        }
        let (config, diagnostics) = SiteConfigDecoder().decode(bytes)
        guard let config else { throw SpecialsError.invalidInput(diagnostics) }
        return config
    }

    /// The settings of the site at `root` for its pages in `locale` (default: its own), with what it
    /// says in that language: its `i18n/<language>.yml` and, in its own locale, site.yml's `words:`.
    package static func load(from root: String, in locale: String?, fileSystem: FileSystem = .live) throws -> SiteConfig
    {
        var config = try load(from: root, fileSystem: fileSystem)
        if let locale, locale != config.locale.identifier {
            config.locale = Locale(identifier: locale)
            config.words = []
        }
        let file = SitePaths.translation(forLocale: config.locale)
        if fileSystem.kind(root + "/" + file) == .file {
            let (translation, diagnostics) = TranslationDecoder(file: file).decode(
                try fileSystem.readFile(root + "/" + file))
            guard let translation else { throw SpecialsError.invalidInput(diagnostics) }
            config.translation = translation
        }
        return config
    }
}
