/// Why a pattern could not be registered, a URL could not be matched, or a URL could not be built.
///
/// Tell errors apart by ``code``, and read what they carry from the payload properties, such as
/// ``url`` and ``nearMisses``; build one with the static functions named like its code:
///
/// ```swift
/// do {
///     screen = try router.route(url)
/// } catch let error as URLRoutingError where error.code == .noMatchingRoute {
///     log("no route: \(error.nearMisses)")
/// }
/// ```
///
/// It is a struct rather than an enum so that new codes can be added without breaking callers'
/// exhaustive `switch` statements: switch over ``code`` and keep a `default` branch.
///
/// Errors about incoming URLs never quote more than a short excerpt of the URL, so that logging
/// one cannot be turned into a way of flooding logs.
public struct URLRoutingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the error holds; internal, so that adding a kind breaks no caller.
    enum Storage: Equatable, Sendable {
        case invalidPattern(pattern: String, reason: String)
        case unknownParameterType(pattern: String, type: String)
        case conflictingPatterns(existing: String, new: String)
        case tooManyPatternSegments(pattern: String, count: Int, limit: Int)
        case hostNotAllowed(host: String)
        case urlTooLong(length: Int, limit: Int)
        case tooManySegments(limit: Int)
        case tooManyQueryItems(limit: Int)
        case queryTooDeeplyNested(depth: Int, limit: Int)
        case invalidPercentEncoding(offset: Int)
        case controlCharacter(offset: Int)
        case malformedURL(reason: String)
        case noMatchingRoute(url: String, nearMisses: [URLNearMiss])
        case missingParameter(name: String, pattern: String)
        case invalidParameterValue(name: String, value: String, pattern: String)
        case noReverseRoute(destination: String)
    }

    let storage: Storage

    init(_ storage: Storage) {
        self.storage = storage
    }

    /// What kind of error this is: one of the static members of ``Code``.
    public var code: Code {
        switch storage {
        case .invalidPattern: .invalidPattern
        case .unknownParameterType: .unknownParameterType
        case .conflictingPatterns: .conflictingPatterns
        case .tooManyPatternSegments: .tooManyPatternSegments
        case .hostNotAllowed: .hostNotAllowed
        case .urlTooLong: .urlTooLong
        case .tooManySegments: .tooManySegments
        case .tooManyQueryItems: .tooManyQueryItems
        case .queryTooDeeplyNested: .queryTooDeeplyNested
        case .invalidPercentEncoding: .invalidPercentEncoding
        case .controlCharacter: .controlCharacter
        case .malformedURL: .malformedURL
        case .noMatchingRoute: .noMatchingRoute
        case .missingParameter: .missingParameter
        case .invalidParameterValue: .invalidParameterValue
        case .noReverseRoute: .noReverseRoute
        }
    }

    /// What went wrong, quoting patterns, which may be of any length, as short excerpts; the
    /// payload properties keep them whole.
    public var description: String {
        let excerpt: (String) -> String = Self.excerpt
        return switch storage {
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
    ///
    /// Shared with RouteComposer, whose errors quote texts the same way.
    package static func excerpt(_ text: String) -> String {
        excerpt(text, limit: 200)
    }

    /// An excerpt of `text` as ``excerpt(_:)`` makes it, at most `limit` scalars long.
    package static func excerpt(_ text: String, limit: Int) -> String {
        var result = String(
            String.UnicodeScalarView(
                text.unicodeScalars.prefix(limit).map {
                    $0.properties.generalCategory == .control ? "\u{FFFD}" : $0
                }))
        if !text.unicodeScalars.dropFirst(limit).isEmpty { result += "…" }
        return result
    }
}
