import Foundation
import SpecialsTestSupport
import Testing

@testable import SpecialsKit

/// Inputs are read where they were checked to be: a file is opened below the site folder following no
/// link, so a folder swapped for a link between the check and the read reads nothing from outside.
@Suite struct FileSystemTests {
    @Test func aFileIsReadBelowTheSiteFollowingNoLink() throws {
        let sandbox = try Sandbox()
        try sandbox.write("inside\n", to: "site/Content/notes/a.md")
        try sandbox.write("secret\n", to: "outside/notes/a.md")
        let site = FileSystem.live.resolved(sandbox.path("site"))
        #expect(try FileSystem.live.readBelow(site, "Content/notes/a.md") == Array("inside\n".utf8))
        // The notes folder becomes a link out of the site after it was listed.
        try FileManager.default.removeItem(atPath: sandbox.path("site/Content/notes"))
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("site/Content/notes"), withDestinationPath: sandbox.path("outside/notes"))
        #expect(throws: FileSystemError.self) { try FileSystem.live.readBelow(site, "Content/notes/a.md") }
        // And the file itself a link: not followed either.
        try FileManager.default.removeItem(atPath: sandbox.path("site/Content/notes"))
        try sandbox.write("inside\n", to: "site/Content/notes/b.md")
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.path("site/Content/notes/a.md"), withDestinationPath: sandbox.path("outside/notes/a.md"))
        #expect(throws: FileSystemError.self) { try FileSystem.live.readBelow(site, "Content/notes/a.md") }
        #expect(try FileSystem.live.readBelow(site, "Content/notes/b.md") == Array("inside\n".utf8))
    }
}
