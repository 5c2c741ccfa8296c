/// One department of a week's ad: its specials, in the ad's order, on a page of their own.
///
/// Departments are listed in site.yml's order (`departments:`), then those it does not name in the order
/// the ad first shows them. A special in no department is on the week's page alone.
package struct WeekDepartment: Sendable, Hashable {
    /// As the feed spells it.
    package var feed: String
    /// As the pages name it.
    package var name: String
    /// Its page's folder inside the week's: "produce".
    package var slug: String
    /// Its specials' places in the week.
    package var indices: [Int]

    /// The departments of `specials`; none when no special names one.
    package static func of(_ specials: [FeedItem], config: SiteConfig) -> [WeekDepartment] {
        var groups: [String: [Int]] = [:]
        var appearance: [String] = []
        for (index, special) in specials.enumerated() {
            guard let department = special.department else { continue }
            if groups[department] == nil { appearance.append(department) }
            groups[department, default: []].append(index)
        }
        // site.yml's departments first, in its order, then the feed's others as they appear.
        let listed = config.departments.compactMap { department in groups[department.feed].map { (department, $0) } }
        let named = Set(listed.map(\.0.feed))
        let order =
            listed
            + appearance.filter { !named.contains($0) }.compactMap { feed in
                groups[feed].map { (SiteConfig.Department(feed: feed, name: feed), $0) }
            }
        var taken: Set<String> = []
        return order.map { department, indices in
            let slug = Slug.unique(
                Slug.readable(department.name, fallback: "department"), key: department.feed, taken: &taken)
            return WeekDepartment(
                feed: department.feed, name: department.name, slug: slug, indices: indices)
        }
    }

    /// The key its packed layout is kept under, beside its week's (`SiteBuilder.pack`).
    package func layoutKey(_ file: String) -> String { file + "#" + feed }
}

extension Week {
    /// The week with `department`'s specials alone.
    package func part(_ department: WeekDepartment) -> Week {
        var part = self
        part.specials = department.indices.map { specials[$0] }
        return part
    }
}
