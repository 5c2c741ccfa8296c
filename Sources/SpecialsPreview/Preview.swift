import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import SpecialsKit

#if canImport(Glibc)
import CanvasPacking
import Glibc
#endif

/// `specials serve`: builds the site into memory with the same pipeline as `build`, serves it, and
/// rebuilds and reloads open pages when a file changes. `public/` is never touched.
package struct Preview: Sendable {
    package var site: String
    /// Build options for each rebuild (read again every time, so a preview left running moves on
    /// to the next week at midnight when no --now is given).
    package var options: @Sendable () throws -> BuildOptions
    package var watcher: SiteWatcher
    /// Where build problems and progress are told: the terminal.
    package var log: @Sendable (String) -> Void
    package let state = PreviewState()
    package let channel = ReloadChannel()
    /// Layouts of earlier rebuilds, and to start with those the site's builds saved: saving a note does
    /// not pack every week again, nor does opening a chain's preview.
    let layouts = LayoutCache()
    /// Downloads remote images and encodes renditions as `build` does (nil: remote images linked,
    /// images shown as they are).
    package var fetch: ImageDownloader.Fetch?
    package var codec: ImageCodec?

    package init(
        site: String, options: @escaping @Sendable () throws -> BuildOptions, log: @escaping @Sendable (String) -> Void
    ) {
        self.site = site
        self.options = options
        self.watcher = SiteWatcher(root: site)
        self.log = log
        layouts.load(from: LayoutCache.path(forSite: site))
    }

    /// The files as they were before the first build started: an edit saved during it is rebuilt next.
    var baseline: SiteWatcher.Fingerprint?

    /// The first build, with the watcher's baseline taken before it starts.
    package mutating func buildFirst() async {
        baseline = watcher.fingerprint()
        await rebuild()
    }

    /// Builds into memory: a good build replaces what is served and reloads pages; a failed one is
    /// shown in the terminal and in open pages while the last good site stays served.
    @discardableResult
    package func rebuild() async -> Bool {
        do {
            var publisher = SitePublisher(site: site, options: try options())
            (publisher.fetch, publisher.codec) = (fetch, codec)
            let result = try await publisher.render(layouts: layouts)
            var sink = MemorySink()
            sink.publish(result.files)
            await state.publish(sink, basePath: result.config.basePath)
            for warning in result.warnings { log(warning.description) }
            let generation = await state.snapshot.generation
            await channel.send(.reload(generation: generation))
            log("built \(result.files.count) files for \(result.summary)")
            return true
        } catch {
            let text = (error as? SpecialsError)?.description ?? "\(error)"
            await state.fail(text)
            await channel.send(.failure(text))
            let served = await state.snapshot.generation > 0
            log(
                text
                    + (served
                        ? "\nthe last good build is still served, with these problems over every page"
                        : "\nno good build yet: every page shows these problems and reloads when the site builds"))
            return false
        }
    }

    /// Whether `error`, from starting the server, says the port is taken (EADDRINUSE).
    package static func isPortInUse(_ error: any Error) -> Bool {
        (error as? IOError)?.errnoCode == EADDRINUSE
    }

    /// The application: the server, the event channel and the rebuild loop, stopped cleanly by Ctrl-C.
    package func application(
        host: String, port: Int, onRunning: @escaping @Sendable (Int) async -> Void
    ) -> some ApplicationProtocol {
        var logger = Logger(label: "specials.preview")
        logger.logLevel = .warning
        return Application(
            router: PreviewServer(state: state, channel: channel).router(),
            configuration: .init(address: .hostname(host, port: port), serverName: nil),
            services: [channel, RebuildLoop(preview: self)],
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }
}

/// Rebuilds after every settled change until shutdown.
struct RebuildLoop: Service {
    let preview: Preview

    func run() async throws {
        do {
            try await cancelWhenGracefulShutdown {
                try await preview.watcher.watch(since: preview.baseline) { await preview.rebuild() }
            }
        } catch is CancellationError {
            // Shutdown cancelled the wait for the next change: the normal way to stop.
        }
    }
}
