import CCurl
import Foundation
import SpecialsKit

/// GET over http(s) for everything specials fetches (snapshots, images), with libcurl: a total deadline
/// from connecting to the last byte that holds against a server that accepts and then stalls or
/// trickles, a cap on the body, and a limit on redirects. Each fetch blocks a thread of its own, never
/// the cooperative pool's; cancelling the task ends it at once.
package struct HTTPFetcher: Sendable {
    /// The largest feed `specials snapshot` accepts: 5 MiB, about fifty times a large store's feed.
    package static let feedLimit = 5 << 20
    /// The largest image `images: download` accepts: 10 MiB.
    package static let imageLimit = 10 << 20
    /// The most one image may take (`images: download`); the whole step has a deadline of its own.
    package static let imageTimeout = Duration.seconds(10)
    /// Redirects followed before giving up.
    package static let redirectLimit = 5

    /// The total time one fetch may take, from connecting to the last byte, redirects included.
    package var timeout: Duration
    /// The largest body accepted, in bytes.
    package var limit: Int

    package init(timeout: Duration, limit: Int) {
        self.timeout = timeout
        self.limit = limit
    }

    /// The body and Content-Type of `url`. Any failure, a non-2xx answer included, is a fetch error;
    /// a cancelled fetch throws `CancellationError`.
    package func get(_ url: String) async throws -> (bytes: [UInt8], contentType: String?) {
        guard let transfer = CurlTransfer(limit: limit) else {
            throw SpecialsError.fetch(url, "cannot fetch: libcurl could not start")
        }
        let deadline = ContinuousClock.now + timeout
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                Thread.detachNewThread {
                    continuation.resume(with: Result { try self.follow(url, with: transfer, until: deadline) })
                }
            }
        } onCancel: {
            transfer.cancel()
        }
    }

    /// Fetches `url`, following at most `redirectLimit` redirects, none back to a URL already asked for.
    /// Blocks its thread.
    private func follow(_ url: String, with transfer: CurlTransfer, until deadline: ContinuousClock.Instant) throws
        -> (bytes: [UInt8], contentType: String?)
    {
        var visited: Set<String> = [url]
        var next = url
        while true {
            let left = deadline - .now
            guard left > .zero else {
                throw SpecialsError.fetch(url, "no complete answer within \(timeout.secondsText) s")
            }
            let answer = transfer.get(next, milliseconds: Int(left / .milliseconds(1)))
            if answer.cancelled { throw CancellationError() }
            guard answer.code == CURLE_OK else { throw failure(url, answer) }
            if [301, 302, 303, 307, 308].contains(answer.status), let location = answer.location {
                guard visited.count <= Self.redirectLimit else {
                    throw SpecialsError.fetch(url, "more than \(Self.redirectLimit) redirects", definite: true)
                }
                guard visited.insert(location).inserted else {
                    throw SpecialsError.fetch(url, "the redirects go round in a loop", definite: true)
                }
                next = location
                continue
            }
            guard (200..<300).contains(answer.status) else {
                // A server error, a timeout or "too many requests" says try again later, not that the image is broken.
                let passing = answer.status >= 500 || [408, 429].contains(answer.status)
                let status = answer.reason.isEmpty ? "\(answer.status)" : "\(answer.status) \(answer.reason)"
                throw SpecialsError.fetch(url, "the server answered \(status)", definite: !passing)
            }
            return (answer.body, answer.contentType)
        }
    }

    /// The fetch error for a transfer curl ended with an error.
    private func failure(_ url: String, _ answer: CurlTransfer.Answer) -> SpecialsError {
        if answer.tooLarge || answer.code == CURLE_FILESIZE_EXCEEDED {
            return SpecialsError.fetch(
                url, "the answer is larger than \(Self.megabytes(limit)), the limit for this fetch", definite: true)
        }
        let reason =
            switch answer.code {
            case CURLE_OPERATION_TIMEDOUT: "no complete answer within \(timeout.secondsText) s"
            case CURLE_COULDNT_CONNECT where answer.systemError == Int(ECONNREFUSED):
                "the server refused the connection"
            case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT: "not an http(s) URL"
            case CURLE_GOT_NOTHING, CURLE_PARTIAL_FILE, CURLE_RECV_ERROR:
                "the server closed the connection before answering in full"
            default: "cannot fetch: \(answer.message)"
            }
        return SpecialsError.fetch(url, reason)
    }

    static func megabytes(_ bytes: Int) -> String {
        "\(bytes >> 20) MiB"
    }
}
