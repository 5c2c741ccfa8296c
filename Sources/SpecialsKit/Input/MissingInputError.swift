/// The site folder was not there, or had nothing to publish.
public struct MissingInputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(message: String) {
        self.message = message
    }
}

extension MissingInputError {
    /// Throws unless `root` is a site folder: one with Content/ or site.yml (`specials init` makes one).
    public static func requireSite(at root: String, fileSystem: FileSystem = .live) throws {
        guard fileSystem.kind(root + "/Content") == .directory || fileSystem.kind(root + "/site.yml") == .file else {
            throw MissingInputError(message: "\(root): error: no site folder here (no Content/ or site.yml); "
                + "pass --site with the site's folder, or start one with specials init DIR")
        }
    }
}
