import Mustache

/// The theme's templates, parsed once per build: the built-in theme with the site's overrides on top.
struct TemplateLibrary: Sendable {
    let mustache: MustacheLibrary
    /// Each template the site's `Templates/` replaces, by name: its file, the names its tags use and its
    /// text.
    let overrides: [String: (file: String, names: Set<String>, text: String)]
    /// Whether a week's tiles read only themselves and the site's words, so that their text is the same
    /// on every page that shows the same tiles: the build renders it once for them (`RenderedParts`).
    /// The theme's tile does; a tile of `Templates/` that reads the page around it (`{{site.title}}`) is
    /// rendered on each page.
    let tilesReadOnlyThemselves: Bool
    /// Whether every template shows its values as they are or escaped, never through a transform
    /// (`{{uppercase(name)}}`): then a page's frame with marks fills in like the page (`FramedPage`).
    let marksPassUnchanged: Bool

    /// The kinds of pages the theme renders (`PageKind`): the built-in ones, or a test's beside them.
    let kinds: [PageKind]

    /// The templates pages include, beside those a kind's view models render whole.
    static let parts: [String: String] = [
        "base": PackageResources.base_mustache,
        "tile": PackageResources.tile_mustache,
        "comparison": PackageResources.comparison_mustache,
    ].mapValues { String(decoding: $0, as: UTF8.self) }

    /// The built-in theme of `kinds`, compiled into the binary, by template name: the parts and each
    /// kind's templates.
    static func theme(_ kinds: [PageKind]) -> [String: String] {
        parts.merging(
            PageKind.templateViews(kinds).map { ($0.template, String(decoding: $0.themeText, as: UTF8.self)) },
            uniquingKeysWith: { part, _ in part })
    }

    /// The built-in theme, by template name.
    static let builtIn = theme(PageKind.builtIn)

    /// The theme with the site's `Templates/*.mustache` on top. A file there that replaces no theme file
    /// (a misspelt name, a folder) or is not UTF-8 is an error; an editor's backup (`tile.mustache~`,
    /// `#tile.mustache#`) is ignored.
    static func load(site inputs: SiteInputs, kinds: [PageKind] = PageKind.builtIn) -> Result<Self, SpecialsError> {
        var problems: [Diagnostic] = []
        var overrides: [(file: String, text: String)] = []
        let builtIn = theme(kinds)
        let themeFiles = builtIn.keys.sorted().map { $0 + ".mustache" }
        for entry in inputs.entries(in: SitePaths.templates) where !isEditorBackup(entry.name) {
            // A file that replaces no theme file would be ignored: say so, and which file was meant.
            guard themeFiles.contains(entry.name), !entry.isFolder else {
                let stem = String(entry.name.split(separator: ".").first ?? "")
                let meant = KeySuggestion.closest(to: stem, among: builtIn.keys.sorted())
                problems.append(
                    .error(
                        "replaces no theme file" + (meant.map { "; did you mean \($0).mustache?" } ?? "")
                            + " The theme's files are \(themeFiles.joined(separator: ", ")).", in: entry.path))
                continue
            }
            guard let bytes = inputs.file(entry.path) else { continue }
            switch UTF8Text.decode(bytes) {
            case .success(let text): overrides.append((entry.path, text))
            case .failure(let invalid):
                problems.append(.error(invalid.message, in: entry.path, at: invalid.position.location))
            }
        }
        switch load(overrides: overrides, kinds: kinds) {
        case .success(let library) where problems.isEmpty: return .success(library)
        case .success: return .failure(.invalidInput(problems))
        case .failure(let error): return .failure(.invalidInput(problems + error.diagnostics))
        }
    }

    /// An editor's backup or autosave beside a template: `tile.mustache~`, `#tile.mustache#`.
    static func isEditorBackup(_ name: String) -> Bool {
        name.hasSuffix("~") || (name.hasPrefix("#") && name.hasSuffix("#"))
    }

    /// Parses the built-in theme and `overrides` (file path relative to the site -> text), each escaping
    /// with `HTMLEscaping`. A template that does not parse is reported with its line and column.
    static func load(
        overrides: [(file: String, text: String)], kinds: [PageKind] = PageKind.builtIn
    ) -> Result<Self, SpecialsError> {
        HTMLEscaping.registered
        var library = MustacheLibrary()
        var problems: [Diagnostic] = []
        var sources = theme(kinds).map { (name: $0.key, file: "built-in theme \($0.key).mustache", text: $0.value) }
        var overridden: [String: (file: String, names: Set<String>, text: String)] = [:]
        for override in overrides {
            let name = String(override.file.split(separator: "/").last!.dropLast(".mustache".count))
            sources.removeAll { $0.name == name }
            sources.append((name, override.file, override.text))
            overridden[name] = (override.file, TemplateChecker.names(in: override.text), override.text)
        }
        for source in sources.sorted(by: { $0.name < $1.name }) {
            do {
                library.register(try MustacheTemplate(string: HTMLEscaping.pragma + source.text), named: source.name)
            } catch let error as MustacheTemplate.ParserError {
                problems.append(
                    .error(
                        "template: \(describe(error.error))", in: source.file,
                        at: .position(line: error.context.lineNumber - 1, column: error.context.columnNumber)
                    ))
            } catch {
                problems.append(.error("template: \(error)", in: source.file))
            }
        }
        if problems.isEmpty {
            // Every name a template uses must be a value of its view model, every partial a template.
            problems = TemplateChecker.check(
                sources.map { TemplateChecker.Source(name: $0.name, file: $0.file, text: $0.text) }, kinds: kinds)
        }
        guard problems.isEmpty else { return .failure(SpecialsError.invalidInput(problems)) }
        let checked = sources.map { TemplateChecker.Source(name: $0.name, file: $0.file, text: $0.text) }
        let transforms = sources.contains { TemplateChecker.names(in: $0.text).contains { $0.contains("(") } }
        return .success(
            TemplateLibrary(
                mustache: library, overrides: overridden,
                tilesReadOnlyThemselves: TemplateChecker.tileReadsOnlyItself(checked),
                marksPassUnchanged: !transforms, kinds: kinds))
    }

    /// A warning for each template of `Templates/` that would hide the terms of a deal `weeks` carry:
    /// the theme's tile and item page say a card deal's price without the card (`regularPrice`), a
    /// buy-get's badge or words (`priceLabel`, `deal`) and a limit (`deal`); a template written before
    /// deals existed shows the card price alone, as if every shopper paid it.
    func dealWarnings(_ weeks: [Week]) -> [Diagnostic] {
        let terms: [(needs: [String], says: String, has: (Deal) -> Bool)] = [
            (
                ["regularPrice"], "a card deal's price without the card, so its card price reads as everyone's price",
                { $0.cardPrice != nil }
            ),
            (["priceLabel", "deal"], "buy N get M free", { $0.buy != nil }),
            (["deal"], "a limit", { $0.limit != nil }),
            (["deal"], "a multi-buy's price of one item", { $0.quantity > 1 }),
        ]
        var warnings: [Diagnostic] = []
        for name in ["tile", "item"] {
            guard let (file, names, _) = overrides[name] else { continue }
            for term in terms where !term.needs.contains(where: names.contains) {
                for week in weeks {
                    guard let special = week.specials.first(where: { term.has($0.deal) }) else { continue }
                    let keys = term.needs.map { "{{\($0)}}" }.joined(separator: " or ")
                    warnings.append(
                        .warning(
                            "shows no \(keys): it hides \(term.says) (\"\(special.name)\" in \(week.file)); "
                                + "the built-in \(name).mustache shows how", in: file))
                    break
                }
            }
        }
        return warnings
    }

    /// A warning when the item page of `Templates/` shows one offer (`{{text}}`) and a week lists an item
    /// twice at different prices (`repeated`: the item's name and the week's file): a shopper following
    /// the second tile finds the first tile's price on its page.
    /// `repeated` is only looked for when there is such a template.
    func offersWarning(_ repeated: @autoclosure () -> (name: String, file: String)?) -> [Diagnostic] {
        guard let (file, names, _) = overrides["item"], !names.contains("offers"), let repeated = repeated() else {
            return []
        }
        return [
            .warning(
                "shows no {{#offers}}: an item listed twice at different prices shows only its first tile's price (\"\(repeated.name)\" in "
                    + "\(repeated.file)); the built-in item.mustache shows how", in: file)
        ]
    }

    /// `view` through its template.
    func render<View: TemplateView>(_ view: View) -> String {
        render(view, with: View.template)
    }

    /// Renders template `name` with `view`; the names used are always registered.
    func render(_ view: some TemplateValue, with name: String) -> String {
        guard let text = mustache.render(TemplateNode(view), withTemplate: name) else {
            preconditionFailure("the theme has a template named \(name)")
        }
        return text
    }

    /// A week's tiles as `{{#tiles}}{{>tile}}{{/tiles}}` writes them on `page`.
    func render(tiles: [TileView], on page: WeekPageView) -> String {
        let around = TemplateBox(page)
        return tiles.map { tile in
            guard
                let text = mustache.render(
                    TemplateNode(object: TemplateStack(inner: TemplateBox(tile), outer: around)), withTemplate: "tile")
            else {
                preconditionFailure("the theme has a template named tile")
            }
            return text
        }.joined()
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else {
            // swift-mustache's internal Parser.Error.overflow: the text ran out inside a tag.
            return "\(error)" == "overflow" ? "the template ends inside a tag: close it with }}" : "\(error)"
        }
        return switch error {
        case .sectionCloseNameIncorrect: "a section is closed with a different name than it was opened with"
        case .unfinishedName: "a tag is not finished: close it with }}"
        case .expectedSectionEnd: "a section is not closed: end it with {{/name}}"
        case .invalidSetDelimiter: "the set-delimiter tag is malformed"
        case .transformAppliedToInheritanceSection: "a transform cannot apply to an inheritance section"
        case .illegalTokenInsideInheritSection: "only {{$block}} sections may stand inside {{<parent}}"
        case .textInsideInheritSection: "text cannot stand inside {{<parent}} outside a {{$block}}"
        case .invalidConfigVariableSyntax: "a pragma tag is malformed"
        case .unrecognisedConfigVariable: "a pragma names an unknown setting"
        @unknown default: "\(error)"
        }
    }
}
