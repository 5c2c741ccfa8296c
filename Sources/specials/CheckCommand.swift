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
        let warnings = result.warnings.count
        if let chain = result.chain {
            // A chain's pages are planned, each rendered only as a build writes it, and rendering one
            // cannot fail: check counts them without rendering them.
            let weeks = Set(result.sites.flatMap(\.site.weeks).map(\.file)).count
            print(
                "ok: validated \(plural(chain.stores.count, "store")) in \(plural(chain.regions.count, "region")), "
                    + "\(plural(weeks, "snapshot")) live, \(plural(result.files.count, "page and file", "pages and files")) for "
                    + "\(result.summary); nothing written; " + plural(warnings, "warning"))
            return
        }
        let site = result.site
        print(
            "ok: validated \(plural(site.weeks.count, "live week")) (current: \(site.currentWeek.date), "
                + "\(plural(site.currentWeek.specials.count, "special"))), \(plural(site.notes.count, "note")), "
                + "\(plural(result.files.count, "page and file", "pages and files")) rendered; nothing written; "
                + plural(warnings, "warning"))
        print(site.waiting.summary)
    }

    private func plural(_ count: Int, _ one: String, _ many: String? = nil) -> String {
        "\(count) \(count == 1 ? one : many ?? one + "s")"
    }
}
