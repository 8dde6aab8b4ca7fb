/// An incoming URL, read defensively into the segments the route trie walks.
///
/// Reading is a single forward pass whose work is bounded by ``URLRouterLimits``: the length is
/// checked before anything else, re-encoded malformed escapes (see ``ReencodedEscapes``) and raw
/// control characters are each found in one scan, and splitting stops at the first segment or
/// query item over the limit.
///
/// The trie's segments are the lower-cased scheme, then the host, then the non-empty path
/// segments, each percent-decoded. Custom schemes without a host (`app:///settings`) skip the host,
/// so the first path segment takes its place. Hosts are lower-cased; the port and fragment are
/// ignored.
///
/// Where readers of URLs disagree (WHATWG's, which browsers use, RFC 3986 and Foundation's), a
/// URL is refused rather than read one of their ways, so that no link opens in the app as other
/// than what a browser would show: a `\` before the fragment (browsers read it as `/`), user
/// info (`user@` hides the host behind a name that looks like one), an `https` host that is
/// percent-encoded or not ASCII (browsers map it through IDNA first), dot segments (browsers
/// remove them with the segment before), and bidirectional formatting characters (they make
/// the text display in another order than it is read).
///
/// `@usableFromInline` only so that the inlinable ``URLRouter/route(_:)-(String)`` can hold one
/// between reading the URL and reporting a miss; nothing of it is public.
@usableFromInline
struct URLInput {
    /// The lower-cased scheme.
    let scheme: String
    /// The decoded, lower-cased host; `nil` when the URL has none.
    let host: String?
    /// The segments the trie walks: scheme, host (when there is one), path.
    let segments: [String]
    /// Where the path starts in ``segments``.
    let pathStart: Int
    /// The decoded query items in URL order.
    let query: [(name: String, value: String)]

    init(_ url: String, limits: URLRouterLimits, universalLinkHosts: Set<String>) throws(URLRoutingError) {
        // One pass over the URL's UTF-8 in place: no index arithmetic on string views, and
        // strings are made only for the components that the trie and the match keep.
        var url = url
        let result = url.withUTF8 { bytes in
            Result { () throws(URLRoutingError) in
                try URLInput(bytes: bytes, limits: limits, universalLinkHosts: universalLinkHosts)
            }
        }
        self = try result.get()
    }

    private init(bytes utf8: UnsafeBufferPointer<UInt8>, limits: URLRouterLimits, universalLinkHosts: Set<String>) throws(URLRoutingError) {
        try Self.checkWhole(utf8, limits: limits)
        let length = utf8.count
        let (scheme, cursor) = try Self.readScheme(utf8)

        // Drop the fragment, then split off the query.
        let end = Self.firstIndex(of: UInt8(ascii: "#"), in: utf8, cursor, length) ?? length
        let queryStart = Self.firstIndex(of: UInt8(ascii: "?"), in: utf8, cursor, end)
        let pathEnd = queryStart ?? end
        if let backslash = Self.firstIndex(of: UInt8(ascii: "\\"), in: utf8, cursor, end) {
            throw .malformedURL(reason: "a \"\\\" at offset \(backslash), which browsers read as \"/\"; write it as %5C")
        }
        let authorityEnd = Self.firstIndex(of: UInt8(ascii: "/"), in: utf8, cursor, pathEnd) ?? pathEnd

        var segments: [String] = [scheme]
        segments.reserveCapacity(8)
        let host = try Self.readHost(utf8, cursor, authorityEnd)
        if scheme == "https" {
            guard let host else { throw .malformedURL(reason: "an https URL needs a host") }
            try Self.checkUniversalLinkHost(utf8, cursor, authorityEnd)
            guard universalLinkHosts.contains(host) else { throw .hostNotAllowed(host: URLRoutingError.excerpt(host)) }
        }
        if let host {
            if limits.maxSegments < 1 { throw .tooManySegments(limit: limits.maxSegments) }
            segments.append(host)
        }
        self.scheme = scheme
        self.host = host
        self.pathStart = segments.count
        try Self.readPath(utf8, authorityEnd, pathEnd, limits: limits, into: &segments)
        self.segments = segments
        if let queryStart {
            self.query = try Self.readQuery(utf8, queryStart, end, limits: limits)
        } else {
            self.query = []
        }
    }

    /// Checks what is refused wherever it is: the length, re-encoded malformed escapes and raw
    /// control characters.
    private static func checkWhole(_ utf8: UnsafeBufferPointer<UInt8>, limits: URLRouterLimits) throws(URLRoutingError) {
        guard utf8.count <= limits.maxURLLength else { throw .urlTooLong(length: utf8.count, limit: limits.maxURLLength) }
        // Before anything is decoded: the re-encoded form of a malformed escape is refused as the
        // malformed escape itself would be, whether the text came as a `String` or a `URL`.
        try ReencodedEscapes.check(utf8)
        if let offset = PercentEncoding.firstControlCharacter(in: utf8) {
            throw .controlCharacter(offset: offset)
        }
    }

    /// The lower-cased scheme, and the offset just past its `://`.
    private static func readScheme(_ utf8: UnsafeBufferPointer<UInt8>) throws(URLRoutingError) -> (String, Int) {
        let length = utf8.count
        guard let colon = firstIndex(of: UInt8(ascii: ":"), in: utf8, 0, length) else { throw .malformedURL(reason: "no scheme") }
        guard colon > 0, isAlpha(utf8[0]),
            utf8[0..<colon].allSatisfy({ isAlpha($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { throw .malformedURL(reason: "invalid scheme") }
        // The scheme is ASCII, checked just above: lower-casing it is lower-casing its letters.
        let scheme = String(unsafeUninitializedCapacity: colon) { buffer in
            for index in 0..<colon {
                let byte = utf8[index]
                buffer[index] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            }
            return colon
        }
        guard colon + 2 < length, utf8[colon + 1] == UInt8(ascii: "/"), utf8[colon + 2] == UInt8(ascii: "/")
        else { throw .malformedURL(reason: "no \"//\" after the scheme") }
        return (scheme, colon + 3)
    }

    /// The decoded, lower-cased host of the authority `utf8[from..<to]`, which is
    /// `host [":" port]`; `nil` when it is empty. User info is refused: `https://shop.example.com@evil.com`
    /// names its host after a host-like user name, and readers disagree on where it ends.
    private static func readHost(_ utf8: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) throws(URLRoutingError) -> String? {
        if firstIndex(of: UInt8(ascii: "@"), in: utf8, from, to) != nil {
            throw .malformedURL(reason: "user info in the authority; a link names its host alone")
        }
        let hostStart = from
        var hostEnd = to
        if hostStart < to, utf8[hostStart] == UInt8(ascii: "[") {
            guard let close = firstIndex(of: UInt8(ascii: "]"), in: utf8, hostStart, to) else {
                throw .malformedURL(reason: "unterminated IP literal")
            }
            hostEnd = close + 1
        } else if let portColon = lastIndex(of: UInt8(ascii: ":"), in: utf8, hostStart, to) {
            hostEnd = portColon
        }
        if hostEnd != to {
            guard utf8[hostEnd] == UInt8(ascii: ":"), utf8[(hostEnd + 1)..<to].allSatisfy(isDigit) else {
                throw .malformedURL(reason: "invalid port")
            }
        }
        guard hostStart != hostEnd else { return nil }
        let component = UnsafeBufferPointer(rebasing: utf8[hostStart..<hostEnd])
        if component.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "%") && !($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) }) {
            // Nothing to decode and nothing to lower-case.
            return String(decoding: component, as: UTF8.self)
        }
        return try decode(utf8, hostStart, hostEnd).lowercased()
    }

    /// Appends the decoded non-empty segments of the path `utf8[from..<to]` to `segments`.
    private static func readPath(
        _ utf8: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, limits: URLRouterLimits,
        into segments: inout [String]
    ) throws(URLRoutingError) {
        var segmentStart = from
        while segmentStart < to {
            let start = segmentStart + 1
            let end = firstIndex(of: UInt8(ascii: "/"), in: utf8, start, to) ?? to
            if start != end {
                guard segments.count <= limits.maxSegments else { throw .tooManySegments(limit: limits.maxSegments) }
                let segment = try decode(utf8, start, end)
                // Browsers remove a dot segment with the one before it; the app would see another path.
                guard segment != "." && segment != ".." else { throw .malformedURL(reason: "a dot segment \"\(segment)\" at offset \(start)") }
                segments.append(segment)
            }
            segmentStart = end
        }
    }

    /// The decoded non-empty items of the query `utf8[questionMark + 1..<to]`.
    private static func readQuery(
        _ utf8: UnsafeBufferPointer<UInt8>, _ questionMark: Int, _ to: Int,
        limits: URLRouterLimits
    ) throws(URLRoutingError) -> [(name: String, value: String)] {
        var query: [(name: String, value: String)] = []
        var itemStart = questionMark
        while itemStart < to {
            let start = itemStart + 1
            let end = firstIndex(of: UInt8(ascii: "&"), in: utf8, start, to) ?? to
            if start != end {
                guard query.count < limits.maxQueryItems else { throw .tooManyQueryItems(limit: limits.maxQueryItems) }
                query.append(try readQueryItem(utf8, start, end, limits: limits))
            }
            itemStart = end
        }
        return query
    }

    /// The decoded item `utf8[from..<to]`, `name=value` or `name`, whose name is checked for nesting.
    private static func readQueryItem(
        _ utf8: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int,
        limits: URLRouterLimits
    ) throws(URLRoutingError) -> (name: String, value: String) {
        let equals = firstIndex(of: UInt8(ascii: "="), in: utf8, from, to)
        let name = try decode(utf8, from, equals ?? to)
        var value = ""
        if let equals {
            value = try decode(utf8, equals + 1, to)
        }
        let depth = nesting(of: name, limit: limits.maxQueryNesting)
        guard depth <= limits.maxQueryNesting else { throw .queryTooDeeplyNested(depth: depth, limit: limits.maxQueryNesting) }
        return (name, value)
    }

    /// The decoded component `utf8[from..<to]`. An escaped bidirectional formatting character
    /// is refused as a raw one is, by ``PercentEncoding/firstControlCharacter(in:)-(UnsafeBufferPointer<UInt8>)``.
    private static func decode(_ utf8: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) throws(URLRoutingError) -> String {
        let component = UnsafeBufferPointer(rebasing: utf8[from..<to])
        let text = try PercentEncoding.decode(component, offset: from)
        // Only an escape can bring one in: raw ones were refused with the whole URL.
        if text.utf8.count != component.count, text.unicodeScalars.contains(where: PercentEncoding.isBidiControl) {
            throw .controlCharacter(offset: from)
        }
        return text
    }

    /// Refuses an `https` host that a browser would read otherwise than as written: one with
    /// escapes or non-ASCII characters, which browsers decode and map through IDNA before
    /// resolving. List such hosts in their ASCII (`xn--`) form.
    private static func checkUniversalLinkHost(_ utf8: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) throws(URLRoutingError) {
        var index = from
        while index < to {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") || byte >= 0x80 {
                throw .malformedURL(reason: "the host of an https URL is percent-encoded or not ASCII at offset \(index); write it in its ASCII (xn--) form")
            }
            index += 1
        }
    }
}
