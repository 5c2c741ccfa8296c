import ArgumentParser
import Foundation
import SpecialsKit

struct BuildCommand: ParsableCommand {
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

    func run() throws {
        do {
            let result = try SiteBuilder().build(site: siteOptions.siteRoot, options: try publish.buildOptions())
            Console.warnings(result.warnings)
            let target = output.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? siteOptions.siteRoot + "/public"
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
