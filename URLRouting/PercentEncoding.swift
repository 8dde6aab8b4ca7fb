/// Percent-decoding and -encoding of single URL components, as RFC 3986 defines them.
///
/// Components are decoded after the URL has been split, so an encoded delimiter (`%2F`, `%3F`,
/// `%26`) stays inside its segment or query value. `+` is not a space: that is a rule of HTML
/// forms, not of URLs.
enum PercentEncoding {
    /// Whether `byte`, possibly followed by `next`, starts a control character: C0, DEL, or a C1
    /// character (U+0080–U+009F, which UTF-8 writes as `C2 80`–`C2 9F`).
    @inline(__always)
    static func isControl(_ byte: UInt8, next: UInt8?) -> Bool {
        byte < 0x20 || byte == 0x7F || (byte == 0xC2 && next.map { $0 >= 0x80 && $0 <= 0x9F } == true)
    }

    /// The UTF-8 offset in the whole URL of the first control character in `text`, if any.
    static func firstControlCharacter(in text: Substring.UTF8View, offset: Int) -> Int? {
        var position = offset
        var index = text.startIndex
        while index != text.endIndex {
            let byte = text[index]
            let after = text.index(after: index)
            if isControl(byte, next: after == text.endIndex ? nil : text[after]) { return position }
            index = after
            position += 1
        }
        return nil
    }

    /// Whether `scalar` is a bidirectional formatting character: U+061C, U+200E, U+200F,
    /// U+202A–U+202E or U+2066–U+2069. They make a URL display in another order than it is read,
    /// so `/product/\u{202E}1/nimda` shows as `/product/admin/1`.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// Whether the UTF-8 bytes at `index` of `bytes` start a bidirectional formatting character.
    @inline(__always)
    private static func startsBidiControl(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        switch bytes[index] {
        case 0xD8:
            return index + 1 < bytes.count && bytes[index + 1] == 0x9C
        case 0xE2:
            guard index + 2 < bytes.count else { return false }
            let (second, third) = (bytes[index + 1], bytes[index + 2])
            return (second == 0x80 && (third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third)))
                || (second == 0x81 && (0xA6...0xA9).contains(third))
        default:
            return false
        }
    }

    /// The offset in `bytes`, a whole URL, of its first control character or bidirectional
    /// formatting character (see ``isBidiControl(_:)``), if any.
    static func firstControlCharacter(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            // Everything from space to `~`, the usual case, is not a control character.
            if byte < 0x20 || byte >= 0x7F,
                isControl(byte, next: index + 1 < count ? bytes[index + 1] : nil) || startsBidiControl(bytes, at: index)
            {
                return index
            }
            index += 1
        }
        return nil
    }

    @inline(__always)
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The decoded text of `component`, which starts at UTF-8 offset `offset` of the URL.
    ///
    /// - Throws: ``URLRoutingError/invalidPercentEncoding(offset:)`` for a `%` without two hex
    ///   digits or escapes that are not UTF-8; ``URLRoutingError/controlCharacter(offset:)`` for an
    ///   escape that decodes to a control character. Raw control characters are rejected earlier,
    ///   for the whole URL at once.
    static func decode(_ component: Substring, offset: Int) throws(URLRoutingError) -> String {
        let utf8 = component.utf8
        guard utf8.contains(UInt8(ascii: "%")) else { return String(component) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        var position = offset
        var previousPosition = offset
        while index != utf8.endIndex {
            var byte = utf8[index]
            var width = 1
            if byte == UInt8(ascii: "%") {
                let high = utf8.index(after: index)
                guard high != utf8.endIndex else { throw .invalidPercentEncoding(offset: offset) }
                let low = utf8.index(after: high)
                guard low != utf8.endIndex, let h = hexValue(utf8[high]), let l = hexValue(utf8[low]) else {
                    throw .invalidPercentEncoding(offset: offset)
                }
                byte = h << 4 | l
                width = 3
                if byte < 0x20 || byte == 0x7F { throw .controlCharacter(offset: position) }
                if byte >= 0x80 && byte <= 0x9F && bytes.last == 0xC2 { throw .controlCharacter(offset: previousPosition) }
            }
            bytes.append(byte)
            previousPosition = position
            position += width
            index = utf8.index(index, offsetBy: width)
        }
        guard let text = text(ofUTF8: bytes) else { throw .invalidPercentEncoding(offset: offset) }
        return text
    }

    /// The decoded text of `component`, UTF-8 bytes of a URL, which starts at offset `offset`
    /// of the URL; the same as ``decode(_:offset:)-(Substring,_)`` on the same bytes.
    static func decode(_ component: UnsafeBufferPointer<UInt8>, offset: Int) throws(URLRoutingError) -> String {
        guard component.contains(UInt8(ascii: "%")) else { return String(decoding: component, as: UTF8.self) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(component.count)
        var index = 0
        var previousIndex = 0
        let count = component.count
        while index < count {
            var byte = component[index]
            var width = 1
            if byte == UInt8(ascii: "%") {
                guard index + 2 < count, let h = hexValue(component[index + 1]), let l = hexValue(component[index + 2]) else {
                    throw .invalidPercentEncoding(offset: offset)
                }
                byte = h << 4 | l
                width = 3
                if byte < 0x20 || byte == 0x7F { throw .controlCharacter(offset: offset + index) }
                if byte >= 0x80 && byte <= 0x9F && bytes.last == 0xC2 { throw .controlCharacter(offset: offset + previousIndex) }
            }
            bytes.append(byte)
            previousIndex = index
            index += width
        }
        guard let text = text(ofUTF8: bytes) else { throw .invalidPercentEncoding(offset: offset) }
        return text
    }

    /// `bytes` as text when they are well-formed UTF-8 (no overlong form, surrogate, code point
    /// above U+10FFFF, stray or missing continuation byte), nil otherwise.
    ///
    /// The same check as `String(validating:as:)`, which Apple's platforms have only from iOS 18
    /// and macOS 15: the standard library's UTF-8 decoder stops at the first ill-formed sequence,
    /// so the bytes are decoded only once they are known to need no replacement character.
    private static func text(ofUTF8 bytes: [UInt8]) -> String? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return String(decoding: bytes, as: UTF8.self)
            case .error: return nil
            }
        }
    }

    /// `text` with every byte outside RFC 3986's unreserved set (`A–Z a–z 0–9 - . _ ~`) escaped,
    /// so it can stand as one segment or one query key or value.
    static func encode(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
