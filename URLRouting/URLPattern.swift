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
        func invalid(_ reason: String) -> URLRoutingError { .invalidPattern(pattern: text, reason: reason) }

        guard let separator = text.range(of: "://") else { throw invalid("no \"://\" after the scheme") }
        let scheme = text[..<separator.lowerBound]
        guard let first = scheme.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic,
              scheme.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) })
        else { throw invalid("invalid scheme") }
        self.scheme = scheme.lowercased()
        guard self.scheme != "http" else { throw invalid("universal links use https") }

        let rest = text[separator.upperBound...]
        let questionMark = rest.firstIndex(of: "?")
        var path = rest[..<(questionMark ?? rest.endIndex)]
        var segments: [Segment] = []
        var hostIsFirstSegment = true

        if self.scheme == "https" {
            let hostEnd = path.firstIndex { $0 == "/" || $0 == "[" } ?? path.endIndex
            let host = path[..<hostEnd]
            if host == "*" {
                segments.append(.parameter(name: nil, type: nil))
            } else {
                guard !host.isEmpty, !host.contains(":"), !host.contains("@") else { throw invalid("a universal link needs a host without port or user") }
                segments.append(.literal(try Self.decode(host, in: text).lowercased()))
            }
            path = path[hostEnd...]
            hostIsFirstSegment = false
        } else if path.first == "/" {
            hostIsFirstSegment = false
        }
        startsWithPath = self.scheme != "https" && !hostIsFirstSegment

        // Segments and optional groups.
        var ends: [Int] = []
        var depth = 0
        var afterGroup = false
        var current = ""
        func flush() throws {
            defer { current = "" }
            guard !current.isEmpty else { return }
            if case .catchAll = segments.last { throw invalid("a catch-all must be the last segment") }
            let segment = try Self.segment(current, in: text, types: types)
            if hostIsFirstSegment, segments.isEmpty, case let .literal(host) = segment {
                segments.append(.literal(host.lowercased()))
            } else {
                segments.append(segment)
            }
        }
        var index = path.startIndex
        while index != path.endIndex {
            let character = path[index]
            switch character {
            case "/":
                guard !afterGroup else { throw invalid("only optional groups may follow an optional group") }
                try flush()
            case "[":
                try flush()
                let next = path.index(after: index)
                guard next != path.endIndex, path[next] == "/" else { throw invalid("an optional group starts with \"/\"") }
                ends.append(segments.count)
                depth += 1
                afterGroup = false
            case "]":
                try flush()
                guard depth > 0 else { throw invalid("unbalanced \"]\"") }
                depth -= 1
                ends.append(segments.count)
                afterGroup = true
            default:
                guard !afterGroup else { throw invalid("only optional groups may follow an optional group") }
                current.append(character)
            }
            index = path.index(after: index)
        }
        try flush()
        guard depth == 0 else { throw invalid("unbalanced \"[\"") }
        ends.append(segments.count)
        self.segments = segments
        self.ends = Array(Set(ends)).sorted()

        // Query items.
        var query: [QueryItem] = []
        var keys: Set<String> = []
        if let questionMark {
            guard rest.index(after: questionMark) != rest.endIndex else {
                throw invalid("empty query; an optional segment is written [/:name]")
            }
            for item in rest[rest.index(after: questionMark)...].split(separator: "&", omittingEmptySubsequences: true) {
                guard let equals = item.firstIndex(of: "=") else { throw invalid("query item \"\(item)\" has no \"=\"") }
                let key = try Self.decode(item[..<equals], in: text)
                guard !key.isEmpty else { throw invalid("empty query key") }
                guard keys.insert(key).inserted else { throw invalid("query key \"\(key)\" appears twice") }
                var value = item[item.index(after: equals)...]
                if value.first == ":" {
                    let optional = value.last == "?"
                    if optional { value = value.dropLast() }
                    guard case let .parameter(name?, type) = try Self.segment(String(value), in: text, types: types) else {
                        throw invalid("invalid query parameter \"\(item)\"")
                    }
                    query.append(QueryItem(key: key, kind: .parameter(name: name, type: type, optional: optional)))
                } else {
                    guard !value.isEmpty else { throw invalid("query item \"\(key)\" has no value") }
                    query.append(QueryItem(key: key, kind: .literal(try Self.decode(value, in: text))))
                }
            }
        }
        self.query = query.sorted { $0.key < $1.key }

        let names = parameterNames
        guard Set(names).count == names.count else { throw invalid("a parameter name appears twice") }
    }

    private static func segment(_ text: String, in pattern: String, types: URLParameterTypes) throws -> Segment {
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

    private static func decode(_ text: Substring, in pattern: String) throws -> String {
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
