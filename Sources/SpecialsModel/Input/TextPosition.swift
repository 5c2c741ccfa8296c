/// Line and column (both from 1, columns in Unicode scalars) of a UTF-8 byte offset in a text.
package struct TextPosition: Sendable, Equatable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package init(byteOffset: Int, in bytes: some Collection<UInt8>) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(byteOffset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Count each scalar once: skip UTF-8 continuation bytes.
                column += 1
            }
        }
        self.init(line: line, column: column)
    }

    package var location: Diagnostic.Location { .position(line: line, column: column) }
}

package enum UTF8Text {
    /// The text of `bytes` without a leading byte order mark, or the position of the first invalid byte.
    package static func decode(_ bytes: [UInt8]) -> Result<String, InvalidUTF8> {
        // Windows editors save "Unicode" as UTF-16 with its byte order mark: said as such, not as a bad byte.
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return .failure(InvalidUTF8(position: TextPosition(line: 1, column: 1), isUTF16: true))
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        // Valid text, the usual case, is checked by the standard library's fast validator; the
        // scalar-by-scalar walk below only runs to find where invalid text goes wrong.
        if let text = String(validating: body, as: UTF8.self) { return .success(text) }
        var iterator = body.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var scalars = String.UnicodeScalarView()
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                consumed += UTF8.width(scalar)
                offset = consumed
            case .emptyInput:
                return .success(String(scalars))
            case .error:
                return .failure(InvalidUTF8(position: TextPosition(byteOffset: offset, in: body)))
            }
        }
    }

    package struct InvalidUTF8: Error, Equatable {
        package var position: TextPosition
        /// The file starts with a UTF-16 byte order mark.
        package var isUTF16 = false

        /// What a message says of the file.
        package var message: String {
            isUTF16 ? "is UTF-16 text; save it as UTF-8" : "not valid UTF-8"
        }
    }
}
