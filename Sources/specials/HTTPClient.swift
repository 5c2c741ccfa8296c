import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// GET over http(s) for the commands that fetch: snapshots and images.
enum HTTPClient {
    /// The body and Content-Type of `url`; any failure, including a non-2xx answer, is a `FetchError`.
    static func get(_ url: String, timeout: Double) async throws -> (bytes: [UInt8], contentType: String?) {
        guard let target = URL(string: url) else { throw FetchError(message: "\(url): error: not a URL") }
        var request = URLRequest(url: target, timeoutInterval: timeout)
        request.setValue("specials", forHTTPHeaderField: "User-Agent")
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await URLSession.shared.data(for: request)
        } catch {
            throw FetchError(message: "\(url): error: cannot fetch: \(error.localizedDescription)")
        }
        let http = response as? HTTPURLResponse
        if let status = http?.statusCode, !(200..<300).contains(status) {
            throw FetchError(message: "\(url): error: the server answered \(status)")
        }
        return ([UInt8](data), http?.value(forHTTPHeaderField: "Content-Type"))
    }
}
