extension SiteConfig {
    /// The settings of `<root>/site.yml`, or the defaults when there is none.
    public static func load(from root: String, fileSystem: FileSystem = .live) throws -> SiteConfig {
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
}
