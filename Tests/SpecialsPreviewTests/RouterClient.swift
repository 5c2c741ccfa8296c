import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import Synchronization

/// Hands requests to a router in the test process, as the server would, with no socket: what
/// HummingbirdTesting's `.router` framework does, without its graph (async-http-client, NIO SSL, two
/// BoringSSLs), which the build would otherwise compile for these few lines.
struct RouterClient {
    let responder: RouterResponder<BasicRequestContext>

    init(_ router: Router<BasicRequestContext>) {
        responder = router.buildResponder()
    }

    /// The response to `method` on `path`, with its whole body.
    func execute(_ path: String, method: HTTPRequest.Method) async throws -> (head: HTTPResponse, body: ByteBuffer) {
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: path),
            body: RequestBody(buffer: ByteBuffer()))
        let context = BasicRequestContext(
            source: ApplicationRequestContextSource(
                channel: NIOAsyncTestingChannel(), logger: Logger(label: "preview-tests")))
        let response = try await responder.respond(to: request, context: context)
        let body = BodyCollector()
        try await response.body.write(body)
        return (response.head, body.bytes.withLock { $0 })
    }
}

/// Keeps what a response body writes.
private final class BodyCollector: ResponseBodyWriter, Sendable {
    let bytes = Mutex(ByteBuffer())

    func write(_ buffer: ByteBuffer) async throws {
        bytes.withLock { $0.writeImmutableBuffer(buffer) }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
