import Foundation

/// Warnings for a theme of `Templates/` that builds but quietly breaks something: the script finds
/// nothing, a claim is shown without what makes it true, the tiles lose their grid.
extension TemplateLibrary {
    /// One warning for each template of `Templates/` that leaves out what the script, the week's
    /// stylesheet or link previews look for in it (`ThemeHook`; what only a chain uses, on a chain's
    /// site only), saying what each missing part costs.
    func hookWarnings(isChain: Bool) -> [Diagnostic] {
        overrides.sorted { $0.value.file < $1.value.file }.compactMap { name, override in
            let markup = ThemeHook.Markup(override.text)
            let missing = ThemeHook.all.filter {
                $0.template == name && (isChain || !$0.chainOnly) && !$0.isCarried(by: markup)
            }
            guard !missing.isEmpty else { return nil }
            var losses: [String] = []
            for hook in missing where !losses.contains(hook.loss) { losses.append(hook.loss) }
            return .warning(
                "has no \(missing.map(\.marker).joined(separator: ", ")), which the theme needs: "
                    + "\(losses.joined(separator: "; ")) (docs/theme.md, \"What a template must keep\"; the built-in "
                    + "\(name).mustache shows how)", in: override.file)
        }
    }

    /// A warning for each tile or item template of `Templates/` that shows half of what must be shown
    /// whole: a saving without the reference price it is measured against (the page would claim a
    /// saving nobody can check), and on a site in the EU a price without its unit price (the law asks
    /// both in one view). The tile is rendered with a special that has all four, as an EU site or not
    /// sets it (`unitWithPrice`), and its HTML read without comments: a value in a section that never
    /// shows, or in a comment, is not shown. The item page is read by the names its tags use.
    func pairWarnings(isEU: Bool) -> [Diagnostic] {
        var pairs: [(shown: [String], needs: String, why: String)] = [
            (["saving", "shortSaving"], "originalPrice", "a saving is claimed without the price it is measured against")
        ]
        if isEU {
            pairs.append((["price"], "unitPrice", "on a site in the EU a price is shown with its unit price"))
        }
        var warnings: [Diagnostic] = []
        for name in ["tile", "item"] {
            guard let (file, _, text) = overrides[name] else { continue }
            let shown = name == "tile" ? probeTile(isEU: isEU) : ThemeHook.Markup(text).names
            for pair in pairs {
                let half = pair.shown.filter(shown.contains)
                guard !half.isEmpty, !shown.contains(pair.needs) else { continue }
                warnings.append(
                    .warning(
                        "shows \(half.map { "{{\($0)}}" }.joined(separator: " and ")) without {{\(pair.needs)}}: "
                            + "\(pair.why); the built-in \(name).mustache shows how", in: file))
            }
        }
        return warnings
    }

    /// The values a tile of the theme shows of a special that has a price, unit price, saving and
    /// reference price, on an EU site or not: rendered, its comments taken out.
    private func probeTile(isEU: Bool) -> Set<String> {
        let (price, unitPrice, saving, reference) = ("probe-price-c1", "probe-unit-c1", "probe-saving-c1", "probe-ref-c1")
        let probe = TileView(
            kind: "full", isWide: false, width: 8, height: 8, place: 1, image: nil, name: "Probe",
            nameWords: ["Probe"], price: price, priceLabel: nil, regularPrice: nil, regularLabel: nil, deal: nil,
            originalPrice: reference, wasLabel: "was", wasVisible: isEU, wasMark: nil, saving: saving,
            unitWithPrice: isEU, size: "1 kg", unitPrice: unitPrice, lowest: nil, href: "probe.html",
            linkLabel: "Probe")
        let html = Self.withoutComments(render(probe, with: "tile"))
        let probes = ["price": price, "unitPrice": unitPrice, "saving": saving, "originalPrice": reference]
        return Set(probes.filter { html.contains($0.value) }.keys)
    }

    /// `html` without its comments.
    static func withoutComments(_ html: String) -> String {
        html.replacing(#/<!--.*?-->/#.dotMatchesNewlines(), with: "")
    }

    /// A warning when the stylesheet of `Templates/style.mustache`, as it is published for `config`,
    /// reads none of the places the week's own stylesheet gives each tile in a layout (`--c0`, `--r0`,
    /// the grid's `--cols0`, `--rows0`; a phone's `--pc`, `--pr`): there the tiles stand one under
    /// another, each as wide as the page.
    func gridWarning(_ config: SiteConfig) -> [Diagnostic] {
        guard let file = overrides["style"]?.file else { return [] }
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
            layouts.append("the layout from \(config.layouts.isEmpty ? 0 : config.layouts[index].minWidth) px")
        }
        let phone = ["pc", "pr"].filter { !read.contains($0) }
        if !phone.isEmpty { layouts.append("a phone's") }
        unread += phone
        guard !unread.isEmpty else { return [] }
        let places =
            layouts.count > 1
            ? layouts.dropLast().joined(separator: ", ") + " and " + (layouts.last ?? "") : layouts.joined()
        return [
            .warning(
                "the stylesheet it makes reads no \(unread.map { "var(--\($0))" }.joined(separator: ", ")), which "
                    + "the week's own stylesheet places each tile by: the tiles lose their places on the grid in "
                    + "\(places) (docs/theme.md, week-style.mustache; the built-in style.mustache shows how)", in: file)
        ]
    }
}
