import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#endif

@main
struct Specials: AsyncParsableCommand {
    static func main() async {
        // A file-size limit or a full disk must end in exit 73 with a message, not in a signal.
        signal(SIGXFSZ, SIG_IGN)
        // Ctrl-C and SIGTERM stop `serve` cleanly even when the parent started us with them blocked.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &stopSignals, nil)
        await Self.main(nil)
    }

    /// The version `specials --version` prints: the release CHANGELOG.md's top heading names (a test
    /// holds the two together), cut when a round's work lands.
    static let version = "0.10.4"

    static let configuration = CommandConfiguration(
        commandName: "specials",
        abstract: "Build a grocery store's weekly specials page, with honest price-per-unit comparisons.",
        discussion: """
            A site folder holds Content/specials/YYYY-MM-DD.json (one feed snapshot a week), \
            Content/notes/*.md, an optional site.yml, Templates/ and Static/. \
            'specials build' publishes it to public/ in one step.

            Exit codes: 0 success, 64 usage, 65 invalid content, 66 missing input, \
            73 output cannot be used or written, 75 temporary (another build holds the lock, \
            a fetch failed), 70 internal error.
            """,
        version: version,
        subcommands: [
            BuildCommand.self, CheckCommand.self, ServeCommand.self, SnapshotCommand.self, LayoutCommand.self,
            SizeCommand.self, InitCommand.self, WordsCommand.self, ThemeCommand.self,
        ]
    )

    /// Which specials binary this is (size and modification time): a new one always rebuilds.
    static let binaryIdentity: String = {
        // /proc/self/exe is a link made anew for every process: describe the file it points to.
        let binary =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: binary)
        let size = (attributes?[.size] as? NSNumber)?.intValue ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(modified)"
    }()
}
