import Foundation

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// A JSON document parsed with the line and column of every value and key, for error messages
/// that point into a configuration file. `JSONSerialization` and `JSONDecoder` do not say where
/// a value was.
///
/// Lines and columns count from 1. A column counts Unicode scalars, so `é` and a tab are one
/// column each; `\n`, `\r\n` and a lone `\r` each end a line. A UTF-8 byte-order mark is skipped.
/// The grammar is RFC 8259's. The parser keeps its own stack of open arrays and objects instead
/// of recursing, so no input can exhaust the thread's stack, and it refuses nesting deeper than
/// the caller's limit, so no input can make it build an arbitrarily deep tree.
package struct PositionedJSON {
    /// A member of an object, in the order written; duplicate keys are kept.
    package struct Member {
        package let key: String
        package let keyPosition: Position
        let value: PositionedJSON
    }

    package enum Value {
        case null
        case bool(Bool)
        /// The number as written.
        case number(String)
        case string(String)
        case array([PositionedJSON])
        case object([Member])
    }

    /// A place in the text, 1-based.
    package struct Position: Equatable, CustomStringConvertible {
        package let line: Int
        package let column: Int

        /// `line 3, column 14`, as messages name a place.
        package var description: String { "line \(line), column \(column)" }
    }

    /// Why the text was not read, and where.
    package enum ParseError: Error, Equatable {
        /// The text is not JSON.
        case syntax(reason: String, position: Position)
        /// An array or object opens at `position` inside `limit` others.
        case tooDeep(limit: Int, position: Position)

        package var position: Position {
            switch self {
            case let .syntax(_, position), let .tooDeep(_, position): position
            }
        }

        /// What is wrong, without the place: the syntax error, or the nesting past the limit.
        package var reason: String {
            switch self {
            case let .syntax(reason, _): reason
            case let .tooDeep(limit, _): "arrays and objects nest deeper than \(limit) levels"
            }
        }
    }

    package let value: Value
    /// The position of the value's first character.
    let position: Position
    /// Where the value's text is, in UTF-8 offsets into the data parsed: the text as the server
    /// wrote it, numbers and all.
    let bytes: Range<Int>

    /// Whether the value is `null`.
    package var isNull: Bool {
        if case .null = value { true } else { false }
    }

    /// The value of the first member named `key`, when `self` is an object.
    package subscript(key: String) -> PositionedJSON? {
        guard case let .object(members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A member of an object in the value whose key an earlier member of the same object has,
    /// nil when no key repeats: what a reader that keeps one of them, as `JSONDecoder` does,
    /// would silently drop. An object's own keys are checked before the values it holds.
    ///
    /// - Complexity: O(*n*) for *n* values, walked with a stack of its own rather than recursion.
    package func firstRepeatedKey() -> Member? {
        var pending: [PositionedJSON] = [self]
        while let value = pending.popLast() {
            switch value.value {
            case let .array(elements):
                pending.append(contentsOf: elements.reversed())
            case let .object(members):
                var keys: Set<String> = []
                for member in members where !keys.insert(member.key).inserted { return member }
                pending.append(contentsOf: members.reversed().lazy.map(\.value))
            case .null, .bool, .number, .string:
                continue
            }
        }
        return nil
    }

    /// Parses `data`, which must hold exactly one JSON value, surrounded by whitespace at most.
    ///
    /// - Parameter maxDepth: How many arrays and objects may be open inside one another; the
    ///   document's own array or object is the first.
    package static func parse(_ data: Data, maxDepth: Int = JSONNesting.defaultLimit) throws(ParseError) -> PositionedJSON {
        var parser = Parser(bytes: Array(data))
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        let value = try parser.document(maxDepth: maxDepth)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected \(parser.describeCurrent()) after the JSON value") }
        return value
    }
}
