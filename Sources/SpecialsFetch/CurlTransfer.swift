import CCurl
import Foundation

/// One libcurl handle that GETs one URL at a time (no redirect followed: `HTTPFetcher` follows them),
/// blocking its thread, within a deadline curl keeps from connecting to the last byte, with the body
/// capped in the write callback. `cancel()`, from any thread, ends a transfer at once: it runs in a
/// multi handle of its own, whose wait `curl_multi_wakeup` interrupts.
final class CurlTransfer: @unchecked Sendable {
    /// What one transfer gave.
    struct Answer {
        var code: CURLcode
        /// The HTTP status, 0 if none arrived.
        var status = 0
        /// The status line's reason phrase ("Not Found"), empty if none.
        var reason = ""
        var contentType: String?
        /// Where a redirect points, resolved against the URL asked for.
        var location: String?
        var body: [UInt8] = []
        /// The body went over the cap (the write callback stopped the transfer).
        var tooLarge = false
        /// The system's error number of a failed connect (ECONNREFUSED ...), 0 for none.
        var systemError = 0
        /// curl's own words for a failure.
        var message = ""
        /// `cancel()` ended it.
        var cancelled = false
    }

    /// curl_global_init, once per process, before the first handle.
    private static let ready: Bool = specials_curl_global_init() == CURLE_OK

    private let easy: UnsafeMutableRawPointer
    private let multi: UnsafeMutableRawPointer
    private let errorText: UnsafeMutablePointer<CChar>
    private let limit: Int
    private let lock = NSLock()
    private var isCancelled = false
    /// The answer being received; only the transferring thread touches it (the callbacks run on it).
    private var answer = Answer(code: CURLE_OK)

    /// A handle for bodies of at most `limit` bytes; nil if curl cannot make one.
    init?(limit: Int) {
        guard Self.ready, let easy = curl_easy_init() else { return nil }
        guard let multi = curl_multi_init() else {
            curl_easy_cleanup(easy)
            return nil
        }
        self.easy = easy
        self.multi = multi
        self.limit = limit
        errorText = .allocate(capacity: Int(CURL_ERROR_SIZE))
        errorText.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE))
        configure()
    }

    deinit {
        curl_multi_cleanup(multi)
        curl_easy_cleanup(easy)
        errorText.deallocate()
    }

    /// What stays the same for every transfer: only http(s), no decompression (the bytes are what the
    /// server sent), HTTP/1.1 (its status line names the status), no signals (curl runs on many threads).
    private func configure() {
        specials_curl_set_long(easy, CURLOPT_NOSIGNAL, 1)
        specials_curl_set_string(easy, CURLOPT_PROTOCOLS_STR, "http,https")
        specials_curl_set_string(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https")
        specials_curl_set_long(easy, CURLOPT_FOLLOWLOCATION, 0)
        specials_curl_set_long(easy, CURLOPT_HTTP_CONTENT_DECODING, 0)
        specials_curl_set_long(easy, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_1_1))
        specials_curl_set_string(easy, CURLOPT_USERAGENT, "specials")
        specials_curl_set_size(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limit))
        specials_curl_set_pointer(easy, CURLOPT_ERRORBUFFER, errorText)
        let this = Unmanaged.passUnretained(self).toOpaque()
        specials_curl_set_pointer(easy, CURLOPT_WRITEDATA, this)
        specials_curl_set_pointer(easy, CURLOPT_HEADERDATA, this)
        specials_curl_set_callback(easy, CURLOPT_WRITEFUNCTION) { data, size, count, context in
            guard let data, let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            return transfer.received(UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
        }
        specials_curl_set_callback(easy, CURLOPT_HEADERFUNCTION) { data, size, count, context in
            guard let data, let context else { return 0 }
            let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
            transfer.header(UnsafeRawBufferPointer(start: data, count: size * count))
            return size * count
        }
    }

    /// Ends the transfer running now, or the next one before it starts.
    func cancel() {
        lock.withLock { isCancelled = true }
        curl_multi_wakeup(multi)
    }

    private var cancelled: Bool { lock.withLock { isCancelled } }

    /// GETs `url`, giving up after `milliseconds` in all. Blocks until the transfer ends.
    func get(_ url: String, milliseconds: Int) -> Answer {
        answer = Answer(code: CURLE_OK)
        errorText[0] = 0
        specials_curl_set_string(easy, CURLOPT_URL, url)
        specials_curl_set_long(easy, CURLOPT_TIMEOUT_MS, max(1, milliseconds))
        specials_curl_set_long(easy, CURLOPT_CONNECTTIMEOUT_MS, max(1, milliseconds))
        answer.code = run()
        answer.message = String(cString: errorText)
        if answer.message.isEmpty { answer.message = String(cString: curl_easy_strerror(answer.code)) }
        var status = 0
        specials_curl_get_long(easy, CURLINFO_RESPONSE_CODE, &status)
        answer.status = status
        var systemError = 0
        specials_curl_get_long(easy, CURLINFO_OS_ERRNO, &systemError)
        answer.systemError = systemError
        answer.contentType = string(CURLINFO_CONTENT_TYPE)
        answer.location = string(CURLINFO_REDIRECT_URL)
        return answer
    }

    /// Runs the transfer in the multi handle, waiting on its sockets (never spinning) until it ends.
    private func run() -> CURLcode {
        curl_multi_add_handle(multi, easy)
        defer { curl_multi_remove_handle(multi, easy) }
        var running: Int32 = 1
        while running > 0 {
            if cancelled {
                answer.cancelled = true
                return CURLE_ABORTED_BY_CALLBACK
            }
            guard curl_multi_perform(multi, &running) == CURLM_OK else { return CURLE_FAILED_INIT }
            if running > 0 { curl_multi_poll(multi, nil, 0, 1000, nil) }
        }
        var left: Int32 = 0
        while let message = curl_multi_info_read(multi, &left) {
            if message.pointee.msg == CURLMSG_DONE { return message.pointee.data.result }
        }
        return CURLE_FAILED_INIT
    }

    private func string(_ info: CURLINFO) -> String? {
        var text: UnsafeMutablePointer<CChar>?
        guard specials_curl_get_string(easy, info, &text) == CURLE_OK, let text else { return nil }
        return String(cString: text)
    }

    /// Keeps a piece of the body; false (which stops the transfer) once the body would pass the cap.
    private func received(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard answer.body.count + bytes.count <= limit else {
            answer.tooLarge = true
            return false
        }
        answer.body += bytes
        return true
    }

    /// Keeps the reason phrase of the last status line ("HTTP/1.1 404 Not Found").
    private func header(_ line: UnsafeRawBufferPointer) {
        guard line.starts(with: "HTTP/".utf8) else { return }
        let words = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            .split(separator: " ", maxSplits: 2)
        answer.reason = words.count > 2 ? String(words[2]) : ""
    }
}
