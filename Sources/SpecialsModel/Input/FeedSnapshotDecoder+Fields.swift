import Foundation

/// One field of a tile each: its value checked and read, or a problem at its path.
extension FeedSnapshotDecoder {
    package func per(_ value: JSONValue?, at path: JSONPath, log: inout DiagnosticLog) -> PricedPer? {
        guard let value, value != .null else { return nil }
        let known = PricedPer.spellings.map { "\"\($0)\"" }
        var meant: String?
        if case .string(let text) = value {
            // "LB", "100g", " kg " read as the unit they spell.
            let spelled = text.trimmingCharacters(in: .whitespaces).lowercased()
            if let per = PricedPer.allCases.first(where: {
                $0.rawValue == spelled || $0.rawValue.replacingOccurrences(of: " ", with: "") == spelled
            }) {
                return per
            }
            meant = KeySuggestion.closest(to: spelled, among: PricedPer.spellings)
        }
        log.append(
            .error(
                "\(value.summary) is not what a price is per: expected \(known.dropLast().joined(separator: ", ")) or \(known.suffix(1).joined())"
                    + (meant.map { "; did you mean \"\($0)\"?" } ?? ""), in: file, at: path.location))
        return nil
    }

    package func displayName(_ value: JSONValue?, at path: JSONPath, log: inout DiagnosticLog) -> String? {
        switch value {
        case nil, .null?:
            log.append(.error("missing required field", in: file, at: path.location))
        case .string(let text)?:
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !trimmed.isEmpty else {
                log.append(.error("is empty; every special needs a name", in: file, at: path.location))
                return nil
            }
            if let problem = TextLimit.name.problem(trimmed) {
                log.append(.error("\(problem) (a pasted description is not a name)", in: file, at: path.location))
                return nil
            }
            return trimmed
        case let other?:
            log.append(.error("expected a name (a string), found \(other.summary)", in: file, at: path.location))
        }
        return nil
    }

    package func integer(
        _ value: JSONValue?, at path: JSONPath, in range: ClosedRange<Int>, log: inout DiagnosticLog
    ) -> Int? {
        let expected = "expected a whole number from \(range.lowerBound) to \(range.upperBound)"
        switch value {
        case nil:
            log.append(.error("missing required field", in: file, at: path.location))
        case .number(let number)?
        where number == ExactDecimal.rounded(number, places: 0)
            && number >= Decimal(range.lowerBound) && number <= Decimal(range.upperBound):
            return NSDecimalNumber(decimal: number).intValue
        case let other?:
            log.append(.error("\(expected), found \(other.summary)", in: file, at: path.location))
        }
        return nil
    }

    /// `takesDeals`: the field is `price`, which `quantity` and `per` qualify (so a refused "2/$5" is told how
    /// to write them).
    package func price(
        _ value: JSONValue?, at path: JSONPath, required: Bool, takesDeals: Bool = false, log: inout DiagnosticLog
    ) -> Money? {
        guard let value, value != .null else {
            if required { log.append(.error("missing required field", in: file, at: path.location)) }
            return nil
        }
        let result: Result<Money, Money.ParseProblem>
        switch value {
        case .string(let text) where text.allSatisfy(\.isWhitespace):
            // Exports often write a missing price as "": told what the format means instead.
            log.append(
                .error(
                    required
                        ? "is empty; every special needs a price"
                        : "is empty; where there is none, leave it out or write null",
                    in: file, at: path.location))
            return nil
        case .string(let text): result = Money.parse(text)
        case .number(let number): result = Money.check(number)
        default:
            log.append(.error("expected a price like \"1.29\", found \(value.summary)", in: file, at: path.location))
            return nil
        }
        switch result {
        case .success(let money): return money
        case .failure(let problem):
            let shown = value.summary
            let message =
                switch problem {
                case .notAPrice:
                    if case .string(let text) = value,
                        let hint = takesDeals ? PriceHint.feed(text) : PriceHint.number(text)
                    {
                        "\(shown) is not a price: \(hint)"
                    } else {
                        "\(shown) is not a price"
                    }
                case .tooManyDecimals: "\(shown) has more than 2 decimals"
                case .negative: "\(shown) is negative"
                case .tooLarge: "\(shown) is too large (at most \(Money.maximum))"
                }
            log.append(.error(message, in: file, at: path.location))
            return nil
        }
    }

    package func image(_ value: JSONValue?, at path: JSONPath, log: inout DiagnosticLog) -> ImageSource? {
        guard let value, value != .null else { return nil }
        guard case .string(let text) = value else {
            log.append(.error("expected a URL (a string), found \(value.summary)", in: file, at: path.location))
            return nil
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return nil }
        if let problem = TextLimit.url.problem(trimmed) {
            log.append(.error(problem, in: file, at: path.location))
            return nil
        }
        switch ImageReference.classify(trimmed, staticFiles: staticFiles) {
        case .success(let source): return source
        case .failure(let reason):
            log.append(.error("\(value.summary) \(reason)", in: file, at: path.location))
            return nil
        }
    }

    package func size(_ value: JSONValue?, at path: JSONPath, log: inout DiagnosticLog) -> Quantity? {
        guard let value, value != .null else { return nil }
        guard case .string(let text) = value else {
            log.append(.error("expected a size like \"12 oz\", found \(value.summary)", in: file, at: path.location))
            return nil
        }
        if let quantity = SizeParser.size(exactly: text, region: region) { return quantity }
        log.append(
            .error("\(value.summary) is not a size (like \"12 oz\" or \"6 x 330 mL\")", in: file, at: path.location))
        return nil
    }

    package func identifier(_ value: JSONValue?, at path: JSONPath, log: inout DiagnosticLog) -> String? {
        switch value {
        case nil, .null?:
            return nil
        case .string(let text)?:
            if let problem = TextLimit.identifier.problem(text) {
                log.append(.error(problem, in: file, at: path.location))
                return nil
            }
            return text
        case .number(let number)?:
            return ExactDecimal.plainText(number)
        case let other?:
            log.append(
                .error("expected an id (a string or number), found \(other.summary)", in: file, at: path.location))
            return nil
        }
    }
}
