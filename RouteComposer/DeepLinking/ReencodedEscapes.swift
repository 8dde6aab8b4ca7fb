/// Finds the malformed escapes Foundation hides by re-encoding them.
///
/// `URL(string: "shop://product/%ZZ")` does not fail: Foundation, swift-corelibs and Apple's
/// alike, encodes the stray `%` as `%25`, and the URL's text becomes `shop://product/%25ZZ`,
/// which decodes to the literal `%ZZ`. The matcher refuses the original text, so without this
/// check the same link would be refused as a `String` and accepted as a `URL`. The two can no
/// longer be told apart once Foundation has rewritten the text, so both overloads refuse any
/// URL whose decoded path or query would hold a `%` that does not start a valid escape.
enum ReencodedEscapes {
    /// Throws when `url`, before its fragment, holds `%25` not followed by two hex digits.
    ///
    /// The fragment is skipped because the matcher ignores it: a stray `%` there is refused by
    /// neither overload.
    ///
    /// - Throws: ``URLRoutingError/invalidPercentEncoding(offset:)`` at the byte offset of the `%25`.
    static func check(_ url: String) throws(URLRoutingError) {
        let bytes = Array(url.utf8)
        var index = 0
        while index < bytes.count, bytes[index] != UInt8(ascii: "#") {
            if bytes[index] == UInt8(ascii: "%"), startsEncodedStrayPercent(bytes, at: index) {
                throw .invalidPercentEncoding(offset: index)
            }
            index += 1
        }
    }

    /// Whether `%25` starts at `index` and what follows it is not two hex digits.
    private static func startsEncodedStrayPercent(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "2"), bytes[index + 2] == UInt8(ascii: "5") else { return false }
        let next = index + 3
        return !(next + 1 < bytes.count && isHexDigit(bytes[next]) && isHexDigit(bytes[next + 1]))
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }
}
