import ArgumentParser
import SpecialsKit

struct WordsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "words",
        abstract: "Print the theme's sentences as YAML, to translate or to change.",
        discussion: """
            For a language the theme is not written in (English, German, French, Spanish), the English \
            sentences to translate: save them as i18n/<language>.yml in the site folder (i18n/it.yml for \
            locale: it_IT). In the theme's languages, the sentences the site shows now.
            """
    )

    @Option(
        help: ArgumentHelp("The locale whose sentences to print, like it_IT. Default: the site's.", valueName: "locale")
    )
    var locale: String?

    @OptionGroup var siteOptions: SiteOptions

    func run() throws {
        let words = try Failure.reporting { Words(for: try SiteConfig.load(from: siteOptions.siteRoot, in: locale)) }
        print(words.yaml, terminator: "")
    }
}
