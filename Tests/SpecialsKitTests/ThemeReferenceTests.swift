import Foundation
import Testing

@testable import SpecialsKit

/// docs/theme.md lists every key of every view a template is rendered with, and nothing else, so that a
/// store brands its pages from the documentation: a key added to a view model fails here until it is
/// documented.
@Suite struct ThemeReferenceTests {
    /// docs/theme.md's views: each `### Name` heading and the keys its table's rows name (the backquoted
    /// names in a row's first cell).
    static let documented: [String: Set<String>] = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/theme.md").standardized.path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var views: [String: Set<String>] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                current = line.hasPrefix("### ") ? String(line.dropFirst(4)) : nil
                if let current { views[current, default: []].formUnion([]) }
            } else if let current, line.hasPrefix("| `") {
                let cell = line.dropFirst(2).prefix { $0 != "|" }
                views[current, default: []].formUnion(cell.matches(of: /`([^`]+)`/).map { String($0.1) })
            }
        }
        return views
    }()

    /// Every view a template of the theme is rendered with, and every view inside one, by name.
    static let views: [String: TemplateSchema] = {
        var found: [String: TemplateSchema] = [:]
        var waiting = Array(TemplateChecker.pages().values) + [TileView.schema]
        while let schema = waiting.popLast() {
            guard found[schema.name] == nil else { continue }
            found[schema.name] = schema
            waiting += schema.fields.values.compactMap { $0?() }
        }
        return found
    }()

    @Test func theReferenceListsEveryKeyOfEveryView() {
        #expect(Self.views.count > 40, "the walk reaches the nested views")
        for (name, schema) in Self.views.sorted(by: { $0.key < $1.key }) where name != WordsView.schema.name {
            let listed = Self.documented[name]
            #expect(listed != nil, "docs/theme.md has no section ### \(name)")
            guard let listed else { continue }
            let keys = Set(schema.fields.keys)
            #expect(keys.subtracting(listed).sorted() == [], "\(name): keys docs/theme.md does not list")
            #expect(listed.subtracting(keys).sorted() == [], "\(name): docs/theme.md lists keys the view has not")
        }
        let unknown = Set(Self.documented.keys).subtracting(Self.views.keys)
        #expect(unknown.sorted() == [], "docs/theme.md has sections for views no template is rendered with")
    }
}
