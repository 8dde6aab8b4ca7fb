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
    package var ends: [Int] { optionalEnds + [segments.count] }
    /// ``ends`` but the last: the ends optional groups make. Most patterns have none, and an
    /// empty array costs no allocation, so the full list is not stored.
    package let optionalEnds: [Int]
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
        }
            + query.compactMap {
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
        // In ASCII text a byte is a character: the byte search finds the character search's `?`.
        let questionMark = rest.utf8.allSatisfy { $0 < 0x80 } ? rest.utf8.firstIndex(of: UInt8(ascii: "?")) : rest.firstIndex(of: "?")
        var path = PathReader(pattern: text, types: types)
        try path.read(rest[..<(questionMark ?? rest.endIndex)], scheme: scheme)
        segments = path.segments
        optionalEnds = path.optionalEnds
        startsWithPath = scheme != "https" && !path.hostIsFirstSegment
        query = try Self.readQuery(questionMark.map { rest[rest.index(after: $0)...] }, in: text, types: types)

        let names = parameterNames
        guard Set(names).count == names.count else { throw URLRoutingError.invalidPattern(pattern: text, reason: "a parameter name appears twice") }
    }

    /// The lower-cased scheme of `text`, checked, and the text after its `://`.
    private static func splitScheme(_ text: String) throws -> (scheme: String, rest: Substring) {
        func invalid(_ reason: String) -> URLRoutingError { .invalidPattern(pattern: text, reason: reason) }
        guard let separator = schemeSeparator(in: text) else { throw invalid("no \"://\" after the scheme") }
        let scheme = text[..<separator.lowerBound]
        guard let first = scheme.utf8.first, isASCIILetterOrDigit(first), !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")),
            scheme.utf8.allSatisfy({ isASCIILetterOrDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") })
        else { throw invalid("invalid scheme") }
        let lowered = scheme.lowercased()
        guard lowered != "http" else { throw invalid("universal links use https") }
        return (lowered, text[separator.upperBound...])
    }

    /// The first `://` in `text`. ASCII text is searched byte by byte, which finds what
    /// Foundation's search finds there, without bridging.
    private static func schemeSeparator(in text: String) -> Range<String.Index>? {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return text.range(of: "://") }
        var index = bytes.startIndex
        while let colon = bytes[index...].firstIndex(of: UInt8(ascii: ":")) {
            let end = bytes.index(colon, offsetBy: 3, limitedBy: bytes.endIndex) ?? bytes.endIndex
            if bytes[colon..<end].elementsEqual("://".utf8) { return colon..<end }
            index = bytes.index(after: colon)
        }
        return nil
    }

    /// The segment `text` of `pattern` is: a literal, `:name`, `:name<Type>` or `*name`.
    static func segment(_ text: Substring, in pattern: String, types: URLParameterTypes) throws -> Segment {
        // In ASCII text every byte is a character, so the syntax can be read from the bytes,
        // sparing the grapheme breaking of reading characters.
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return try segment(
                text, in: text.utf8, markers: (UInt8(ascii: "*"), UInt8(ascii: ":"), UInt8(ascii: "<"), UInt8(ascii: ">")),
                pattern: pattern, types: types)
        }
        return try segment(text, in: text, markers: ("*", ":", "<", ">"), pattern: pattern, types: types)
    }

    /// The segment `text` is, read from `view`, a view of `text` whose elements hold the markers
    /// of catch-alls, parameters and types as single elements.
    private static func segment<View: BidirectionalCollection>(
        _ text: Substring, in view: View, markers: (star: View.Element, colon: View.Element, open: View.Element, close: View.Element),
        pattern: String, types: URLParameterTypes
    ) throws -> Segment where View.Index == String.Index, View.Element: Equatable {
        func invalid(_ reason: String) -> URLRoutingError { .invalidPattern(pattern: pattern, reason: reason) }
        if view.first == markers.star {
            let name = text[view.index(after: view.startIndex)...]
            guard isName(name) else { throw invalid("invalid catch-all name \"\(name)\"") }
            return .catchAll(name: String(name))
        }
        guard view.first == markers.colon else { return .literal(try decode(text, in: pattern)) }
        let nameStart = view.index(after: view.startIndex)
        var name = text[nameStart...]
        var type: URLParameterType?
        if let open = view[nameStart...].firstIndex(of: markers.open) {
            guard view.last == markers.close else { throw invalid("a parameter type ends with \">\"") }
            let typeName = String(text[view.index(after: open)..<view.index(before: view.endIndex)])
            guard let found = types[typeName] else { throw URLRoutingError.unknownParameterType(pattern: pattern, type: typeName) }
            type = found.acceptsEverything ? nil : found
            name = text[nameStart..<open]
        }
        guard isName(name) else { throw invalid("invalid parameter name \"\(name)\"") }
        return .parameter(name: String(name), type: type)
    }

    /// Whether `text` is a parameter name: ASCII letters, digits and `_`, at least one.
    private static func isName(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { isASCIILetterOrDigit($0) || $0 == UInt8(ascii: "_") }
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
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
