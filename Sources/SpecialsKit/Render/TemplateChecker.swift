import Foundation

/// Checks the theme's templates against the view models they render, once per build.
///
/// Mustache renders a name the context lacks as empty text and a missing partial as nothing, without a
/// word: `{{nmae}}` would blank every tile's name. This follows each page template through its sections,
/// partials and parent templates with the view models' key tables (`TemplateSchema`) as the context
/// stack, and reports a name no context on the stack has, or a partial the theme lacks, at its line
/// and column.
struct TemplateChecker {
    struct Source {
        var name: String
        var file: String
        var text: String
    }

    /// Each template one of `kinds` renders whole (`PageKind`) and the view model it renders.
    static func pages(_ kinds: [PageKind] = PageKind.builtIn) -> [String: TemplateSchema] {
        Dictionary(uniqueKeysWithValues: PageKind.templateViews(kinds).map { ($0.template, $0.schema) })
    }

    let sources: [String: Source]
    private(set) var problems: [Diagnostic] = []
    private var reported: Set<String> = []

    init(sources: [Source]) {
        self.sources = Dictionary(sources.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Every problem in every template `kinds` render and what it includes.
    static func check(_ sources: [Source], kinds: [PageKind] = PageKind.builtIn) -> [Diagnostic] {
        var checker = TemplateChecker(sources: sources)
        for (name, schema) in pages(kinds).sorted(by: { $0.key < $1.key }) where checker.sources[name] != nil {
            checker.check(name, stack: [schema], depth: 0)
        }
        // The theme's week page writes its tiles as one text the build renders tile by tile, each on the
        // week page's context (`TemplateLibrary.render(tiles:on:)`).
        checker.check("tile", stack: [WeekPageView.schema, TileView.schema], depth: 0)
        return checker.problems
    }

    /// Whether the tile of `sources` (and the partials it includes) reads nothing of the week page around it
    /// but the site's words: every name resolves with the page reduced to its `words`.
    static func tileReadsOnlyItself(_ sources: [Source]) -> Bool {
        let words = TemplateSchema(name: "the site's words", fields: ["words": { WordsView.schema }])
        var checker = TemplateChecker(sources: sources)
        checker.check("tile", stack: [words, TileView.schema], depth: 0)
        return checker.problems.isEmpty
    }

    /// One tag: its kind (the character after `{{`, or nil for a plain name), its name, where it starts.
    private struct Tag {
        var kind: Character?
        var name: String
        var line: Int
        var column: Int
    }

    private mutating func check(_ name: String, stack start: [TemplateSchema?], depth: Int) {
        guard depth < 12, let source = sources[name] else { return }
        var stack = start
        var sections: [String] = []
        for tag in Self.tags(in: source.text) {
            switch tag.kind {
            case "!", "%":
                continue
            case "=":
                return  // changed delimiters: the rest cannot be followed
            case ">":
                if sources[tag.name] == nil {
                    report(
                        tag, in: source,
                        "the partial \"\(tag.name)\" is not a theme template"
                            + suggestion(tag.name, among: Array(sources.keys)))
                } else {
                    check(tag.name, stack: stack, depth: depth + 1)
                }
            case "<":
                if sources[tag.name] == nil {
                    report(
                        tag, in: source,
                        "the parent template \"\(tag.name)\" is not a theme template"
                            + suggestion(tag.name, among: Array(sources.keys)))
                } else {
                    check(tag.name, stack: stack, depth: depth + 1)
                }
                sections.append(tag.name)
                stack.append(nil)
            case "$":
                sections.append(tag.name)
                stack.append(nil)
            case "#", "^":
                let nested = resolve(tag, in: source, stack: stack)
                sections.append(tag.name)
                stack.append(tag.kind == "#" ? nested : nil)
            case "/":
                if !sections.isEmpty {
                    sections.removeLast()
                    stack.removeLast()
                }
            default:
                // A view model written as text would come out as Swift's description of it.
                let group = tag.name == "." ? stack.last ?? nil : resolve(tag, in: source, stack: stack)
                if let group {
                    report(
                        tag, in: source,
                        "\"\(tag.name)\" is no text but a group of values (\(group.name)): write them one by one ("
                            + group.fields.keys.sorted().joined(separator: ", ") + ")")
                }
            }
        }
    }

    /// The schema a name leads to (nil for a plain value), after reporting a name nothing on the stack has.
    private mutating func resolve(_ tag: Tag, in source: Source, stack: [TemplateSchema?]) -> TemplateSchema? {
        var name = tag.name
        // A transform, "uppercase(name)", reads the name inside.
        if let open = name.firstIndex(of: "("), name.hasSuffix(")") {
            name = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
        }
        guard name != "." else { return nil }
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        guard let owner = stack.reversed().compactMap({ $0 }).first(where: { $0.fields.keys.contains(first) }) else {
            let visible = Set(stack.compactMap { $0 }.flatMap(\.fields.keys))
            let here = stack.last.flatMap { $0 } ?? stack.compactMap { $0 }.last
            report(
                tag, in: source,
                "\"\(first)\" is not a value \(here.map { "of \($0.name)" } ?? "here")"
                    + alternatives(first, among: Array(visible), offeredBy: here))
            return nil
        }
        var schema = owner.fields[first]!.map { $0() }
        for part in parts.dropFirst() {
            guard let current = schema else {
                report(tag, in: source, "\"\(name)\": \(first) has no values inside it")
                return nil
            }
            guard let next = current.fields[part] else {
                report(
                    tag, in: source,
                    "\"\(part)\" is not a value of \(current.name)"
                        + alternatives(part, among: Array(current.fields.keys), offeredBy: current))
                return nil
            }
            schema = next.map { $0() }
        }
        return schema
    }

    private mutating func report(_ tag: Tag, in source: Source, _ message: String) {
        let key = "\(source.file):\(tag.line):\(tag.column)"
        guard reported.insert(key).inserted else { return }
        problems.append(
            .error("template: \(message)", in: source.file, at: .position(line: tag.line, column: tag.column)))
    }

    /// What a name nothing has could have been: the closest of `names`, and the keys of the view model
    /// that lacks it (docs/theme.md says what each holds). The theme's words are too many to list here:
    /// `specials words` prints them.
    private func alternatives(_ name: String, among names: [String], offeredBy schema: TemplateSchema?) -> String {
        let closest = suggestion(name, among: names)
        guard let schema else { return closest }
        let offered =
            schema.name == WordsView.schema.name
            ? "the theme's words are the keys `specials words` prints"
            : "\(schema.name)'s values are " + schema.fields.keys.sorted().joined(separator: ", ")
        // After "did you mean ...?" a new sentence; after the message itself, a clause.
        return closest.isEmpty ? "; " + offered : closest + " " + offered.prefix(1).uppercased() + offered.dropFirst()
    }

    private func suggestion(_ name: String, among names: [String]) -> String {
        KeySuggestion.closest(to: name, among: names.sorted()).map { "; did you mean \"\($0)\"?" } ?? ""
    }

    /// Every `{{...}}` tag in `text`, with its line and column (from 1).
    /// Every name a template's tags use (values, sections, partials), whatever their context.
    static func names(in text: String) -> Set<String> {
        Set(tags(in: text).map(\.name))
    }

    private static func tags(in text: String) -> [Tag] {
        var tags: [Tag] = []
        let characters = Array(text)
        var line = 1
        var column = 1
        var index = 0
        func advance(to end: Int) {
            while index < end {
                if characters[index] == "\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
            }
        }
        while index < characters.count {
            guard characters[index] == "{", index + 1 < characters.count, characters[index + 1] == "{" else {
                advance(to: index + 1)
                continue
            }
            var end = index + 2
            while end + 1 < characters.count, !(characters[end] == "}" && characters[end + 1] == "}") { end += 1 }
            guard end + 1 < characters.count else { break }
            var inner = String(characters[(index + 2)..<end])
            var close = end + 2
            var kind: Character?
            if let first = inner.first, "#^/>!<$&{=%".contains(first) {
                kind = first == "{" || first == "&" ? nil : first
                inner.removeFirst()
                // A triple mustache ends with one more brace.
                if first == "{", close < characters.count, characters[close] == "}" { close += 1 }
            }
            tags.append(
                Tag(kind: kind, name: inner.trimmingCharacters(in: .whitespacesAndNewlines), line: line, column: column)
            )
            advance(to: close)
        }
        return tags
    }
}
