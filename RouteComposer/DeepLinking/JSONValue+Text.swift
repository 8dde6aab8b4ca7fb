#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension JSONValue: CustomStringConvertible {
    /// The value as compact JSON text: object members sorted by the UTF-8 bytes of their keys,
    /// so equal values give equal text; numbers as they were read; `/` and non-ASCII characters
    /// written as they are.
    ///
    /// The values still to write are kept on a stack of their own, so the depth of the value
    /// costs memory, not the thread's stack.
    package var text: String {
        enum Pending {
            case value(JSONValue)
            case punctuation(String)
        }
        var result = ""
        var pending: [Pending] = [.value(self)]
        while let next = pending.popLast() {
            switch next {
            case let .punctuation(text):
                result += text
            case .value(.null):
                result += "null"
            case let .value(.bool(value)):
                result += value ? "true" : "false"
            case let .value(.number(text)):
                result += text
            case let .value(.string(text)):
                Self.appendQuoted(text, to: &result)
            case let .value(.array(elements)):
                result += "["
                pending.append(.punctuation("]"))
                for (index, element) in elements.enumerated().reversed() {
                    pending.append(.value(element))
                    if index > 0 { pending.append(.punctuation(",")) }
                }
            case let .value(.object(members)):
                result += "{"
                pending.append(.punctuation("}"))
                let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
                for (index, member) in sorted.enumerated().reversed() {
                    pending.append(.value(member.value))
                    var key = ""
                    Self.appendQuoted(member.key, to: &key)
                    pending.append(.punctuation((index > 0 ? "," : "") + key + ":"))
                }
            }
        }
        return result
    }

    package var description: String { text }

    /// Appends `string` as a JSON string: quoted, with quotes, backslashes and control
    /// characters escaped.
    private static func appendQuoted(_ string: String, to result: inout String) {
        result += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
    }
}
