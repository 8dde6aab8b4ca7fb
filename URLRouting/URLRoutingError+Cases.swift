// The spellings of the enum this type used to be, so that errors are built and compared as before:
// `throw .noMatchingRoute(url: text)`, `#expect(throws: URLRoutingError.urlTooLong(length: 9, limit: 8))`.
extension URLRoutingError {
    // MARK: Registration

    /// The pattern does not follow the pattern syntax; `reason` says where.
    public static func invalidPattern(pattern: String, reason: String) -> URLRoutingError {
        URLRoutingError(.invalidPattern(pattern: pattern, reason: reason))
    }

    /// The pattern names a parameter `type` that is not in the router's ``URLParameterTypes``.
    public static func unknownParameterType(pattern: String, type: String) -> URLRoutingError {
        URLRoutingError(.unknownParameterType(pattern: pattern, type: type))
    }

    /// Two patterns match exactly the same URLs, so the later one, `new`, could never be reached
    /// on its own merits.
    public static func conflictingPatterns(existing: String, new: String) -> URLRoutingError {
        URLRoutingError(.conflictingPatterns(existing: existing, new: new))
    }

    /// The pattern has `count` segments (the host counts as one), more than the `limit` of
    /// ``URLRouterLimits/maxSegments`` that URLs are held to, so some of the URLs it describes
    /// could never reach it. `pattern` is an excerpt of the pattern.
    public static func tooManyPatternSegments(pattern: String, count: Int, limit: Int) -> URLRoutingError {
        URLRoutingError(.tooManyPatternSegments(pattern: pattern, count: count, limit: limit))
    }

    /// An `https` host in a pattern that is not in the universal-link allow-list. A URL to such a
    /// host throws ``noMatchingRoute(url:nearMisses:)`` from ``URLRouter/route(_:)-(String)``,
    /// with the reason ``URLNearMiss/Reason/hostNotAllowed``; this error from
    /// ``URLRouter/candidates(for:)``.
    public static func hostNotAllowed(host: String) -> URLRoutingError {
        URLRoutingError(.hostNotAllowed(host: host))
    }

    // MARK: Hostile or malformed input

    /// The URL is longer than ``URLRouterLimits/maxURLLength``; `length` is its UTF-8 length.
    public static func urlTooLong(length: Int, limit: Int) -> URLRoutingError {
        URLRoutingError(.urlTooLong(length: length, limit: limit))
    }

    /// The URL has more segments than ``URLRouterLimits/maxSegments``.
    public static func tooManySegments(limit: Int) -> URLRoutingError {
        URLRoutingError(.tooManySegments(limit: limit))
    }

    /// The URL has more query items than ``URLRouterLimits/maxQueryItems``.
    public static func tooManyQueryItems(limit: Int) -> URLRoutingError {
        URLRoutingError(.tooManyQueryItems(limit: limit))
    }

    /// A query key nests brackets `depth` levels deep, more than ``URLRouterLimits/maxQueryNesting``.
    public static func queryTooDeeplyNested(depth: Int, limit: Int) -> URLRoutingError {
        URLRoutingError(.queryTooDeeplyNested(depth: depth, limit: limit))
    }

    /// A `%` is not followed by two hexadecimal digits, or the escapes do not decode to UTF-8.
    /// `offset` is the UTF-8 offset in the URL of the component that holds it.
    public static func invalidPercentEncoding(offset: Int) -> URLRoutingError {
        URLRoutingError(.invalidPercentEncoding(offset: offset))
    }

    /// The URL holds a control character (C0, DEL or C1), written as is or percent-encoded.
    /// `offset` is its UTF-8 offset in the URL.
    public static func controlCharacter(offset: Int) -> URLRoutingError {
        URLRoutingError(.controlCharacter(offset: offset))
    }

    /// The text is not an absolute `scheme://…` URL; `reason` says why.
    public static func malformedURL(reason: String) -> URLRoutingError {
        URLRoutingError(.malformedURL(reason: reason))
    }

    // MARK: Routing

    /// No registered route matched the URL, every route that matched declined it, or the URL is
    /// a universal link to a host outside the allow-list. `url` is an excerpt of the URL;
    /// `nearMisses` are the routes that came closest, at most three, closest first, each with
    /// why it failed (see ``URLNearMiss`` for what closest means).
    public static func noMatchingRoute(url: String, nearMisses: [URLNearMiss] = []) -> URLRoutingError {
        URLRoutingError(.noMatchingRoute(url: url, nearMisses: nearMisses))
    }

    // MARK: Reverse routing

    /// Building a URL needs a value for the parameter `name` of `pattern`.
    public static func missingParameter(name: String, pattern: String) -> URLRoutingError {
        URLRoutingError(.missingParameter(name: name, pattern: pattern))
    }

    /// `value` is not a valid value for the parameter `name` of `pattern`.
    public static func invalidParameterValue(name: String, value: String, pattern: String) -> URLRoutingError {
        URLRoutingError(.invalidParameterValue(name: name, value: value, pattern: pattern))
    }

    /// No route can build a URL for the destination described by `destination`.
    public static func noReverseRoute(destination: String) -> URLRoutingError {
        URLRoutingError(.noReverseRoute(destination: destination))
    }
}
