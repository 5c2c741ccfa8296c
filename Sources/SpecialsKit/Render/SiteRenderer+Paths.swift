/// The paths a build writes in its output, which no file of Static/ may take.
extension SiteRenderer {
    /// What the build itself writes at a Static/ file's output path, if anything: "feed.xml", "weeks/".
    /// The pages' kinds (`PageKind`) say which files and folders of a place are the build's; a chain
    /// also writes its stores' and regions' folders (`ChainFolder`).
    static func generatedPath(_ file: String, chain: Bool = false, kinds: [PageKind] = PageKind.builtIn) -> String? {
        if PagePath.generatedFiles(kinds, chain: chain).contains(file) { return "the site's \(file)" }
        let top = file.split(separator: "/").first.map(String.init) ?? file
        let folders = PagePath.generatedFolders(kinds, chain: chain) + (chain ? ChainFolder.all : [])
        return folders.contains(top) && file.contains("/") ? "the pages of \(top)/" : nil
    }

    /// An error for each of Static/'s files (paths inside Static/) that would land where the build writes.
    static func staticClashes(
        _ files: [String], chain: Bool = false, kinds: [PageKind] = PageKind.builtIn
    )
        -> [Diagnostic]
    {
        files.compactMap { file in
            generatedPath(file, chain: chain, kinds: kinds).map { generated in
                .error(
                    "would be published at \(file), where the build writes \(generated); "
                        + "move it elsewhere in \(SitePaths.staticFiles)/ (a theme file is changed in \(SitePaths.templates)/)",
                    in: SitePaths.staticFiles + "/" + file)
            }
        }
    }
}
