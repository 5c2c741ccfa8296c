import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// An HTTP server on 127.0.0.1, in the test process, on threads of its own until `stop()`: it serves
/// the files it is given, or misbehaves as real hosts do (accepts and then stalls, trickles a byte a
/// second, sends a body without end, redirects in a loop) or redirects where it is told to. It counts the
/// requests it was sent.
public final class LoopbackServer: @unchecked Sendable {
    public enum Behaviour: Sendable {
        /// Answers with the files `publish` gave it, 404 for anything else.
        case files
        /// Reads the request and never answers.
        case stall
        /// Answers 200 with a long body, one byte a second.
        case trickle
        /// Answers 200 with a chunked body that never ends.
        case endless
        /// Answers every request with a redirect to the other of two paths.
        case redirectLoop
    }

    public let port: Int
    private let listener: Int32
    private let behaviour: Behaviour
    private let lock = NSLock()
    private var stopped = false
    private var connections: [Int32] = []
    private var files: [String: (type: String, bytes: [UInt8])] = [:]
    private var failing: [String: String] = [:]
    private var redirects: [String: String] = [:]
    private var requested: [String] = []

    public init(_ behaviour: Behaviour = .files) throws {
        self.behaviour = behaviour
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(listener, generic, length) == 0 && listen(listener, 16) == 0
                    && getsockname(listener, generic, &length) == 0
            }
        }
        guard bound else { throw CocoaError(.fileWriteUnknown) }
        port = Int(UInt16(bigEndian: address.sin_port))
        let server = self
        Thread.detachNewThread { server.acceptLoop() }
    }

    deinit { stop() }

    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }

    /// Serves `bytes` at `/path` with `type` from now on.
    public func publish(_ path: String, _ bytes: [UInt8], type: String) {
        lock.withLock {
            files["/" + path] = (type, bytes)
            failing["/" + path] = nil
        }
    }

    /// Answers `/path` with `status` ("503 Service Unavailable") and no body, until it is published.
    public func fail(_ path: String, status: String) {
        lock.withLock { failing["/" + path] = status }
    }

    public func publish(_ path: String, _ text: String, type: String = "application/json") {
        publish(path, Array(text.utf8), type: type)
    }

    /// Answers `/path` with a redirect (302) to `/target` from now on.
    public func redirect(_ path: String, to target: String) {
        lock.withLock { redirects["/" + path] = "/" + target }
    }

    /// The paths requested so far, in order.
    public var requests: [String] { lock.withLock { requested } }

    var isStopped: Bool { lock.withLock { stopped } }

    /// Ends every connection and the listener; the threads end with them.
    public func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
            return !stopped
        }
        guard first else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            let open = lock.withLock { () -> Bool in
                if !stopped { connections.append(connection) }
                return !stopped
            }
            guard open else {
                close(connection)
                return
            }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer {
            // Forget the descriptor before closing it: its number may be reused by another socket,
            // which stop() must not shut down.
            lock.withLock { connections.removeAll { $0 == connection } }
            close(connection)
        }
        guard let path = readRequestPath(connection) else { return }
        lock.withLock { requested.append(path) }
        switch behaviour {
        case .files:
            if let target = lock.withLock({ redirects[path] }) {
                _ = send(connection, "HTTP/1.1 302 Found\r\nLocation: \(target)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                return
            }
            if let status = lock.withLock({ failing[path] }) {
                _ = send(connection, "HTTP/1.1 \(status)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                return
            }
            let file = lock.withLock { files[path] }
            guard let file else {
                _ = send(connection, "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
                return
            }
            guard
                send(
                    connection,
                    "HTTP/1.1 200 OK\r\nContent-Type: \(file.type)\r\nContent-Length: \(file.bytes.count)\r\nConnection: close\r\n\r\n"
                )
            else { return }
            _ = send(connection, file.bytes)
        case .stall:
            while !isStopped { usleep(100_000) }
        case .trickle:
            guard
                send(connection, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n")
            else { return }
            while !isStopped, send(connection, " ") { sleep(1) }
        case .endless:
            guard send(connection, "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nTransfer-Encoding: chunked\r\n\r\n")
            else { return }
            let chunk = "10000\r\n" + String(repeating: "x", count: 0x10000) + "\r\n"
            while !isStopped, send(connection, chunk) {}
        case .redirectLoop:
            let next = path.hasSuffix("/a") ? "/b" : "/a"
            _ = send(
                connection, "HTTP/1.1 302 Found\r\nLocation: \(next)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        }
    }

    /// Reads up to the end of the request head; returns the request's path.
    private func readRequestPath(_ connection: Int32) -> String? {
        var head: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !head.suffix(4).elementsEqual([13, 10, 13, 10]) {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            head += buffer[..<count]
        }
        let line = String(decoding: head, as: UTF8.self).split(separator: "\r\n").first ?? ""
        let parts = line.split(separator: " ")
        return parts.count > 1 ? String(parts[1]) : nil
    }

    private func send(_ connection: Int32, _ text: String) -> Bool {
        send(connection, Array(text.utf8))
    }

    private func send(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}
