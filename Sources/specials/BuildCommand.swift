import ArgumentParser
import Foundation
import SpecialsKit

struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Validate the site and publish it to the output folder in one step.",
        discussion: """
            Nothing is published unless everything is valid: a failed build leaves the previous \
            output exactly as it was. Unchanged files keep their modification time; stale files go.
            """
    )

    @OptionGroup var siteOptions: SiteOptions
    @OptionGroup var publish: PublishOptions

    @Option(help: ArgumentHelp("Where to publish. Default: <site>/public.", valueName: "dir"))
    var output: String?

    @Option(help: ArgumentHelp("Wait this long for another build on the same output to finish.", valueName: "seconds"))
    var wait: Double = 0

    @Flag(help: "Print nothing on success.")
    var quiet = false

    @Flag(help: "Print how long each step of the build took, to standard error.")
    var timings = false

    /// Which specials binary this is (size and modification time): a new one always rebuilds.
    static let binaryIdentity: String = {
        // /proc/self/exe is a link made anew for every process: describe the file it points to.
        let binary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: binary)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(modified)"
    }()

    func run() async throws {
        do {
            let root = siteOptions.siteRoot
            let target = output.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? root + "/public"
            let options = try publish.buildOptions()
            var clock = StepClock(enabled: timings)
            defer { clock.finish() }
            // Unchanged inputs over an untouched output: nothing to render, nothing to write.
            var fingerprint: String?
            if FileManager.default.fileExists(atPath: root) {
                let config = try SiteConfig.load(from: root)
                fingerprint = try? PublishRecord.fingerprint(
                    site: root, today: options.today(in: config), drafts: options.drafts, version: Self.binaryIdentity
                )
                clock.step("fingerprint")
                if let fingerprint, let record = PublishRecord.read(for: target), record.fingerprint == fingerprint,
                   record.matches(output: target) {
                    if !quiet { print("\(target) is up to date: nothing changed since the last build, nothing written") }
                    return
                }
            }
            // Weeks whose tiles have not changed since the last build are not packed again.
            let layouts = LayoutCache()
            layouts.load(from: LayoutCache.path(for: target))
            let builder = SiteBuilder(layoutCache: layouts)
            let loaded = try builder.load(site: root, options: options)
            clock.step("load")
            var warnings = loaded.warnings
            var images: [String: LocalImage] = [:]
            var downloadsFailed = false
            if loaded.site.config.images == .download {
                let downloader = ImageDownloader(
                    site: root,
                    fetch: { url in try await HTTPClient.get(url, timeout: 20) },
                    writeCache: { path, bytes in try AtomicFile.write(bytes, to: path) }
                )
                let downloaded = await downloader.download(ImageDownloader.remoteImages(in: loaded.site))
                images = downloaded.images
                warnings += downloaded.warnings
                downloadsFailed = !downloaded.warnings.isEmpty
                clock.step("images")
            }
            let packed = builder.pack(loaded)
            clock.step("pack")
            let result = builder.render(loaded, layouts: packed, images: images)
            clock.step("render")
            Console.warnings(warnings)
            let report = try DiskSink(output: target, lockWait: wait).publish(result.files)
            clock.step("publish")
            // The site is published: a layout file that cannot be saved costs the next build a repack.
            try? layouts.save(to: LayoutCache.path(for: target))
            // A failed image download is retried next time: do not record this publish as complete.
            if let fingerprint, !downloadsFailed {
                try? PublishRecord(fingerprint: fingerprint, output: PublishRecord.listing(of: target)).write(for: target)
                clock.step("record")
            }
            if !quiet {
                print("published \(result.files.count) files to \(target) for the week of \(result.site.currentWeek.date): "
                    + "\(report.written.count) written, \(report.unchanged) unchanged, \(report.removed.count) removed")
            }
        } catch let error as ValidationError {
            throw error
        } catch {
            throw Failure.report(error)
        }
    }
}

/// Wall time of each step of a build, printed to standard error when asked for.
struct StepClock {
    let enabled: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var last: ContinuousClock.Instant

    init(enabled: Bool) {
        self.enabled = enabled
        start = clock.now
        last = start
    }

    mutating func step(_ name: String) {
        guard enabled else { return }
        let now = clock.now
        Self.print(name, now - last)
        last = now
    }

    func finish() {
        guard enabled else { return }
        Self.print("total", clock.now - start)
    }

    private static func print(_ name: String, _ duration: Duration) {
        let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        FileHandle.standardError.write(Data("\(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(String(format: "%6.3f", seconds)) s\n".utf8))
    }
}
