/// An incoming URL, read defensively into the segments the route trie walks.
///
/// Reading is a single forward pass whose work is bounded by ``URLRouterLimits``: the length is
/// checked before anything else, re-encoded malformed escapes (see ``ReencodedEscapes``) and raw
/// control characters are each found in one scan, and splitting stops at the first segment or
/// query item over the limit.
///
/// The trie's segments are the lower-cased scheme, then the host, then the non-empty path
/// segments, each percent-decoded. Custom schemes without a host (`app:///settings`) skip the host,
/// so the first path segment takes its place. Hosts are lower-cased; the user info, port and
/// fragment are ignored.
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
        let length = utf8.count
        guard length <= limits.maxURLLength else { throw .urlTooLong(length: length, limit: limits.maxURLLength) }
        // Before anything is decoded: the re-encoded form of a malformed escape is refused as the
        // malformed escape itself would be, whether the text came as a `String` or a `URL`.
        try ReencodedEscapes.check(utf8)
        if let offset = PercentEncoding.firstControlCharacter(in: utf8) {
            throw .controlCharacter(offset: offset)
        }

        // scheme ":" "//"
        guard let colon = Self.firstIndex(of: UInt8(ascii: ":"), in: utf8, 0, length) else { throw .malformedURL(reason: "no scheme") }
        guard colon > 0, Self.isAlpha(utf8[0]),
              utf8[0..<colon].allSatisfy({ Self.isAlpha($0) || Self.isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
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
        let cursor = colon + 3

        // Drop the fragment, then split off the query.
        let end = Self.firstIndex(of: UInt8(ascii: "#"), in: utf8, cursor, length) ?? length
        let queryStart = Self.firstIndex(of: UInt8(ascii: "?"), in: utf8, cursor, end)
        let pathEnd = queryStart ?? end
        let authorityEnd = Self.firstIndex(of: UInt8(ascii: "/"), in: utf8, cursor, pathEnd) ?? pathEnd

        var segments: [String] = [scheme]
        segments.reserveCapacity(8)

        // authority = [userinfo "@"] host [":" port]
        var hostStart = cursor
        if let at = Self.lastIndex(of: UInt8(ascii: "@"), in: utf8, cursor, authorityEnd) { hostStart = at + 1 }
        var hostEnd = authorityEnd
        if hostStart < authorityEnd, utf8[hostStart] == UInt8(ascii: "[") {
            guard let close = Self.firstIndex(of: UInt8(ascii: "]"), in: utf8, hostStart, authorityEnd) else {
                throw .malformedURL(reason: "unterminated IP literal")
            }
            hostEnd = close + 1
        } else if let portColon = Self.lastIndex(of: UInt8(ascii: ":"), in: utf8, hostStart, authorityEnd) {
            hostEnd = portColon
        }
        if hostEnd != authorityEnd {
            guard utf8[hostEnd] == UInt8(ascii: ":"), utf8[(hostEnd + 1)..<authorityEnd].allSatisfy(Self.isDigit) else {
                throw .malformedURL(reason: "invalid port")
            }
        }
        var host: String?
        if hostStart != hostEnd {
            let component = UnsafeBufferPointer(rebasing: utf8[hostStart..<hostEnd])
            if component.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "%") && !($0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z")) }) {
                // Nothing to decode and nothing to lower-case.
                host = String(decoding: component, as: UTF8.self)
            } else {
                host = try PercentEncoding.decode(component, offset: hostStart).lowercased()
            }
        }
        if scheme == "https" {
            guard let host else { throw .malformedURL(reason: "an https URL needs a host") }
            guard universalLinkHosts.contains(host) else { throw .hostNotAllowed(host: URLRoutingError.excerpt(host)) }
        }
        if let host {
            if limits.maxSegments < 1 { throw .tooManySegments(limit: limits.maxSegments) }
            segments.append(host)
        }
        self.scheme = scheme
        self.host = host
        self.pathStart = segments.count

        // Path segments, empty ones skipped.
        var segmentStart = authorityEnd
        while segmentStart < pathEnd {
            let from = segmentStart + 1
            let to = Self.firstIndex(of: UInt8(ascii: "/"), in: utf8, from, pathEnd) ?? pathEnd
            if from != to {
                guard segments.count <= limits.maxSegments else { throw .tooManySegments(limit: limits.maxSegments) }
                segments.append(try PercentEncoding.decode(UnsafeBufferPointer(rebasing: utf8[from..<to]), offset: from))
            }
            segmentStart = to
        }
        self.segments = segments

        // Query items, empty ones skipped.
        var query: [(name: String, value: String)] = []
        if let queryStart {
            var itemStart = queryStart
            while itemStart < end {
                let from = itemStart + 1
                let to = Self.firstIndex(of: UInt8(ascii: "&"), in: utf8, from, end) ?? end
                if from != to {
                    guard query.count < limits.maxQueryItems else { throw .tooManyQueryItems(limit: limits.maxQueryItems) }
                    let equals = Self.firstIndex(of: UInt8(ascii: "="), in: utf8, from, to)
                    let name = try PercentEncoding.decode(UnsafeBufferPointer(rebasing: utf8[from..<(equals ?? to)]), offset: from)
                    var value = ""
                    if let equals {
                        value = try PercentEncoding.decode(UnsafeBufferPointer(rebasing: utf8[(equals + 1)..<to]), offset: equals + 1)
                    }
                    let depth = Self.nesting(of: name, limit: limits.maxQueryNesting)
                    guard depth <= limits.maxQueryNesting else { throw .queryTooDeeplyNested(depth: depth, limit: limits.maxQueryNesting) }
                    query.append((name, value))
                }
                itemStart = to
            }
        }
        self.query = query
    }

    /// The first index of `byte` in `bytes[from..<to]`.
    @inline(__always) private static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Int? {
        var index = from
        while index < to {
            if bytes[index] == byte { return index }
            index += 1
        }
        return nil
    }

    /// The last index of `byte` in `bytes[from..<to]`.
    @inline(__always) private static func lastIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> Int? {
        var index = to
        while index > from {
            index -= 1
            if bytes[index] == byte { return index }
        }
        return nil
    }

    /// How deeply `key` nests: its number of `[`, as `a[b][c]` and `a[[b]]` both nest twice.
    /// Counting stops just past `limit`.
    private static func nesting(of key: String, limit: Int) -> Int {
        var depth = 0
        for byte in key.utf8 where byte == UInt8(ascii: "[") {
            depth += 1
            if depth > limit { break }
        }
        return depth
    }

    @inline(__always) private static func isAlpha(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
