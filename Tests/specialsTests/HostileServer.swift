import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An HTTP server on 127.0.0.1, in the test process, that misbehaves as real hosts do: it accepts and
/// then stalls, trickles a byte a second, sends a body without end, or redirects in a loop. It runs on
/// threads of its own until `stop()`.
final class HostileServer: @unchecked Sendable {
    enum Behaviour: Sendable {
        /// Reads the request and never answers.
        case stall
        /// Answers 200 with a long body, one byte a second.
        case trickle
        /// Answers 200 with a chunked body that never ends.
        case endless
        /// Answers every request with a redirect to the other of two paths.
        case redirectLoop
    }

    let port: Int
    private let listener: Int32
    private let behaviour: Behaviour
    private let lock = NSLock()
    private var stopped = false
    private var connections: [Int32] = []

    init(_ behaviour: Behaviour) throws {
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

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }

    var isStopped: Bool { lock.withLock { stopped } }

    /// Ends every connection and the listener; the threads end with them.
    func stop() {
        lock.withLock {
            stopped = true
            for connection in connections { shutdown(connection, Int32(SHUT_RDWR)) }
        }
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
            guard open else { close(connection); return }
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
        switch behaviour {
        case .stall:
            while !isStopped { usleep(100_000) }
        case .trickle:
            guard send(connection, "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n") else { return }
            while !isStopped, send(connection, " ") { sleep(1) }
        case .endless:
            guard send(connection, "HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nTransfer-Encoding: chunked\r\n\r\n") else { return }
            let chunk = "10000\r\n" + String(repeating: "x", count: 0x10000) + "\r\n"
            while !isStopped, send(connection, chunk) {}
        case .redirectLoop:
            let next = path.hasSuffix("/a") ? "/b" : "/a"
            _ = send(connection, "HTTP/1.1 302 Found\r\nLocation: \(next)\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
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
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }
}

/// A command run through bash, with its wall time and the CPU time it used (user + system).
struct TimedRun {
    var run: Run
    var seconds: Double
    var cpuSeconds: Double

    static func run(_ arguments: [String]) throws -> TimedRun {
        let quoted = ([Binary.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        // bash's `times` prints the shell's own times, then its children's: the second line is ours.
        let script = "\(quoted) 2>&1 >/dev/null; status=$?; times >&2; exit $status"  // its stderr to our stdout
        let start = Date()
        let result = try Binary.run(["-c", script], executable: "/bin/bash")
        let seconds = Date().timeIntervalSince(start)
        let lines = result.stderr.split(separator: "\n")  // what `times` printed
        let cpu = lines.last.map { line in
            line.split(separator: " ").compactMap { field -> Double? in
                guard let m = field.firstIndex(of: "m") else { return nil }
                return (Double(field[..<m]) ?? 0) * 60 + (Double(field[field.index(after: m)...].dropLast()) ?? 0)
            }.reduce(0, +)
        } ?? 0
        return TimedRun(run: Run(status: result.status, stdout: "", stderr: result.stdout), seconds: seconds, cpuSeconds: cpu)
    }
}
