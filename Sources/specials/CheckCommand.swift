import ArgumentParser
import SpecialsKit

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate everything in the site folder; write nothing."
    )

    @OptionGroup var siteOptions: SiteOptions
    @OptionGroup var publish: PublishOptions

    func run() throws {
        do {
            let result = try SiteBuilder().build(site: siteOptions.siteRoot, options: try publish.buildOptions())
            Console.warnings(result.warnings)
            let site = result.site
            print("ok: \(site.weeks.count) week\(site.weeks.count == 1 ? "" : "s") published "
                + "(current: \(site.currentWeek.date), \(site.currentWeek.specials.count) specials), "
                + "\(site.notes.count) note\(site.notes.count == 1 ? "" : "s"), \(result.warnings.count) warning\(result.warnings.count == 1 ? "" : "s")")
        } catch let error as ValidationError {
            throw error
        } catch {
            throw Failure.report(error)
        }
    }
}
