import Foundation

/// A store's address and opening hours as the site's language and the store's country write them.
struct StoreText {
    let locale: Locale
    /// The site's country, for addresses that name none.
    let country: String?
    /// "open 24 hours", in the site's words.
    private let allDay: String

    init(locale: Locale, country: String?, words: Words) {
        self.locale = locale
        self.country = country
        allDay = words("store_open_24_hours")
    }

    /// Whether `one` sorts before `other` as the site's language sorts names (case and accents aside):
    /// stores, cities and regions in the picker and on a price list's item pages.
    func precedes(_ one: String, _ other: String) -> Bool {
        one.compare(other, options: [.caseInsensitive, .diacriticInsensitive], locale: locale) == .orderedAscending
    }

    /// A store as the picker lists it and its own pages show it: name, address, hours, phone, location.
    func view(_ store: Store, href: String, inChain: Bool = true) -> PickerPageView.Store {
        PickerPageView.Store(
            name: store.name, href: href, folder: inChain ? store.folder : nil, street: store.address?.street,
            locality: store.address.flatMap(locality), hours: store.hours.map { .init(text: hours($0)) },
            geo: store.geo.map { .init(lat: $0.latitude.description, lon: $0.longitude.description) },
            phone: store.phone, tel: store.phone.map { phone in String(phone.filter { $0.isASCIIDigit || $0 == "+" }) }
        )
    }

    /// Countries that write the postal code before the city: "10115 Berlin".
    static let postalCodeFirst: Set<String> = [
        "AT", "BE", "CH", "CZ", "DE", "DK", "ES", "FI", "FR", "IS", "IT", "LU", "NL", "NO", "PL", "PT", "SE",
    ]

    /// The line under the street: "Springfield, IL 62701", "10115 Berlin"; nil when the address has none.
    func locality(_ address: Store.Address) -> String? {
        let country = (address.country ?? self.country)?.uppercased()
        let parts: [String?]
        if let country, Self.postalCodeFirst.contains(country) {
            parts = [address.postalCode, address.city]
        } else {
            let cityRegion = [address.city, address.region].compactMap { $0 }.joined(separator: ", ")
            parts = [cityRegion.isEmpty ? nil : cityRegion, address.postalCode]
        }
        let line = parts.compactMap { $0 }.joined(separator: " ")
        return line.isEmpty ? nil : line
    }

    /// schema.org opening hours ("Mo-Sa 07:00-22:00", checked by `StoresDecoder`) in the site's words:
    /// "Mon – Sat 7:00 AM – 10:00 PM", "Mo. – Sa. 07:00 – 22:00"; "Mo-Su 00:00-24:00" is "Sun–Sat open 24 hours".
    /// A chain's stores share a few lines of hours, and making Foundation's date formatters for each
    /// store was a twentieth of a chain's build: a line is worded once per build.
    func hours(_ line: String) -> String {
        Self.worded.value(HoursLine(line: line, locale: locale.identifier, allDay: allDay)) {
            HoursWording(locale: locale, allDay: allDay).hours(line)
        }
    }

    private struct HoursLine: Hashable, Sendable {
        var line: String
        var locale: String
        var allDay: String
    }

    private static let worded = Memo<HoursLine, String>()
}

/// Words one line of opening hours, with the formatters it takes.
private struct HoursWording {
    private let weekdays: [String]
    private let time: DateFormatter
    private let allDay: String

    init(locale: Locale, allDay: String) {
        self.allDay = allDay
        let formatter = DateFormatter()
        formatter.locale = locale
        // Sunday first, as Foundation lists them.
        weekdays = formatter.shortStandaloneWeekdaySymbols
        time = DateFormatter()
        time.locale = locale
        time.timeZone = TimeZone(identifier: "UTC")
        time.setLocalizedDateFormatFromTemplate("jmm")
    }

    func hours(_ line: String) -> String {
        let parts = line.split(separator: " ")
        guard parts.count == 2 else { return line }
        let days = parts[0].split(separator: ",").map { span in
            span.split(separator: "-").map { weekday(String($0)) }.joined(separator: "–")
        }.joined(separator: ", ")
        let times =
            parts[1] == "00:00-24:00" || parts[1] == "00:00-23:59"
            ? allDay
            : parts[1].split(separator: "-").map { clock(String($0)) }.joined(separator: "–")
        return days + " " + times
    }

    private static let days = ["Su", "Mo", "Tu", "We", "Th", "Fr", "Sa"]

    private func weekday(_ code: String) -> String {
        Self.days.firstIndex(of: code).map { weekdays[$0] } ?? code
    }

    /// "07:00" as the locale writes a time of day.
    private func clock(_ text: String) -> String {
        let numbers = text.split(separator: ":").compactMap { Int($0) }
        guard numbers.count == 2 else { return text }
        return time.string(from: Date(timeIntervalSince1970: TimeInterval((numbers[0] % 24) * 3600 + numbers[1] * 60)))
    }
}
