import Foundation

/// A JSON document parsed with the line and column of every value and key, for error messages
/// that point into a configuration file. `JSONSerialization` and `JSONDecoder` do not say where
/// a value was.
///
/// Lines and columns count from 1. A column counts Unicode scalars, so `é` and a tab are one
/// column each; `\n`, `\r\n` and a lone `\r` each end a line. A UTF-8 byte-order mark is skipped.
/// The grammar is RFC 8259's; nesting deeper than ``maxDepth`` is refused rather than risking the stack.
struct PositionedJSON {
    /// A member of an object, in the order written; duplicate keys are kept.
    struct Member {
        let key: String
        let keyPosition: Position
        let value: PositionedJSON
    }

    enum Value {
        case null
        case bool(Bool)
        /// The number as written.
        case number(String)
        case string(String)
        case array([PositionedJSON])
        case object([Member])
    }

    /// A place in the text, 1-based.
    struct Position: Equatable {
        let line: Int
        let column: Int
    }

    /// Why the text is not JSON, and where.
    struct SyntaxError: Error, Equatable {
        let reason: String
        let position: Position
    }

    let value: Value
    /// The position of the value's first character.
    let position: Position

    /// How deeply arrays and objects may nest.
    static let maxDepth = 128

    /// The value of the first member named `key`, when `self` is an object.
    subscript(key: String) -> PositionedJSON? {
        guard case let .object(members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Parses `data`, which must hold exactly one JSON value, surrounded by whitespace at most.
    static func parse(_ data: Data) throws(SyntaxError) -> PositionedJSON {
        var parser = Parser(bytes: Array(data))
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected \(parser.describeCurrent()) after the JSON value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var column = 1

        var position: Position { Position(line: line, column: column) }
        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        func error(_ reason: String) -> SyntaxError {
            SyntaxError(reason: reason, position: position)
        }

        func error(_ reason: String, at position: Position) -> SyntaxError {
            SyntaxError(reason: reason, position: position)
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
                break // a UTF-8 continuation byte belongs to the scalar already counted
            default:
                column += 1
            }
        }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { advance() }
        }

        mutating func expect(_ byte: UInt8, _ what: String) throws(SyntaxError) {
            guard current == byte else { throw error("expected \(what), found \(describeCurrent())") }
            advance()
        }

        mutating func value(depth: Int) throws(SyntaxError) -> PositionedJSON {
            let start = position
            guard let byte = current else { throw error("expected a value, found end of input") }
            switch byte {
            case UInt8(ascii: "{"): return PositionedJSON(value: try object(depth: depth + 1), position: start)
            case UInt8(ascii: "["): return PositionedJSON(value: try array(depth: depth + 1), position: start)
            case UInt8(ascii: "\""): return PositionedJSON(value: .string(try string()), position: start)
            case UInt8(ascii: "t"): try literal("true"); return PositionedJSON(value: .bool(true), position: start)
            case UInt8(ascii: "f"): try literal("false"); return PositionedJSON(value: .bool(false), position: start)
            case UInt8(ascii: "n"): try literal("null"); return PositionedJSON(value: .null, position: start)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return PositionedJSON(value: .number(try number()), position: start)
            default: throw error("expected a value, found \(describeCurrent())")
            }
        }

        mutating func literal(_ word: String) throws(SyntaxError) {
            let start = position
            for byte in word.utf8 {
                guard current == byte else { throw error("invalid literal; expected \(word)", at: start) }
                advance()
            }
        }

        mutating func object(depth: Int) throws(SyntaxError) -> Value {
            guard depth <= PositionedJSON.maxDepth else { throw error("nesting deeper than \(PositionedJSON.maxDepth) levels") }
            advance() // {
            skipWhitespace()
            var members: [Member] = []
            if current == UInt8(ascii: "}") {
                advance()
                return .object(members)
            }
            while true {
                let keyPosition = position
                guard current == UInt8(ascii: "\"") else { throw error("expected a string key, found \(describeCurrent())") }
                let key = try string()
                skipWhitespace()
                try expect(UInt8(ascii: ":"), "\":\" after the key")
                skipWhitespace()
                members.append(Member(key: key, keyPosition: keyPosition, value: try value(depth: depth)))
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    advance()
                    skipWhitespace()
                    continue
                }
                try expect(UInt8(ascii: "}"), "\",\" or \"}\"")
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(SyntaxError) -> Value {
            guard depth <= PositionedJSON.maxDepth else { throw error("nesting deeper than \(PositionedJSON.maxDepth) levels") }
            advance() // [
            skipWhitespace()
            var elements: [PositionedJSON] = []
            if current == UInt8(ascii: "]") {
                advance()
                return .array(elements)
            }
            while true {
                elements.append(try value(depth: depth))
                skipWhitespace()
                if current == UInt8(ascii: ",") {
                    advance()
                    skipWhitespace()
                    continue
                }
                try expect(UInt8(ascii: "]"), "\",\" or \"]\"")
                return .array(elements)
            }
        }

        mutating func string() throws(SyntaxError) -> String {
            let start = position
            advance() // "
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
        mutating func hex4(_ escape: Position) throws(SyntaxError) -> UInt32 {
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

        mutating func number() throws(SyntaxError) -> String {
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
