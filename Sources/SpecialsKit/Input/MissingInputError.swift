/// The site folder was not there, or had nothing to publish.
public struct MissingInputError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var description: String { message }

    public init(message: String) {
        self.message = message
    }
}
