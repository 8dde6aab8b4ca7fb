/// An incoming URL, read defensively into the segments the route trie walks.
///
/// Reading is a single forward pass whose work is bounded by ``URLRouterLimits``: the length is
/// checked before anything else, raw control characters are found in one scan, and splitting
/// stops at the first segment or query item over the limit.
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
        let utf8 = url.utf8
        let length = utf8.count
        guard length <= limits.maxURLLength else { throw .urlTooLong(length: length, limit: limits.maxURLLength) }
        if let offset = PercentEncoding.firstControlCharacter(in: Substring(url).utf8, offset: 0) {
            throw .controlCharacter(offset: offset)
        }

        // scheme ":" "//"
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")) else { throw .malformedURL(reason: "no scheme") }
        let schemeBytes = utf8[utf8.startIndex..<colon]
        guard let first = schemeBytes.first, Self.isAlpha(first),
              schemeBytes.allSatisfy({ Self.isAlpha($0) || Self.isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { throw .malformedURL(reason: "invalid scheme") }
        let scheme = String(url[url.startIndex..<colon]).lowercased()
        var cursor = utf8.index(after: colon)
        guard utf8[cursor...].starts(with: "//".utf8) else { throw .malformedURL(reason: "no \"//\" after the scheme") }
        cursor = utf8.index(cursor, offsetBy: 2)

        // Drop the fragment, then split off the query.
        let end = utf8[cursor...].firstIndex(of: UInt8(ascii: "#")) ?? utf8.endIndex
        let queryStart = utf8[cursor..<end].firstIndex(of: UInt8(ascii: "?"))
        let pathEnd = queryStart ?? end
        let authorityEnd = utf8[cursor..<pathEnd].firstIndex(of: UInt8(ascii: "/")) ?? pathEnd

        var segments: [String] = [scheme]
        segments.reserveCapacity(8)

        // authority = [userinfo "@"] host [":" port]
        var hostStart = cursor
        if let at = utf8[cursor..<authorityEnd].lastIndex(of: UInt8(ascii: "@")) { hostStart = utf8.index(after: at) }
        var hostEnd = authorityEnd
        if utf8[hostStart..<authorityEnd].first == UInt8(ascii: "[") {
            guard let close = utf8[hostStart..<authorityEnd].firstIndex(of: UInt8(ascii: "]")) else {
                throw .malformedURL(reason: "unterminated IP literal")
            }
            hostEnd = utf8.index(after: close)
        } else if let portColon = utf8[hostStart..<authorityEnd].lastIndex(of: UInt8(ascii: ":")) {
            hostEnd = portColon
        }
        if hostEnd != authorityEnd {
            let port = utf8[hostEnd..<authorityEnd].dropFirst()
            guard utf8[hostEnd] == UInt8(ascii: ":"), port.allSatisfy(Self.isDigit) else { throw .malformedURL(reason: "invalid port") }
        }
        var host: String?
        if hostStart != hostEnd {
            let decoded = try PercentEncoding.decode(url[hostStart..<hostEnd], offset: utf8.distance(from: utf8.startIndex, to: hostStart))
            host = decoded.lowercased()
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
            let from = utf8.index(after: segmentStart)
            let to = utf8[from..<pathEnd].firstIndex(of: UInt8(ascii: "/")) ?? pathEnd
            if from != to {
                guard segments.count <= limits.maxSegments else { throw .tooManySegments(limit: limits.maxSegments) }
                segments.append(try PercentEncoding.decode(url[from..<to], offset: utf8.distance(from: utf8.startIndex, to: from)))
            }
            segmentStart = to
        }
        self.segments = segments

        // Query items, empty ones skipped.
        var query: [(name: String, value: String)] = []
        if let queryStart {
            var itemStart = queryStart
            while itemStart < end {
                let from = utf8.index(after: itemStart)
                let to = utf8[from..<end].firstIndex(of: UInt8(ascii: "&")) ?? end
                if from != to {
                    guard query.count < limits.maxQueryItems else { throw .tooManyQueryItems(limit: limits.maxQueryItems) }
                    let equals = utf8[from..<to].firstIndex(of: UInt8(ascii: "="))
                    let offset = utf8.distance(from: utf8.startIndex, to: from)
                    let name = try PercentEncoding.decode(url[from..<(equals ?? to)], offset: offset)
                    var value = ""
                    if let equals {
                        let valueStart = utf8.index(after: equals)
                        value = try PercentEncoding.decode(url[valueStart..<to], offset: utf8.distance(from: utf8.startIndex, to: valueStart))
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
