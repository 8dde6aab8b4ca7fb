/// Bounds on the URLs a ``URLRouter`` agrees to look at.
///
/// Deep links come from outside the app (push payloads, web pages, other apps), so every URL is
/// treated as hostile. Each limit is checked while the URL is read, before any route is consulted,
/// and stops the reading as soon as it is exceeded: the cost of rejecting a URL is bounded by the
/// limit, not by the size of the URL. Exceeding a limit throws the matching ``URLRoutingError``.
public struct URLRouterLimits: Sendable, Equatable {
    /// The longest URL accepted, in UTF-8 bytes. Longer URLs throw ``URLRoutingError/urlTooLong(length:limit:)``.
    public var maxURLLength: Int

    /// The most segments accepted: the host (for custom schemes) plus the non-empty path segments.
    /// More throw ``URLRoutingError/tooManySegments(limit:)``. A pattern with more segments,
    /// counting those of its optional groups, could not match its longest URLs, so registering
    /// one throws ``URLRoutingError/tooManyPatternSegments(pattern:count:limit:)``. Matching
    /// descends one level of the route trie per segment, on the calling thread's stack, so keep
    /// this in the hundreds at most.
    public var maxSegments: Int

    /// The most query items accepted. More throw ``URLRoutingError/tooManyQueryItems(limit:)``.
    public var maxQueryItems: Int

    /// The deepest bracket nesting accepted in a query key: `a[b][c]` is nested twice. Deeper keys
    /// throw ``URLRoutingError/queryTooDeeplyNested(depth:limit:)``.
    public var maxQueryNesting: Int

    /// The most route-trie nodes the diagnostic pass may visit when a URL matches no route.
    ///
    /// That pass, which runs only on failure, looks for the routes that came closest to matching
    /// (the near misses of ``URLRoutingError/noMatchingRoute(url:nearMisses:)``). It follows every
    /// branch the URL's segments match, so on a pathological route table it could visit the whole
    /// trie; this bounds its cost to this many node visits, each a dictionary lookup or a few
    /// type checks, whatever the URL and the table. The default is far more than a usual table
    /// reaches for one URL. Past the bound, the error reports the best routes reached so far;
    /// `0` or less skips the pass, and the error carries no near misses. Unlike the other
    /// limits, it never makes a URL fail: it only bounds what a failure says.
    public var maxDiagnosticNodes: Int

    /// Limits with the given values; the defaults suit links written by people and by servers.
    public init(
        maxURLLength: Int = 8 * 1024, maxSegments: Int = 64, maxQueryItems: Int = 64, maxQueryNesting: Int = 4,
        maxDiagnosticNodes: Int = 1_024
    ) {
        self.maxURLLength = maxURLLength
        self.maxSegments = maxSegments
        self.maxQueryItems = maxQueryItems
        self.maxQueryNesting = maxQueryNesting
        self.maxDiagnosticNodes = maxDiagnosticNodes
    }

    /// The default limits: 8 KiB, 64 segments, 64 query items, nesting depth 4, 1,024 diagnostic nodes.
    public static let `default` = URLRouterLimits()
}
