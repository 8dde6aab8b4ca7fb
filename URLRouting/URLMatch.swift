/// A URL matched by a route, with the values its pattern captured.
///
/// Path parameters, catch-alls and query parameters share one namespace: read any of them by the
/// name the pattern gives it.
///
/// ```swift
/// // pattern shop://product/:id<Int>?ref=:ref?
/// let id = match["id", as: Int.self]     // Optional(42)
/// let ref = match["ref"]                 // the decoded text, or nil when absent
/// ```
public struct URLMatch {
    /// One captured parameter.
    struct Capture {
        let name: String
        let captured: URLRouteTrie.Capture

        var text: String { captured.text }
        var value: Any { captured.value }
    }

    /// The pattern of the route that matched.
    public var pattern: URLPattern { entry.pattern }
    /// The route record, held instead of a copy of its pattern: a match then retains one object
    /// rather than each of the pattern's strings and arrays, and releases one when it ends.
    let entry: URLRouteEntry
    /// The route that matched.
    public let route: URLRouteHandle
    /// The lower-cased scheme of the URL.
    public let scheme: String
    /// The lower-cased, decoded host of the URL; `nil` when it has none (`app:///settings`).
    public let host: String?
    /// The decoded, non-empty path segments of the URL, after the host.
    public var path: [String] { Array(segments[pathStart...]) }
    /// The decoded query items of the URL, all of them, in URL order.
    public let queryItems: [(name: String, value: String)]
    let captures: [Capture]
    /// The segments the router matched (scheme, host, path), shared with the router's reading of
    /// the URL so that a match copies nothing it is not asked for.
    let segments: [String]
    /// Where ``path`` starts in ``segments``.
    let pathStart: Int

    /// The decoded text of the parameter `name`; a catch-all's segments joined with `/`. `nil`
    /// when the pattern has no such parameter or an optional one was absent.
    public subscript(name: String) -> String? {
        captures.first { $0.name == name }?.text
    }

    /// The value of the parameter `name` as a `T`: the typed value a typed parameter captured, a
    /// `String` for an untyped one, `[String]` for a catch-all. When the captured value is not a
    /// `T` but `T` is a ``URLPatternParameter``, the text is read as a `T`. `nil` otherwise.
    public subscript<T>(name: String, as type: T.Type) -> T? {
        guard let capture = captures.first(where: { $0.name == name }) else { return nil }
        if let value = capture.value as? T { return value }
        if let parameterType = type as? any URLPatternParameter.Type {
            return parameterType.init(urlParameter: capture.text) as? T
        }
        return nil
    }

    /// The value of the parameter `name` as a `T`, as the subscript reads it.
    ///
    /// - Throws: ``URLRoutingError/missingParameter(name:pattern:)`` when it is absent,
    ///   ``URLRoutingError/invalidParameterValue(name:value:pattern:)`` when it is not a `T`.
    public func value<T>(_ name: String, as type: T.Type = T.self) throws -> T {
        guard let text = self[name] else { throw URLRoutingError.missingParameter(name: name, pattern: pattern.text) }
        guard let value = self[name, as: type] else {
            throw URLRoutingError.invalidParameterValue(name: name, value: URLRoutingError.excerpt(text), pattern: pattern.text)
        }
        return value
    }

    /// The decoded segments a catch-all captured.
    public func segments(_ name: String) -> [String]? {
        self[name, as: [String].self]
    }

    /// The text of every captured parameter by name: what ``URLPattern/url(parameters:host:)``
    /// needs to build the URL again.
    public var parameters: [String: String] {
        Dictionary(captures.map { ($0.name, $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    /// The value of the first query item named `name`, whether or not the pattern names it.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }
}
