import ArgumentParser
import SpecialsImaging
import SpecialsKit

struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate everything in the site folder, as build would; write nothing."
    )

    @OptionGroup var siteOptions: SiteOptions
    @OptionGroup var publish: PublishOptions

    func run() async throws {
        var publisher = SitePublisher(site: siteOptions.siteRoot, options: try publish.buildOptions())
        publisher.codec = VipsCodec.codec()
        let result = try await Failure.reporting { try await publisher.check() }
        Console.warnings(result.warnings)
        let site = result.site
        let warnings = result.warnings.count
        print("ok: validated \(plural(site.weeks.count, "live week")) (current: \(site.currentWeek.date), "
            + "\(plural(site.currentWeek.specials.count, "special"))), \(plural(site.notes.count, "note")), "
            + "\(plural(result.files.count, "page and file", "pages and files")) rendered; nothing written; "
            + plural(warnings, "warning"))
        print(site.waiting.summary)
    }

    private func plural(_ count: Int, _ one: String, _ many: String? = nil) -> String {
        "\(count) \(count == 1 ? one : many ?? one + "s")"
    }
}
