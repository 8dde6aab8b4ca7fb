/// A parsed URL pattern: which URLs a route matches and what it captures from them.
///
/// ## Syntax
///
/// ```
/// shop://product/:id<Int>[/reviews]?ref=:ref?&tab=:tab<Int>?
/// https://example.com/users/:name/posts/*rest
/// https://*/help?topic=faq
/// ```
///
/// - **Scheme.** Compared case-insensitively. `https` patterns are universal links: the part
///   after `//` is the host, which must be in the router's allow-list, or `*` for any host of the
///   allow-list. `http` is refused. For every other scheme the host is the first segment
///   (`shop://product/1` has the segments `product`, `1`), compared case-insensitively; a pattern
///   written with an empty host (`app:///settings`) starts directly with its path.
/// - **Literal segment**, `product`: matches exactly that segment, after percent-decoding both the
///   pattern and the URL, so `caf%C3%A9` and `café` are the same literal. Path segments are
///   case-sensitive. Empty segments (`a//b`, a trailing `/`) are ignored, in patterns and in URLs.
/// - **Parameter**, `:name`: matches any one segment and captures it as a `String`.
/// - **Typed parameter**, `:name<Type>`: matches a segment only when `Type` reads it, and captures
///   the value. `Type` is a name from the router's ``URLParameterTypes``. `:name<String>` is the
///   same as `:name`.
/// - **Catch-all**, `*name`: matches one or more remaining segments and captures them; it must be
///   the last segment. `[/*name]` matches zero or more.
/// - **Optional tail**, `[/…]`: the segments inside may all be absent. Groups nest or follow one
///   another (`a[/b[/c]]` and `a[/b][/c]` both match `a`, `a/b`, `a/b/c`); nothing but another
///   group may follow a group.
/// - **Query**, after `?`, items joined by `&`: `key=:name<Type>` requires the item and captures
///   its value, `key=:name<Type>?` captures it when present, `key=value` requires that exact value.
///   Items the pattern does not name are ignored; when a key repeats in a URL, the first item counts.
///   An optional item that is present but not of its type makes the route not match.
///
/// Parameter names are letters, digits and `_`, and unique within a pattern (path and query).
/// A literal that starts with `:` or `*`, or holds `[`, `]`, `?`, `&` or `/`, is written percent-encoded.
public struct URLPattern: Sendable, CustomStringConvertible {
    /// One segment of a pattern.
    package enum Segment: Sendable {
        case literal(String)
        /// `name` is `nil` for the `*` host of a universal link, which captures nothing.
        case parameter(name: String?, type: URLParameterType?)
        case catchAll(name: String)
    }

    /// One query item of a pattern.
    package struct QueryItem: Sendable {
        package enum Kind: Sendable {
            case literal(String)
            case parameter(name: String, type: URLParameterType?, optional: Bool)
        }

        package let key: String
        package let kind: Kind
    }

    /// The pattern as written.
    public let text: String
    /// The lower-cased scheme.
    public let scheme: String
    /// Whether the pattern is an `https` universal link.
    public var isUniversalLink: Bool { scheme == "https" }
    /// The segments after the scheme: the host first, unless the pattern was written without one.
    package let segments: [Segment]
    /// The segment counts the pattern can end after, ascending; the last is `segments.count`.
    package let ends: [Int]
    /// The query items, sorted by key.
    package let query: [QueryItem]
    /// Whether a custom-scheme pattern was written without a host (`app:///settings`).
    let startsWithPath: Bool

    /// The names of the pattern's parameters, path first, in the order written.
    public var parameterNames: [String] {
        segments.compactMap {
            switch $0 {
            case .literal: nil
            case let .parameter(name, _): name
            case let .catchAll(name): name
            }
        } + query.compactMap {
            if case let .parameter(name, _, _) = $0.kind { name } else { nil }
        }
    }

    /// Whether the last segment is a catch-all.
    var endsWithCatchAll: Bool {
        if case .catchAll = segments.last { true } else { false }
    }

    /// The pattern as written, ``text``.
    public var description: String { text }

    /// Parses `text`, resolving parameter types in `types`.
    ///
    /// - Throws: ``URLRoutingError/invalidPattern(pattern:reason:)`` or
    ///   ``URLRoutingError/unknownParameterType(pattern:type:)``.
    public init(_ text: String, types: URLParameterTypes = .standard) throws {
        self.text = text
        let (scheme, rest) = try Self.splitScheme(text)
        self.scheme = scheme
        let questionMark = rest.firstIndex(of: "?")
        var path = PathReader(pattern: text, types: types)
        try path.read(rest[..<(questionMark ?? rest.endIndex)], scheme: scheme)
        segments = path.segments
        ends = path.ends
        startsWithPath = scheme != "https" && !path.hostIsFirstSegment
        query = try Self.readQuery(questionMark.map { rest[rest.index(after: $0)...] }, in: text, types: types)

        let names = parameterNames
        guard Set(names).count == names.count else { throw URLRoutingError.invalidPattern(pattern: text, reason: "a parameter name appears twice") }
    }

    /// The lower-cased scheme of `text`, checked, and the text after its `://`.
    private static func splitScheme(_ text: String) throws -> (scheme: String, rest: Substring) {
        func invalid(_ reason: String) -> URLRoutingError { .invalidPattern(pattern: text, reason: reason) }
        guard let separator = text.range(of: "://") else { throw invalid("no \"://\" after the scheme") }
        let scheme = text[..<separator.lowerBound]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
              scheme.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) })
        else { throw invalid("invalid scheme") }
        let lowered = scheme.lowercased()
        guard lowered != "http" else { throw invalid("universal links use https") }
        return (lowered, text[separator.upperBound...])
    }

    static func segment(_ text: String, in pattern: String, types: URLParameterTypes) throws -> Segment {
        func invalid(_ reason: String) -> URLRoutingError { .invalidPattern(pattern: pattern, reason: reason) }
        if text.hasPrefix("*") {
            let name = text.dropFirst()
            guard isName(name) else { throw invalid("invalid catch-all name \"\(name)\"") }
            return .catchAll(name: String(name))
        }
        guard text.hasPrefix(":") else { return .literal(try decode(Substring(text), in: pattern)) }
        var name = text.dropFirst()
        var type: URLParameterType?
        if let open = name.firstIndex(of: "<") {
            guard name.last == ">" else { throw invalid("a parameter type ends with \">\"") }
            let typeName = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
            guard let found = types[typeName] else { throw URLRoutingError.unknownParameterType(pattern: pattern, type: typeName) }
            type = found.acceptsEverything ? nil : found
            name = name[..<open]
        }
        guard isName(name) else { throw invalid("invalid parameter name \"\(name)\"") }
        return .parameter(name: String(name), type: type)
    }

    private static func isName(_ text: Substring) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    static func decode(_ text: Substring, in pattern: String) throws -> String {
        if PercentEncoding.firstControlCharacter(in: text.utf8, offset: 0) != nil {
            throw URLRoutingError.invalidPattern(pattern: pattern, reason: "control character")
        }
        let decoded: String
        do {
            decoded = try PercentEncoding.decode(text, offset: 0)
        } catch {
            throw URLRoutingError.invalidPattern(pattern: pattern, reason: "invalid percent-encoding in \"\(text)\"")
        }
        // Any URL that holds this text holds `%25` without an escape after it, which matching
        // refuses: the pattern could never match, so it is refused now rather than never used.
        guard !ReencodedEscapes.holdsStrayPercent(decoded) else {
            throw URLRoutingError.invalidPattern(pattern: pattern, reason: "\"\(text)\" decodes to a \"%\" that does not start an escape")
        }
        return decoded
    }
}
