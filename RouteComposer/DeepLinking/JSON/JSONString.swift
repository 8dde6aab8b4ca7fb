#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// The escaper of JSON text: every string the package writes as JSON, or quotes as JSON in a
/// message (a key in a route table's JSON path), goes through it.
enum JSONString {
    /// `string` as a JSON string: quoted, with quotes, backslashes and control characters
    /// escaped; `/` and non-ASCII characters as they are.
    static func quoted(_ string: String) -> String {
        var result = ""
        appendQuoted(string, to: &result)
        return result
    }

    /// Appends ``quoted(_:)`` of `string` to `result`, without an intermediate string.
    static func appendQuoted(_ string: String, to result: inout String) {
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
