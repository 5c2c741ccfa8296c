import Foundation
import SpecialsTestSupport
import Testing

/// The README's cron line, pasted into `crontab -e`, works: cron runs it with `sh -c` and
/// PATH=/usr/bin:/bin in an empty environment. Its first run publishes and tells the warnings; a run
/// with nothing new prints nothing and writes nothing; a new warning is told once.
@Suite struct CronLineTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "../../README.md"
    ).standardized.path

    /// The README's crontab line: its schedule and its command.
    static func line() throws -> (schedule: String, command: String) {
        let text = try String(contentsOfFile: readme, encoding: .utf8)
        let match = try #require(
            text.firstMatch(of: /\n {4}((?:\S+ ){4}\S+) +(cd \/srv\/mysite && .*)\n/), "the README shows a crontab line"
        )
        return (String(match.1), String(match.2))
    }

    /// Runs `command` as cron does.
    static func cron(_ command: String) throws -> Run {
        try Command.run(
            "/usr/bin/env",
            [
                "-i", "PATH=/usr/bin:/bin", "HOME=/nonexistent", "LOGNAME=cron", "SHELL=/bin/sh", "/bin/sh", "-c",
                command,
            ])
    }

    @Test func theReadmesLineRunsAsCronRunsItHourly() throws {
        let (schedule, command) = try Self.line()
        // Every hour, so that a week goes live within the hour of the store's midnight in any server time zone.
        #expect(schedule == "5 * * * *")
        #expect(
            command.contains("/usr/local/bin/specials build --quiet"), "the full path: cron's PATH is /usr/bin:/bin")
        let sandbox = try Sandbox()
        let site = try sandbox.site()
        try sandbox.makeFolder("web")
        let pasted = command.replacingOccurrences(of: "/srv/mysite", with: site)
            .replacingOccurrences(of: "/usr/local/bin/specials", with: Binary.path)
            .replacingOccurrences(of: "web:/var/www/specials/", with: sandbox.path("web") + "/")
        let first = try Self.cron(pasted)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.isEmpty)
        #expect(
            sandbox.exists("web/index.html") && sandbox.exists("web/items/navel-oranges-4lbs/index.html"),
            "published and copied")
        let listing = FolderSnapshot(sandbox.path("site/public"))
        // Nothing new: nothing printed (cron mails nothing), nothing written.
        let again = try Self.cron(pasted)
        #expect(again.status == 0 && again.stdout.isEmpty && again.stderr.isEmpty, "\(again.stderr)")
        #expect(FolderSnapshot(sandbox.path("site/public")) == listing, "no file touched")
        // A new warning is told once, then not again.
        try sandbox.write(
            SampleFeeds.good.replacingOccurrences(
                of: "\"price\": \"3.79\"", with: "\"price\": \"3.79\", \"colour\": \"red\""),
            to: "site/Content/specials/2026-11-16.json")
        let warned = try Self.cron(pasted)
        #expect(warned.status == 0 && warned.stdout.isEmpty)
        #expect(warned.stderr.contains("managerSpecials[1].colour: warning: unknown key"), "\(warned.stderr)")
        #expect(!warned.stderr.contains("ended on"), "a warning the last run told is not told again: \(warned.stderr)")
        let quietAgain = try Self.cron(pasted)
        #expect(quietAgain.status == 0 && quietAgain.stderr.isEmpty, "\(quietAgain.stderr)")
    }
}
