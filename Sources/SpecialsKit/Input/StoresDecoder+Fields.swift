import Foundation
import Yams

extension StoresDecoder {
    /// A store's `id:`: lower-case letters, digits and dashes, for it names the store's folder.
    func storeID(_ value: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> String? {
        guard let text = document.scalar(value, key: "id").value(logging: &log) else { return nil }
        guard Self.isName(text, extra: ["-"], upperCase: false) else {
            log.append(
                document.error(
                    "id \"\(text)\" must be lower-case letters, digits and dashes (it names the store's folder)",
                    at: value))
            return nil
        }
        return text
    }

    /// A store's `region:`: letters, digits, dashes and underscores, for it names a folder of Content/regions/.
    func region(_ value: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> String? {
        guard let text = document.scalar(value, key: "region").value(logging: &log) else { return nil }
        guard Self.isName(text, extra: ["-", "_"], upperCase: true) else {
            log.append(
                document.error(
                    "region \"\(text)\" must be letters, digits, dashes and underscores (it names a folder in Content/regions/)",
                    at: value))
            return nil
        }
        return text
    }

    /// A store's `time_zone:`: a zone of the tz database.
    func timeZone(_ value: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> TimeZone? {
        guard let text = document.scalar(value, key: "time_zone").value(logging: &log) else { return nil }
        guard let zone = TimeZone(identifier: text) else {
            log.append(document.error(KeySuggestion.unknownTimeZone(text, example: "America/Chicago"), at: value))
            return nil
        }
        return zone
    }

    /// A store's `hours:`: a list of days and times, each line checked on its own.
    func hours(_ value: Node, in document: YAMLDocument, log: inout DiagnosticLog) -> [String] {
        guard case .sequence(let lines) = value else {
            log.append(
                document.error("hours must be a list like [\"Mo-Sa 07:00-22:00\", \"Su 08:00-20:00\"]", at: value))
            return []
        }
        var hours: [String] = []
        for line in lines {
            guard let text = document.scalar(line, key: "hours").value(logging: &log) else { continue }
            guard Self.isOpeningHours(text) else {
                log.append(
                    document.error(
                        "hours \"\(text)\" must be days and times like \"Mo-Sa 07:00-22:00\" or \"Su 08:00-20:00\" "
                            + "(days Mo Tu We Th Fr Sa Su)", at: line))
                continue
            }
            hours.append(text)
        }
        return hours
    }
}
