/// A registered route that came close to matching a URL that matched none, and why it did not.
///
/// ``URLRoutingError/noMatchingRoute(url:nearMisses:)`` carries at most three of them, closest
/// first. *Closest* is decided by, in order:
/// 1. the number of the URL's segments the route's pattern matched, from the scheme on, before
///    it failed (the scheme is segment 0; the host, for URLs that have one, segment 1);
/// 2. whether the pattern matched the whole path, so that only its query or its handler failed;
/// 3. registration order, earlier first.
///
/// They are found only after matching has failed, by a second pass over the route trie whose
/// work is capped, so URLs that match pay nothing for them and hostile URLs cannot make a failure
/// expensive. Texts quoted from the URL are short excerpts.
public struct URLNearMiss: Hashable, Sendable, CustomStringConvertible {
    /// The text of the route's pattern, as registered.
    public let pattern: String
    /// The route that came close.
    public let route: URLRouteHandle
    /// Why it did not match.
    public let reason: Reason
    /// The position, in the URL's segments, where matching failed: 0 for the scheme, then the
    /// host when the URL has one, then the path. For ``Reason/tooFewSegments`` it is the position
    /// of the first missing segment; `nil` for query items and ``Reason/declined``.
    public let segmentIndex: Int?
    /// An excerpt of the URL text that failed: the segment, the host, the scheme or the query
    /// value; `nil` when the URL has nothing there.
    public let segment: String?
    /// What the pattern wanted there: the literal, the parameter type's name, the scheme, or the
    /// query item's key; `nil` when nothing more specific can be said.
    public let expected: String?
    /// The reason in words, as in `segment 2 "abc" is not an Int`.
    public let detail: String

    /// A near miss; the library makes them, this is public for tests and custom routers.
    public init(
        pattern: String, route: URLRouteHandle, reason: Reason, segmentIndex: Int?, segment: String?,
        expected: String?, detail: String
    ) {
        self.pattern = pattern
        self.route = route
        self.reason = reason
        self.segmentIndex = segmentIndex
        self.segment = segment
        self.expected = expected
        self.detail = detail
    }

    /// The pattern, cut to an excerpt, and the detail: `shop://product/:id<Int> — segment 2 "abc" is not an Int`.
    public var description: String {
        "\(URLRoutingError.excerpt(pattern, limit: 100)) — \(detail)"
    }
}
