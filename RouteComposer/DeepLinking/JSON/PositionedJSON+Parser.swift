import Foundation

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

// The reader of ``PositionedJSON``: a byte-by-byte parser that counts lines and columns and keeps
// its own stack of open containers.
extension PositionedJSON {
    /// An array or object being read: what has been read of it so far.
    struct OpenContainer {
        let isObject: Bool
        let position: Position
        let start: Int
        var elements: [PositionedJSON] = []
        var members: [Member] = []
        /// The key whose value is being read, in an object.
        var key = ""
        var keyPosition = Position(line: 0, column: 0)
    }

    struct Parser {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var column = 1

        var position: Position { Position(line: line, column: column) }
        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        func error(_ reason: String) -> ParseError {
            .syntax(reason: reason, position: position)
        }

        func error(_ reason: String, at position: Position) -> ParseError {
            .syntax(reason: reason, position: position)
        }

        /// The current byte, described for an error message.
        func describeCurrent() -> String {
            guard let byte = current else { return "end of input" }
            if byte >= 0x21, byte < 0x7F { return "\"\(Character(Unicode.Scalar(byte)))\"" }
            return byte < 0x80 ? String(format: "character U+%04X", byte) : "non-ASCII character"
        }

        /// Moves past the current byte, keeping the line and column.
        mutating func advance() {
            guard let byte = current else { return }
            index += 1
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                column = 1
            case UInt8(ascii: "\r"):
                if current != UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                }
            case 0x80...0xBF:
                break  // a UTF-8 continuation byte belongs to the scalar already counted
            default:
                column += 1
            }
        }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(ParseError) {
            guard current == byte else { throw error("expected \(what), found \(describeCurrent())") }
            advance()
        }

        /// Reads one value and everything inside it, starting at its first byte.
        ///
        /// Each turn of the loop reads a value; a `[` or `{` with something inside opens a
        /// container, and the value is then its first element or member. A finished value goes
        /// into the innermost open container, and every container it thereby completes goes
        /// into the next, until one needs another element or the document is done.
        mutating func document(maxDepth: Int) throws(ParseError) -> PositionedJSON {
            var open: [OpenContainer] = []
            while true {
                let start = position
                let from = index
                var finished: PositionedJSON
                switch current {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard open.count < maxDepth else { throw .tooDeep(limit: maxDepth, position: start) }
                    let isObject = current == UInt8(ascii: "{")
                    advance()
                    skipWhitespace()
                    if current == UInt8(ascii: isObject ? "}" : "]") {
                        advance()
                        finished = PositionedJSON(value: isObject ? .object([]) : .array([]), position: start, bytes: from..<index)
                    } else {
                        var container = OpenContainer(isObject: isObject, position: start, start: from)
                        if isObject { (container.key, container.keyPosition) = try memberKey() }
                        open.append(container)
                        continue
                    }
                default:
                    finished = try scalar()
                }
                // Attach the value, and each container it completes, to the container around it.
                while let innermost = open.indices.last {
                    if open[innermost].isObject {
                        open[innermost].members.append(Member(key: open[innermost].key, keyPosition: open[innermost].keyPosition, value: finished))
                    } else {
                        open[innermost].elements.append(finished)
                    }
                    skipWhitespace()
                    if current == UInt8(ascii: ",") {
                        advance()
                        skipWhitespace()
                        if open[innermost].isObject { (open[innermost].key, open[innermost].keyPosition) = try memberKey() }
                        break
                    }
                    let container = open.removeLast()
                    if container.isObject {
                        try expect(UInt8(ascii: "}"), "\",\" or \"}\"")
                        finished = PositionedJSON(value: .object(container.members), position: container.position, bytes: container.start..<index)
                    } else {
                        try expect(UInt8(ascii: "]"), "\",\" or \"]\"")
                        finished = PositionedJSON(value: .array(container.elements), position: container.position, bytes: container.start..<index)
                    }
                }
                if open.isEmpty { return finished }
            }
        }

        /// Reads a value that is neither an array nor an object.
        mutating func scalar() throws(ParseError) -> PositionedJSON {
            let start = position
            let from = index
            guard let byte = current else { throw error("expected a value, found end of input") }
            let value: Value
            switch byte {
            case UInt8(ascii: "\""): value = .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
            default: throw error("expected a value, found \(describeCurrent())")
            }
            return PositionedJSON(value: value, position: start, bytes: from..<index)
        }

        /// Reads a member's key and the `:` after it, leaving the parser at the member's value.
        mutating func memberKey() throws(ParseError) -> (String, Position) {
            let keyPosition = position
            guard current == UInt8(ascii: "\"") else { throw error("expected a string key, found \(describeCurrent())") }
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "\":\" after the key")
            skipWhitespace()
            return (key, keyPosition)
        }

        mutating func literal(_ word: String) throws(ParseError) {
            let start = position
            for byte in word.utf8 {
                guard current == byte else { throw error("invalid literal; expected \(word)", at: start) }
                advance()
            }
        }

        mutating func string() throws(ParseError) -> String {
            let start = position
            advance()  // "
            var buffer: [UInt8] = []
            while true {
                guard let byte = current else { throw error("unterminated string", at: start) }
                switch byte {
                case UInt8(ascii: "\""):
                    advance()
                    guard let text = String(bytes: buffer, encoding: .utf8) else { throw error("the string is not valid UTF-8", at: start) }
                    return text
                case UInt8(ascii: "\\"):
                    let escape = position
                    advance()
                    guard let next = current else { throw error("unterminated string", at: start) }
                    advance()
                    switch next {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(next)
                    case UInt8(ascii: "b"): buffer.append(0x08)
                    case UInt8(ascii: "f"): buffer.append(0x0C)
                    case UInt8(ascii: "n"): buffer.append(0x0A)
                    case UInt8(ascii: "r"): buffer.append(0x0D)
                    case UInt8(ascii: "t"): buffer.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalar = try hex4(escape)
                        if (0xD800...0xDBFF).contains(scalar) {
                            guard current == UInt8(ascii: "\\") else { throw error("unpaired surrogate in \\u escape", at: escape) }
                            advance()
                            guard current == UInt8(ascii: "u") else { throw error("unpaired surrogate in \\u escape", at: escape) }
                            advance()
                            let low = try hex4(escape)
                            guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in \\u escape", at: escape) }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let unicode = Unicode.Scalar(scalar) else { throw error("unpaired surrogate in \\u escape", at: escape) }
                        buffer.append(contentsOf: String(Character(unicode)).utf8)
                    default:
                        throw error("invalid escape sequence", at: escape)
                    }
                case 0x00..<0x20:
                    throw error("unescaped control character in a string")
                default:
                    buffer.append(byte)
                    advance()
                }
            }
        }

        /// Four hexadecimal digits of a `\u` escape.
        mutating func hex4(_ escape: Position) throws(ParseError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current, let digit = Self.hexDigit(byte) else { throw error("invalid \\u escape", at: escape) }
                value = value << 4 | digit
                advance()
            }
            return value
        }

        static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        mutating func number() throws(ParseError) -> String {
            let start = position
            let first = index
            func isDigit(_ byte: UInt8?) -> Bool { byte.map { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? false }
            if current == UInt8(ascii: "-") { advance() }
            if current == UInt8(ascii: "0") {
                advance()
            } else if isDigit(current) {
                while isDigit(current) { advance() }
            } else {
                throw error("invalid number", at: start)
            }
            if current == UInt8(ascii: ".") {
                advance()
                guard isDigit(current) else { throw error("invalid number", at: start) }
                while isDigit(current) { advance() }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                advance()
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
                guard isDigit(current) else { throw error("invalid number", at: start) }
                while isDigit(current) { advance() }
            }
            return String(decoding: bytes[first..<index], as: UTF8.self)
        }
    }
}
