import ArgumentParser
import Foundation
import SpecialsFetch
import SpecialsImaging
import SpecialsKit
import SpecialsPreview

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Preview the site with live reload; public/ is not touched.",
        discussion: """
            Builds into memory with the same pipeline as 'build', serves it, and rebuilds when anything \
            in Content/, Templates/, Static/ or site.yml changes; open pages reload by themselves. A failed \
            rebuild is shown in the terminal and over the page while the last good site stays served. \
            Ctrl-C stops it.
            """
    )

    @OptionGroup var siteOptions: SiteOptions
    @OptionGroup var publish: PublishOptions

    @Option(
        help: ArgumentHelp("The address to listen on; 127.0.0.1 keeps the preview to this machine.", valueName: "host"))
    var host = "127.0.0.1"

    @Option(help: ArgumentHelp("The port to listen on (0: any free port).", valueName: "port"))
    var port = 8000

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
    }

    func run() async throws {
        let root = siteOptions.siteRoot
        try Failure.reporting { try SiteFolder.require(root) }
        let publish = self.publish
        var preview = Preview(site: root, options: { try publish.buildOptions() }, log: { Console.error($0) })
        preview.fetch = HTTPFetcher(timeout: HTTPFetcher.imageTimeout, limit: HTTPFetcher.imageLimit).get
        preview.codec = VipsCodec.codec()
        await preview.buildFirst()
        // A chain's store previewed alone opens at its own pages.
        let basePath = await preview.state.snapshot.basePath + (publish.store.map { "stores/\($0)/" } ?? "")
        let host = self.host
        let app = preview.application(host: host, port: port) { port in
            // Unbuffered, so scripts waiting for this line see it at once.
            FileHandle.standardOutput.write(
                Data("preview at http://\(host):\(port)\(basePath) (Ctrl-C stops it)\n".utf8))
        }
        do {
            try await app.runService()
        } catch  where Preview.isPortInUse(error) {
            throw Failure.report(
                SpecialsError(
                    .busy, "the port is in use; stop what uses it or pick another with --port", at: "\(host):\(port)"))
        } catch {
            throw Failure.report(error)
        }
    }
}
