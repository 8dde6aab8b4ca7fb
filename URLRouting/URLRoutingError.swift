/// Why a pattern could not be registered, a URL could not be matched, or a URL could not be built.
///
/// Errors about incoming URLs never quote more than a short excerpt of the URL, so that logging
/// one cannot be turned into a way of flooding logs.
public enum URLRoutingError: Error, Equatable, Sendable, CustomStringConvertible {
    // MARK: Registration

    /// The pattern does not follow the pattern syntax; `reason` says where.
    case invalidPattern(pattern: String, reason: String)
    /// The pattern names a parameter type that is not in the router's ``URLParameterTypes``.
    case unknownParameterType(pattern: String, type: String)
    /// Two patterns match exactly the same URLs, so the later one could never be reached on its own merits.
    case conflictingPatterns(existing: String, new: String)
    /// The pattern has `count` segments (the host counts as one), more than the `limit` of
    /// ``URLRouterLimits/maxSegments`` that URLs are held to, so some of the URLs it describes
    /// could never reach it. `pattern` is an excerpt of the pattern.
    case tooManyPatternSegments(pattern: String, count: Int, limit: Int)
    /// An `https` host in a pattern that is not in the universal-link allow-list. A URL to such a
    /// host throws ``noMatchingRoute(url:nearMisses:)`` from ``URLRouter/route(_:)-(String)``,
    /// with the reason ``URLNearMiss/Reason/hostNotAllowed``; this case from
    /// ``URLRouter/candidates(for:)``.
    case hostNotAllowed(host: String)

    // MARK: Hostile or malformed input

    /// The URL is longer than ``URLRouterLimits/maxURLLength``; `length` is its UTF-8 length.
    case urlTooLong(length: Int, limit: Int)
    /// The URL has more segments than ``URLRouterLimits/maxSegments``.
    case tooManySegments(limit: Int)
    /// The URL has more query items than ``URLRouterLimits/maxQueryItems``.
    case tooManyQueryItems(limit: Int)
    /// A query key nests brackets deeper than ``URLRouterLimits/maxQueryNesting``.
    case queryTooDeeplyNested(depth: Int, limit: Int)
    /// A `%` is not followed by two hexadecimal digits, or the escapes do not decode to UTF-8.
    /// `offset` is the UTF-8 offset in the URL of the component that holds it.
    case invalidPercentEncoding(offset: Int)
    /// The URL holds a control character (C0, DEL or C1), written as is or percent-encoded.
    /// `offset` is its UTF-8 offset in the URL.
    case controlCharacter(offset: Int)
    /// The text is not an absolute `scheme://…` URL; `reason` says why.
    case malformedURL(reason: String)

    // MARK: Routing

    /// No registered route matched the URL, every route that matched declined it, or the URL is
    /// a universal link to a host outside the allow-list. `url` is an excerpt of the URL;
    /// `nearMisses` are the routes that came closest, at most three, closest first, each with
    /// why it failed (see ``URLNearMiss`` for what closest means).
    case noMatchingRoute(url: String, nearMisses: [URLNearMiss] = [])

    // MARK: Reverse routing

    /// Building a URL needs a value for the parameter `name` of `pattern`.
    case missingParameter(name: String, pattern: String)
    /// `value` is not a valid value for the parameter `name` of `pattern`.
    case invalidParameterValue(name: String, value: String, pattern: String)
    /// No route can build a URL for the destination described by `destination`.
    case noReverseRoute(destination: String)

    /// What went wrong, quoting patterns, which may be of any length, as short excerpts; the
    /// payloads keep them whole.
    public var description: String {
        let excerpt: (String) -> String = Self.excerpt
        return switch self {
        case let .invalidPattern(pattern, reason): "invalid URL pattern \"\(excerpt(pattern))\": \(excerpt(reason))"
        case let .unknownParameterType(pattern, type): "URL pattern \"\(excerpt(pattern))\" uses the unregistered parameter type \(excerpt(type))"
        case let .conflictingPatterns(existing, new): "URL pattern \"\(excerpt(new))\" matches exactly the same URLs as \"\(excerpt(existing))\""
        case let .tooManyPatternSegments(pattern, count, limit):
            "URL pattern \"\(pattern)\" has \(count) segments, more than the \(limit) a URL may have"
        case let .hostNotAllowed(host): "the host \"\(host)\" is not in the universal-link allow-list"
        case let .urlTooLong(length, limit): "the URL is \(length) bytes long; the limit is \(limit)"
        case let .tooManySegments(limit): "the URL has more than \(limit) segments"
        case let .tooManyQueryItems(limit): "the URL has more than \(limit) query items"
        case let .queryTooDeeplyNested(depth, limit): "a query key is nested \(depth) levels deep; the limit is \(limit)"
        case let .invalidPercentEncoding(offset): "invalid percent-encoding in the component at byte \(offset)"
        case let .controlCharacter(offset): "control character at byte \(offset)"
        case let .malformedURL(reason): "malformed URL: \(reason)"
        case let .noMatchingRoute(url, nearMisses): Self.noRouteDescription(url, nearMisses)
        case let .missingParameter(name, pattern): "building a URL from \"\(excerpt(pattern))\" needs the parameter \"\(name)\""
        case let .invalidParameterValue(name, value, pattern): "\"\(value)\" is not a valid value for \"\(name)\" in \"\(excerpt(pattern))\""
        case let .noReverseRoute(destination): "no route builds a URL for \(destination)"
        }
    }

    /// `no route for "…"; closest: pattern — reason; …`, each part an excerpt, so the whole is a
    /// few hundred characters at most whatever the URL.
    private static func noRouteDescription(_ url: String, _ nearMisses: [URLNearMiss]) -> String {
        let head = "no route for \"\(url)\""
        guard let first = nearMisses.first else { return head }
        // A host outside the allow-list fails every route the same way: say it once.
        if nearMisses.allSatisfy({ $0.reason == .hostNotAllowed && $0.detail == first.detail }) {
            return head + ": " + first.detail
        }
        return head + "; closest: " + nearMisses.prefix(3).map(\.description).joined(separator: "; ")
    }

    /// A short, printable excerpt of `text` for error payloads: at most `limit` Unicode scalars,
    /// control characters replaced, and `…` when something was cut.
    package static func excerpt(_ text: String) -> String {
        excerpt(text, limit: 200)
    }

    /// An excerpt of `text` as ``excerpt(_:)`` makes it, at most `limit` scalars long.
    package static func excerpt(_ text: String, limit: Int) -> String {
        var result = String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit).map {
            $0.properties.generalCategory == .control ? "\u{FFFD}" : $0
        }))
        if !text.unicodeScalars.dropFirst(limit).isEmpty { result += "…" }
        return result
    }
}
