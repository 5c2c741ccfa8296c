#if canImport(Glibc)
import Foundation
import Glibc
import Synchronization

/// The kernel's word that something changed under a site's inputs (Linux's inotify): the watcher walks
/// the files again when it comes, instead of many times a second.
///
/// Every folder of the watched inputs is watched, and a folder made later as soon as its creation is
/// read; the site's own folder only for the inputs' names (not its `public/`).
final class FolderEvents: Sendable {
    private let descriptor: Int32
    private let root: String
    private let names: Set<String>
    /// Each watch's folder, by the watch's descriptor.
    private let folders = Mutex<[Int32: String]>([:])

    private static let mask = UInt32(
        IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO | IN_ATTRIB
            | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Nil where the kernel offers no inotify (or no more of it): the watcher then looks every interval.
    init?(root: String, names: [String]) {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        self.root = root
        self.names = Set(names)
        guard watch(root) else {
            close(descriptor)
            return nil
        }
        for name in names { watchTree(root + "/" + name) }
    }

    deinit {
        close(descriptor)
    }

    @discardableResult
    private func watch(_ folder: String) -> Bool {
        let watch = inotify_add_watch(descriptor, folder, Self.mask)
        guard watch >= 0 else { return false }
        folders.withLock { $0[watch] = folder }
        return true
    }

    /// `folder` and every folder under it.
    private func watchTree(_ folder: String) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { return }
        watch(folder)
        for case let child as String in FileManager.default.enumerator(atPath: folder)
            ?? FileManager.DirectoryEnumerator()
        {
            var childIsFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder + "/" + child, isDirectory: &childIsFolder),
                childIsFolder.boolValue
            {
                watch(folder + "/" + child)
            }
        }
    }

    /// Waits up to `timeout` for the kernel's word (blocking the calling thread: call it off the
    /// cooperative pool); true when something under the inputs changed.
    func wait(timeout: Duration) -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000
        guard poll(&waiting, 1, Int32(clamping: milliseconds)) > 0 else { return false }
        var changed = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let header = MemoryLayout<inotify_event>.size
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + header <= count {
                let event = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                let name = String(
                    decoding: buffer[(offset + header)..<(offset + header + Int(event.len))].prefix { $0 != 0 },
                    as: UTF8.self)
                offset += header + Int(event.len)
                guard let folder = folders.withLock({ $0[event.wd] }) else { continue }
                // In the site's own folder only its inputs count: never the build's public/ or cache.
                if folder == root, !names.contains(name) { continue }
                changed = true
                if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    watchTree(folder + "/" + name)
                }
            }
        }
        return changed
    }
}
#endif
