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

    func run() async throws {
        do {
            let root = siteOptions.siteRoot
            let builder = SiteBuilder()
            let loaded = try builder.load(site: root, options: try publish.buildOptions())
            var warnings = loaded.warnings
            var images: [String: LocalImage] = [:]
            if loaded.site.config.images == .download {
                let downloader = ImageDownloader(
                    site: root,
                    fetch: { url in try await HTTPClient.get(url, timeout: 20) },
                    writeCache: { path, bytes in try AtomicFile.write(bytes, to: path) }
                )
                let downloaded = await downloader.download(ImageDownloader.remoteImages(in: loaded.site))
                images = downloaded.images
                warnings += downloaded.warnings
            }
            let result = builder.render(loaded, images: images)
            Console.warnings(warnings)
            let target = output.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? root + "/public"
            let report = try DiskSink(output: target, lockWait: wait).publish(result.files)
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
