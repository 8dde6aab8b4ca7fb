/// Finds the malformed escapes Foundation hides by re-encoding them.
///
/// `URL(string: "shop://product/%ZZ")` does not fail: Foundation, swift-corelibs and Apple's
/// alike, encodes the stray `%` as `%25`, and the URL's text becomes `shop://product/%25ZZ`,
/// which decodes to the literal `%ZZ`. The matcher refuses the original text, so without this
/// check the same link would be refused as a `String` and accepted as a `URL`. The two can no
/// longer be told apart once Foundation has rewritten the text, so every URL the matcher reads,
/// whichever overload it came through, is refused when its decoded path or query would hold a
/// `%` that does not start a valid escape. Checking in ``URLInput``, which every entry point of
/// ``URLRouter`` reads through, is what keeps the overloads from drifting apart.
///
/// The same rule, applied to decoded text, keeps reverse routing and patterns honest: a value or
/// literal holding such a `%` would be written as `%25` plus something that is not an escape, a
/// URL the matcher refuses.
enum ReencodedEscapes {
    /// Throws when `url`, the UTF-8 bytes of a whole URL, holds `%25` not followed by two hex
    /// digits before its fragment.
    ///
    /// The fragment is skipped because the matcher ignores it: a stray `%` there is refused by
    /// neither overload. One forward scan: linear in the URL's length, which the caller has bounded.
    ///
    /// - Throws: ``URLRoutingError/invalidPercentEncoding(offset:)`` at the byte offset of the `%25`.
    static func check(_ url: UnsafeBufferPointer<UInt8>) throws(URLRoutingError) {
        let count = url.count
        var index = 0
        while index < count, url[index] != UInt8(ascii: "#") {
            if url[index] == UInt8(ascii: "%"), index + 2 < count, url[index + 1] == UInt8(ascii: "2"), url[index + 2] == UInt8(ascii: "5"),
                !startsHexPair(url, at: index + 3)
            {
                throw .invalidPercentEncoding(offset: index)
            }
            index += 1
        }
    }

    /// Whether `decoded`, a decoded segment, query key or value, holds a `%` not followed by two
    /// hex digits: text whose encoding the matcher would refuse by ``check(_:)``.
    ///
    /// Encoding never escapes a hex digit, so the `%` of such text is written `%25` followed by
    /// exactly what follows it here. Linear in the text's length.
    static func holdsStrayPercent(_ decoded: String) -> Bool {
        let bytes = Array(decoded.utf8)
        return bytes.indices.contains { bytes[$0] == UInt8(ascii: "%") && !startsHexPair(bytes, at: $0 + 1) }
    }

    /// Whether two hex digits start at `index` of `bytes`, which is indexed from zero.
    private static func startsHexPair<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at index: Int) -> Bool where Bytes.Index == Int {
        index + 1 < bytes.count && isHexDigit(bytes[index]) && isHexDigit(bytes[index + 1])
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }
}
