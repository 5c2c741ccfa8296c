import Testing

@testable import SpecialsKit

/// The output checks on a file system in memory: `/` and the home folder are never touched, even by
/// a test gone wrong.
@Suite struct OutputFolderCheckTests {
    let disk = FileSystem.memory([
        "/home/ann/.profile": [],
        "/home/ann/shop/site.yml": [],
        "/home/ann/shop/Content/specials/2026-11-16.json": [],
        "/srv/www/robots.txt": [],
        "/srv/owned/index.html": [],
        "/srv/.owned.build": [],
    ])

    func check(_ output: String, force: Bool = false) -> String? {
        do {
            try OutputFolder(path: output, site: "/home/ann/shop", home: "/home/ann", fileSystem: disk).check(
                force: force)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func theRootAndTheHomeFolderAreRefusedEvenWithForce() {
        let advice = "; publish to a folder of its own, such as /home/ann/shop/public"
        #expect(
            check("/", force: true) == "/: error: cannot publish here: the output folder is the root of the file system"
                + advice)
        #expect(
            check("/home/ann", force: true)
                == "/home/ann: error: cannot publish here: the output folder contains the site folder /home/ann/shop"
                + advice)
        #expect(
            check("/home", force: true)
                == "/home: error: cannot publish here: the output folder contains the site folder /home/ann/shop"
                + advice)
        let elsewhere = OutputFolder(path: "/home/ann", site: "/srv/shop", home: "/home/ann", fileSystem: disk)
        #expect(
            throws: SpecialsError(
                .output,
                "cannot publish here: the output folder is your home folder; publish to a folder of its own, such as /srv/shop/public",
                at: "/home/ann")
        ) {
            try elsewhere.check(force: true)
        }
        #expect(
            check("/home/ann/shop/Content/../Static/x", force: true)?.contains("inside the site's Static/ folder")
                == true)
    }

    @Test func aForeignFolderNeedsForceAnOwnedOneDoesNot() {
        #expect(
            check("/srv/www")?.hasPrefix("/srv/www: error: holds files specials did not publish (robots.txt)") == true)
        #expect(check("/srv/www", force: true) == nil)
        #expect(check("/srv/owned") == nil)
        #expect(check("/srv/new/public") == nil)
        #expect(check("/home/ann/shop/public") == nil)
        #expect(
            check("/srv/www/robots.txt")
                == "/srv/www/robots.txt: error: is a file, not a folder; move it away or choose another --output")
    }
}
