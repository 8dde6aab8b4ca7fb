extension URLPattern {
    /// Why this pattern, the pattern of `route`, does not match `input`: the first failure met
    /// walking the scheme, the path segments and the query items in that order, or
    /// ``URLNearMiss/Reason/declined`` when nothing fails (the handler said no).
    ///
    /// Linear in the pattern's segments and query items; called for at most three routes per
    /// failed match, never while matching.
    func nearMiss(route: URLRouteHandle, input: URLInput) -> URLNearMiss {
        func miss(_ reason: URLNearMiss.Reason, _ index: Int?, _ segment: String?, _ expected: String?, _ detail: String) -> URLNearMiss {
            URLNearMiss(
                pattern: text, route: route, reason: reason, segmentIndex: index,
                segment: segment.map(Self.quoteExcerpt), expected: expected.map(Self.quoteExcerpt), detail: detail)
        }
        guard scheme == input.scheme else {
            return miss(
                .schemeMismatch, 0, input.scheme, scheme,
                "the scheme is \(Self.quoted(input.scheme)), not \(Self.quoted(scheme))")
        }
        if let failure = pathFailure(input.segments) {
            return miss(failure.reason, failure.index, failure.segment, failure.expected, failure.detail)
        }
        if let failure = queryFailure(input.query) {
            return miss(failure.reason, nil, failure.value, failure.key, failure.detail)
        }
        return miss(.declined, nil, nil, nil, "the route matched, but its handler declined the URL")
    }

    /// A near miss of a universal link whose host, `host`, is outside the allow-list.
    func hostNearMiss(route: URLRouteHandle, host: String) -> URLNearMiss {
        URLNearMiss(
            pattern: text, route: route, reason: .hostNotAllowed, segmentIndex: 1, segment: Self.quoteExcerpt(host),
            expected: nil, detail: "the host \(Self.quoted(host)) is not in the universal-link allow-list")
    }

    private typealias PathFailure = (reason: URLNearMiss.Reason, index: Int, segment: String?, expected: String?, detail: String)

    /// The first path segment that fails, `segments` being the URL's, the scheme first.
    private func pathFailure(_ segments: [String]) -> PathFailure? {
        let path = segments.dropFirst()
        for (offset, expected) in self.segments.enumerated() {
            let index = offset + 1
            if case .catchAll = expected {
                // A catch-all takes one segment or more; zero only when an optional group holds it.
                if index < segments.count || ends.contains(offset) { return nil }
                return (.tooFewSegments, index, nil, nil, "the URL ends before segment \(index)")
            }
            guard index < segments.count else {
                if ends.contains(offset) { return nil }
                return (.tooFewSegments, index, nil, nil, "the URL ends before segment \(index)")
            }
            let actual = path[path.startIndex + offset]
            switch expected {
            case let .literal(literal) where literal != actual:
                return (
                    .literalMismatch, index, actual, literal,
                    "segment \(index) \(Self.quoted(actual)) is not \(Self.quoted(literal))"
                )
            case let .parameter(_, type?) where type.parse(actual) == nil:
                return (
                    .parameterType, index, actual, type.name,
                    "segment \(index) \(Self.quoted(actual)) is not \(Self.article(type.name)) \(Self.excerpt(type.name))"
                )
            default:
                continue
            }
        }
        guard segments.count <= self.segments.count + 1 else {
            let index = self.segments.count + 1
            return (
                .tooManySegments, index, segments[index], nil,
                "segment \(index) \(Self.quoted(segments[index])) is past the end of the pattern"
            )
        }
        return nil
    }

    private typealias QueryFailure = (reason: URLNearMiss.Reason, key: String, value: String?, detail: String)

    /// The first query item of the pattern, in key order, that `query` does not satisfy.
    private func queryFailure(_ query: [(name: String, value: String)]) -> QueryFailure? {
        for item in self.query {
            let found = query.first { $0.name == item.key }?.value
            switch item.kind {
            case let .literal(value):
                guard let found else { return missing(item.key) }
                if found != value {
                    return (
                        .invalidQueryValue, item.key, found,
                        "the query item \(Self.quoted(item.key)) is \(Self.quoted(found)), not \(Self.quoted(value))"
                    )
                }
            case let .parameter(_, type, optional):
                guard let found else {
                    if optional { continue }
                    return missing(item.key)
                }
                if let type, type.parse(found) == nil {
                    return (
                        .invalidQueryValue, item.key, found,
                        "the query item \(Self.quoted(item.key)) is \(Self.quoted(found)), not \(Self.article(type.name)) \(Self.excerpt(type.name))"
                    )
                }
            }
        }
        return nil
    }

    private func missing(_ key: String) -> QueryFailure {
        (.missingQueryItem, key, nil, "the required query item \(Self.quoted(key)) is missing")
    }

    /// Quoted texts from URLs and patterns are cut short, so three near misses stay a few lines
    /// long whatever the URL.
    private static func quoteExcerpt(_ text: String) -> String { URLRoutingError.excerpt(text, limit: 40) }
    private static func excerpt(_ text: String) -> String { quoteExcerpt(text) }
    private static func quoted(_ text: String) -> String { "\"\(quoteExcerpt(text))\"" }

    /// "an Int", "a UUID": the article English puts before a type name, read letter by letter
    /// for the initial `U`, as the standard types' names are read.
    private static func article(_ name: String) -> String {
        guard let first = name.first else { return "a" }
        return "AEIOaeio".contains(first) ? "an" : "a"
    }
}
