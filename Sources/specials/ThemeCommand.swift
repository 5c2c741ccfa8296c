import ArgumentParser
import Foundation
import SpecialsKit

struct ThemeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "theme",
        abstract: "Write the built-in theme into the site, to change it.",
        discussion: """
            Writes every template of the theme into Templates/ and its sentences in the site's language \
            into i18n/<language>.yml. Unchanged, they publish the same pages; edit any of them, and delete \
            the ones you keep as they are. A file already there is never replaced without --force \
            (exit 73, nothing written). --list names the files and what each draws.
            """
    )

    @Flag(help: "Replace the theme's files the site already has.")
    var force = false

    @Flag(help: "Name the theme's files and what each draws; write nothing.")
    var list = false

    @OptionGroup var siteOptions: SiteOptions

    func run() throws {
        let root = siteOptions.siteRoot
        try Failure.reporting {
            if list {
                // Outside a site folder, a site's in English.
                let files = ThemeFiles.files(locale: (try? siteLocale(root)) ?? SiteConfig().locale)
                let width = files.map(\.path.count).max() ?? 0
                for file in files {
                    print(file.path.padding(toLength: width + 2, withPad: " ", startingAt: 0) + file.draws)
                }
                return
            }
            let files = try ThemeFiles.plan(locale: try siteLocale(root), force: force) {
                FileManager.default.fileExists(atPath: root + "/" + $0)
            }.get()
            for file in files { try AtomicFile.write(Array(file.text.utf8), to: root + "/" + file.path) }
            let words = files.filter { !$0.path.hasPrefix(SitePaths.templates + "/") }.map(\.path)
            print(
                "wrote \(files.count - words.count) templates into \(SitePaths.templates)/ and "
                    + "\(words.joined(separator: ", ")); edit them, then specials build")
        }
    }

    /// The locale of the site's pages, from its site.yml (the site folder must exist).
    private func siteLocale(_ root: String) throws -> Locale {
        try SiteFolder.require(root)
        return try SiteConfig.load(from: root).locale
    }
}
