import ArgumentParser
import Foundation
import SpecialsKit

struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Validate the site and publish it to the output folder in one step.",
        discussion: """
            Nothing is published unless everything is valid: a failed build leaves the previous \
            output exactly as it was. Unchanged files keep their modification time; stale files go. \
            The output must be a folder specials published before, a new folder or an empty one.
            """
    )

    @OptionGroup var siteOptions: SiteOptions
    @OptionGroup var publish: PublishOptions
    @Option(help: ArgumentHelp("Where to publish. Default: <site>/public.", valueName: "dir"))
    var output: String?
    @Flag(help: "Take over a non-empty output folder that specials did not publish (its files are moved aside).")
    var force = false
    @Option(help: ArgumentHelp("Wait this long for another build on the same output to finish.", valueName: "seconds"))
    var wait: Double = 0
    @Option(
        help: ArgumentHelp(
            "The most the image download step (images: download) may take; one image at most 10 s.",
            valueName: "seconds"))
    var imageTimeout: Double = 20
    @Flag(
        help:
            "For cron: print nothing when nothing changed, and of the warnings only those the last build did not print. Errors are always printed."
    )
    var quiet = false
    @Flag(help: "Print how long each step of the build took, to standard error.")
    var timings = false

    func validate() throws {
        if output?.isEmpty == true {
            throw ValidationError("--output is empty; name the folder to publish to, or leave it out for <site>/public")
        }
        guard imageTimeout > 0, wait >= 0 else {
            throw ValidationError("--image-timeout must be above 0 and --wait at least 0")
        }
    }

    func run() async throws {
        let clock = StepClock(enabled: timings)
        defer { clock.finish() }
        var publisher = SitePublisher.onThisMachine(
            site: siteOptions.siteRoot, output: output.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
            options: try publish.buildOptions())
        let target = publisher.output
        (publisher.force, publisher.lockWait, publisher.imageDeadline) = (force, wait, .seconds(imageTimeout))
        publisher.onlyNewWarnings = quiet
        (publisher.step, publisher.warn) = (clock.step, Console.warnings)
        let outcome = try await Failure.reporting { try await publisher.publish() }
        if !quiet { outcome.summary(target: target).forEach { print($0) } }
    }
}
