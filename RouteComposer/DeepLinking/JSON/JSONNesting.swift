#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// How deeply JSON text nests arrays and objects, found by a scan rather than a parse.
///
/// Decoders descend one level of nesting per level of the text, on the stack of the thread that
/// runs them, so text from a server is refused before a decoder sees it when it nests deeper
/// than the caller allows. The scan is linear and uses no stack of its own.
enum JSONNesting {
    /// The nesting allowed unless a caller says otherwise: far more than any route needs, and
    /// shallow enough for the decoders to stay within the 512 KiB stack of a secondary thread.
    static let defaultLimit = 256

    /// Whether `bytes`, UTF-8 JSON text, opens more than `limit` arrays and objects inside one
    /// another. Brackets inside strings do not count; the text need not be valid JSON, and the
    /// scan stops at the first bracket past the limit.
    static func exceeds<Bytes: Sequence<UInt8>>(_ limit: Int, in bytes: Bytes) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                // A closing bracket too many makes the text invalid; it must not buy depth.
                depth = max(depth - 1, 0)
            default:
                break
            }
        }
        return false
    }
}
