extension URLPattern {
    /// Builds the URL this pattern matches for `parameters`: the reverse of matching.
    ///
    /// Every required parameter needs a value; typed ones need a value their type reads. Each
    /// optional group is written when all of its parameters have values and its enclosing groups
    /// are written; trailing groups with no parameter of their own are left out. A
    /// catch-all's value is split at `/` into segments. Optional query items are written when
    /// they have a value, literal ones always. Values are percent-encoded, so matching the result
    /// captures them unchanged; the one exception is the host of a custom-scheme pattern
    /// (`shop://:store/…`), which is written lower-cased, as matching reads hosts. A value that
    /// matching would refuse once written is refused here: one holding a `%` not followed by two
    /// hex digits (`100%`, whose encoding `100%25` matching refuses), a control or bidirectional
    /// formatting character, or a path segment that is `.` or `..` (a catch-all's `a/../b`
    /// included), since browsers fold dot segments away.
    ///
    /// - Parameters:
    ///   - parameters: The text of each parameter, as ``URLPatternParameter/urlParameter`` writes it.
    ///   - host: The host of a universal link whose pattern accepts any host (`https://*/…`).
    /// - Throws: ``URLRoutingError/missingParameter(name:pattern:)``,
    ///   ``URLRoutingError/invalidParameterValue(name:value:pattern:)``.
    public func url(parameters: [String: String], host: String? = nil) throws -> String {
        var url = scheme + (startsWithPath ? ":///" : "://") + (try pathParts(parameters, host: host)).joined(separator: "/")
        let items = try queryItems(parameters)
        if !items.isEmpty { url += "?" + items.joined(separator: "&") }
        return url
    }

    /// The encoded path segments: the required part, then each optional group in turn while
    /// the group has all of its parameters.
    private func pathParts(_ parameters: [String: String], host: String?) throws -> [String] {
        var groups: [(parts: [String], hasParameter: Bool)] = []
        var written = 0
        for (groupIndex, end) in ends.enumerated() {
            let group = segments[written..<end]
            guard let parts = try groupParts(group, parameters, host: host) else {
                // The required part: every parameter must be there.
                guard groupIndex != 0 else { throw URLRoutingError.missingParameter(name: missingName(in: group, parameters), pattern: text) }
                break
            }
            let hasParameter = group.contains { if case .literal = $0 { false } else { true } }
            groups.append((parts, hasParameter))
            written = end
        }
        // Optional groups without a parameter of their own are written only on the way to one that has some.
        while groups.count > 1, groups.last?.hasParameter == false { groups.removeLast() }
        return groups.flatMap(\.parts)
    }

    /// The encoded segments of `group`, or `nil` when a parameter in it has no value.
    private func groupParts(_ group: ArraySlice<Segment>, _ parameters: [String: String], host: String?) throws -> [String]? {
        var parts: [String] = []
        for (position, segment) in zip(group.indices, group) {
            // Matching lower-cases hosts, so a host is written lower-cased and checked as such.
            let isHost = position == 0 && !isUniversalLink && !startsWithPath
            switch segment {
            case let .literal(text):
                parts.append(PercentEncoding.encode(text))
            case let .parameter(name?, type):
                guard let given = parameters[name] else { return nil }
                let value = isHost ? given.lowercased() : given
                try check(value, name: name, type: type, isSegment: true)
                parts.append(PercentEncoding.encode(value))
            case .parameter(nil, _):
                guard let host, !host.isEmpty else { throw URLRoutingError.missingParameter(name: "host", pattern: text) }
                parts.append(PercentEncoding.encode(host.lowercased()))
            case let .catchAll(name):
                var pieces = parameters[name]?.split(separator: "/").map(String.init) ?? []
                if isHost, let host = pieces.first { pieces[0] = host.lowercased() }
                guard !pieces.isEmpty else { return nil }
                // An error names the whole value the app gave, not the piece of it.
                for piece in pieces { try check(piece, name: name, type: nil, isSegment: true, reporting: parameters[name]) }
                parts += pieces.map(PercentEncoding.encode)
            }
        }
        return parts
    }

    /// The encoded query items, `key=value`: literal ones always, parameters when they have a value.
    private func queryItems(_ parameters: [String: String]) throws -> [String] {
        var items: [String] = []
        for item in query {
            switch item.kind {
            case let .literal(value):
                items.append(PercentEncoding.encode(item.key) + "=" + PercentEncoding.encode(value))
            case let .parameter(name, type, optional):
                guard let value = parameters[name] else {
                    if optional { continue }
                    throw URLRoutingError.missingParameter(name: name, pattern: text)
                }
                try check(value, name: name, type: type, isSegment: false)
                items.append(PercentEncoding.encode(item.key) + "=" + PercentEncoding.encode(value))
            }
        }
        return items
    }

    /// Checks that `value` survives the round trip: no control or bidirectional formatting
    /// characters, no `%` that does not start an escape (which matching refuses once encoded, see
    /// ``ReencodedEscapes``), not an empty segment (which matching skips), not a dot segment
    /// (`.` or `..`, which matching refuses even when escaped, as browsers fold them away), and
    /// readable by `type`.
    private func check(_ value: String, name: String, type: URLParameterType?, isSegment: Bool, reporting given: String? = nil) throws {
        let hasControl = value.unicodeScalars.contains { $0.properties.generalCategory == .control || PercentEncoding.isBidiControl($0) }
        let isDotSegment = isSegment && (value == "." || value == "..")
        guard !hasControl, !ReencodedEscapes.holdsStrayPercent(value), !(isSegment && value.isEmpty), !isDotSegment,
            type.map({ $0.parse(value) != nil }) ?? true
        else {
            throw URLRoutingError.invalidParameterValue(name: name, value: URLRoutingError.excerpt(given ?? value), pattern: text)
        }
    }

    private func missingName(in group: ArraySlice<Segment>, _ parameters: [String: String]) -> String {
        for segment in group {
            switch segment {
            case let .parameter(name?, _) where parameters[name] == nil: return name
            case let .catchAll(name) where (parameters[name] ?? "").split(separator: "/").isEmpty: return name
            default: continue
            }
        }
        return ""
    }
}
