import Foundation

/// Warnings for a theme of `Templates/` that builds but quietly breaks something: the script finds
/// nothing, a claim is shown without what makes it true, the tiles lose their grid.
extension TemplateLibrary {
    /// One warning for each template of `Templates/` that leaves out what the script or the week's
    /// stylesheet looks for in it (`ScriptHook`), saying what each missing part costs.
    func hookWarnings() -> [Diagnostic] {
        overrides.sorted { $0.value.file < $1.value.file }.compactMap { name, override in
            guard let text = overrideTexts[name] else { return nil }
            let missing = ScriptHook.all.filter { $0.template == name && !$0.isCarried(by: text, names: override.names) }
            guard !missing.isEmpty else { return nil }
            var losses: [String] = []
            for hook in missing where !losses.contains(hook.loss) { losses.append(hook.loss) }
            return .warning(
                "has no \(missing.map(\.marker).joined(separator: ", ")), which the theme's script and stylesheets "
                    + "look for: \(losses.joined(separator: "; ")) (docs/theme.md, \"What the script looks for\"; the "
                    + "built-in \(name).mustache shows how)", in: override.file)
        }
    }

    /// A warning for each tile or item template of `Templates/` that shows half of what must be shown
    /// whole: a saving without the reference price it is measured against (the page would claim a
    /// saving nobody can check), and on a site in the EU a price without its unit price (the law
    /// asks both in one view).
    func pairWarnings(isEU: Bool) -> [Diagnostic] {
        var pairs: [(shown: [String], needs: String, why: String)] = [
            (["saving", "shortSaving"], "originalPrice", "a saving is claimed without the price it is measured against")
        ]
        if isEU {
            pairs.append((["price"], "unitPrice", "on a site in the EU a price is shown with its unit price"))
        }
        return ["tile", "item"].compactMap { overrides[$0] }.flatMap { file, names in
            pairs.compactMap { pair -> Diagnostic? in
                let shown = pair.shown.filter(names.contains)
                guard !shown.isEmpty, !names.contains(pair.needs) else { return nil }
                return .warning(
                    "shows \(shown.map { "{{\($0)}}" }.joined(separator: " and ")) without {{\(pair.needs)}}: "
                        + "\(pair.why); the built-in \(file.hasSuffix("item.mustache") ? "item" : "tile").mustache "
                        + "shows how", in: file)
            }
        }
    }

    /// A warning when the stylesheet of `Templates/style.mustache`, as it is published for `config`,
    /// reads none of the places the week's own stylesheet gives each tile in a layout (`--c0`, `--r0`,
    /// the grid's `--cols0`, `--rows0`; a phone's `--pc`, `--pr`): there the tiles stand one under
    /// another, each as wide as the page.
    func gridWarning(_ config: SiteConfig) -> [Diagnostic] {
        guard let (file, _) = overrides["style"] else { return [] }
        let css = SiteRenderer.stylesheet(config: config, templates: self).render()
        let read = Set(
            css.matches(of: #/var\(\s*--([A-Za-z0-9_-]+)/#).map { String($0.output.1) })
        let count = max(1, config.layouts.count)
        var unread: [String] = []
        var layouts: [String] = []
        for index in 0..<count {
            let names = ["cols", "rows", "c", "r"].map { "\($0)\(index)" }.filter { !read.contains($0) }
            guard !names.isEmpty else { continue }
            unread += names
            let from = config.layouts.isEmpty ? 0 : config.layouts[index].minWidth
            layouts.append(from == 0 ? "the first layout" : "screens from \(from) px")
        }
        let phone = ["pc", "pr"].filter { !read.contains($0) }
        if !phone.isEmpty { layouts.append("a phone") }
        unread += phone
        guard !unread.isEmpty else { return [] }
        return [
            .warning(
                "the stylesheet it makes reads no \(unread.map { "var(--\($0))" }.joined(separator: ", ")): the week's "
                    + "own stylesheet places each tile with them, so on \(layouts.joined(separator: " and ")) the "
                    + "tiles have no place on the grid (docs/theme.md, week-style.mustache; the built-in "
                    + "style.mustache shows how)", in: file)
        ]
    }
}
