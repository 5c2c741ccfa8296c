import AsyncHTTPClient
import NIOCore
import SpecialsKit

/// GET over http(s) for everything specials fetches (snapshots, images), with a total deadline that
/// holds against a server that accepts and then stalls or trickles, a cap on the body, and a limit on
/// redirects. async-http-client's own deadline ends when the head arrives; this one covers the body too.
package struct HTTPFetcher: Sendable {
    /// The largest feed `specials snapshot` accepts: 5 MiB, about fifty times a large store's feed.
    package static let feedLimit = 5 << 20
    /// The largest image `images: download` accepts: 10 MiB.
    package static let imageLimit = 10 << 20
    /// The most one image may take (`images: download`); the whole step has a deadline of its own.
    package static let imageTimeout = Duration.seconds(10)
    /// Redirects followed before giving up.
    package static let redirectLimit = 5

    /// The total time one fetch may take, from connecting to the last byte.
    package var timeout: Duration
    /// The largest body accepted, in bytes.
    package var limit: Int

    package init(timeout: Duration, limit: Int) {
        self.timeout = timeout
        self.limit = limit
    }

    /// One client for the process: its event loops idle on epoll, never spin.
    /// A refused connection fails at once and says so, rather than being tried again until the deadline
    /// and reported as a timeout.
    private static let client: HTTPClient = {
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .follow(max: redirectLimit, allowCycles: false), decompression: .disabled)
        configuration.connectionPool.retryConnectionEstablishment = false
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    /// The body and Content-Type of `url`. Any failure, a non-2xx answer included, is a fetch error.
    package func get(_ url: String) async throws -> (bytes: [UInt8], contentType: String?) {
        let seconds = timeout.secondsText
        do {
            return try await withThrowingTaskGroup(of: (bytes: [UInt8], contentType: String?)?.self) { group in
                group.addTask { try await self.receive(url) }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let result = first else {
                    throw SpecialsError.fetch(url, "no complete answer within \(seconds) s")
                }
                return result
            }
        } catch let error as SpecialsError where error.kind == .fetch {
            throw error
        } catch {
            throw SpecialsError.fetch(url, Self.reason(error, seconds: seconds), definite: Self.isDefinite(error))
        }
    }

    private func receive(_ url: String) async throws -> (bytes: [UInt8], contentType: String?) {
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "User-Agent", value: "specials")
        let response = try await Self.client.execute(
            request, timeout: TimeAmount.nanoseconds(Int64(timeout / .nanoseconds(1))))
        guard (200..<300).contains(response.status.code) else {
            // A server error, a timeout or "too many requests" says try again later, not that the image is broken.
            let passing = response.status.code >= 500 || [408, 429].contains(response.status.code)
            throw SpecialsError.fetch(
                url, "the server answered \(response.status.code) \(response.status.reasonPhrase)", definite: !passing)
        }
        let tooLarge = SpecialsError.fetch(
            url, "the answer is larger than \(Self.megabytes(limit)), the limit for this fetch", definite: true)
        if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > limit {
            throw tooLarge
        }
        var bytes: [UInt8] = []
        for try await chunk in response.body {
            guard bytes.count + chunk.readableBytes <= limit else { throw tooLarge }
            bytes += chunk.readableBytesView
        }
        return (bytes, response.headers.first(name: "Content-Type"))
    }

    private static func reason(_ error: any Error, seconds: String) -> String {
        switch error as? HTTPClientError {
        case .redirectLimitReached?: "more than \(redirectLimit) redirects"
        case .redirectCycleDetected?: "the redirects go round in a loop"
        case .deadlineExceeded?, .connectTimeout?, .readTimeout?: "no complete answer within \(seconds) s"
        case .invalidURL?, .emptyHost?, .emptyScheme?: "not an http(s) URL"
        case .remoteConnectionClosed?: "the server closed the connection before answering in full"
        default: "\(error)".contains("refused") ? "the server refused the connection" : "cannot fetch: \(error)"
        }
    }

    /// Whether the server's answers say asking again is no use: redirects that never end.
    private static func isDefinite(_ error: any Error) -> Bool {
        switch error as? HTTPClientError {
        case .redirectLimitReached?, .redirectCycleDetected?: true
        default: false
        }
    }

    static func megabytes(_ bytes: Int) -> String {
        "\(bytes >> 20) MiB"
    }
}
