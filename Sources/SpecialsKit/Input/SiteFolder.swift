/// What makes a folder a site folder: Content/ or site.yml (`specials init` makes one).
package enum SiteFolder {
    /// Throws a missing-input error unless `root` is a site folder.
    package static func require(_ root: String, fileSystem: FileSystem = .live) throws {
        guard fileSystem.kind(root + "/Content") == .directory || fileSystem.kind(root + "/site.yml") == .file else {
            throw SpecialsError(
                .missingInput,
                "no site folder here (no Content/ or site.yml); "
                    + "pass --site with the site's folder, or start one with specials init DIR", at: root)
        }
    }
}
