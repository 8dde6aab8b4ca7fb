import Foundation

/// Matches URLs against registered patterns and turns them into `Output` values.
///
/// ```swift
/// var router = URLRouter<Screen>(universalLinkHosts: ["shop.example.com"])
/// try router.register("shop://product/:id<Int>") { match in .product(try match.value("id")) }
/// try router.register("https://*/p/:id<Int>") { match in .product(try match.value("id")) }
/// let screen = try router.route("shop://product/42")
/// ```
///
/// ## Precedence
///
/// The URL's segments are looked up in a trie, depth first. At every segment, a literal beats a
/// typed parameter, which beats an untyped parameter, which beats a catch-all; typed parameters
/// of different types are tried in the order their types were first registered at that position;
/// routes that end at the same place are tried in registration order. When a branch finds
/// nothing, the search backtracks, so with `users/me/settings` and `users/:id/profile`
/// registered, `users/me/profile` still finds the second. The order never depends on hashing.
///
/// ## Declining
///
/// A handler returns `nil` to decline a match: the search then goes on to the next candidate.
/// A handler that throws stops the search, and the error reaches the caller.
///
/// ## Hostile input
///
/// URLs are read within ``limits``; anything too long, too deep, badly encoded or holding
/// control characters throws a ``URLRoutingError`` before any handler runs. Matching never
/// traps, and its work is bounded by the limits and by the size of the trie.
///
/// A URL whose path or query, once decoded, would hold a `%` that does not start a valid escape
/// (`%25ZZ`, `100%25`) is refused as badly encoded: it is what Foundation makes of a malformed
/// escape such as `%ZZ` when it builds a `URL`. Every overload that takes a URL, `String` or
/// `URL`, reads it the same way, so the same text is accepted by all of them or refused by all.
public struct URLRouter<Output> {
    /// Turns a match into an output, or returns `nil` to let the next candidate try.
    public typealias Handler = (URLMatch) throws -> Output?

    /// The parameter types patterns may name. Register custom types before the patterns that use them.
    public var parameterTypes: URLParameterTypes = .standard
    /// The bounds on incoming URLs.
    public var limits: URLRouterLimits
    /// The hosts `https` URLs may have, lower-cased, in the order given; the first is the one
    /// reverse routing writes for patterns that accept any host.
    public let universalLinkHosts: [String]
    private let allowedHosts: Set<String>
    private(set) var trie = URLRouteTrie()
    /// What matching needs of each route, by route index. Kept apart from the handlers, and
    /// free of `Output`, so the matching code is not generic.
    private(set) var routes: [URLRouteEntry] = []
    /// The handler of each route, by route index. Visible to inlinable code only for
    /// ``route(_:)-(String)``, which calls the handlers from the caller's module.
    @usableFromInline private(set) var handlers: [Handler] = []
    /// The route of each signature, keyed by the signature's hash: a signature holds arrays
    /// of its own, and keeping one per route would cost more than the route's trie nodes. The
    /// signature is computed again, from the route's pattern, only when a hash is found.
    private var signatureHashes: [Int: Int] = [:]
    /// The routes whose signature's hash is that of an earlier route's different signature.
    private var collidingSignatures: [URLPattern.Signature: Int] = [:]

    /// A router without routes that accepts `https` URLs for `universalLinkHosts` only.
    public init(universalLinkHosts: [String] = [], limits: URLRouterLimits = .default) {
        self.universalLinkHosts = universalLinkHosts.map { $0.lowercased() }
        self.allowedHosts = Set(self.universalLinkHosts)
        self.limits = limits
    }

    /// The patterns registered, in registration order.
    public var patterns: [URLPattern] { routes.map(\.pattern) }

    /// Registers `pattern` (see ``URLPattern`` for the syntax) with the handler that turns its matches into outputs.
    ///
    /// Registering costs time linear in the pattern's length.
    ///
    /// - Returns: A handle for reverse routing.
    /// - Throws: ``URLRoutingError/invalidPattern(pattern:reason:)`` and
    ///   ``URLRoutingError/unknownParameterType(pattern:type:)`` for a pattern that cannot be read;
    ///   ``URLRoutingError/tooManyPatternSegments(pattern:count:limit:)`` for a pattern with more
    ///   segments than ``limits`` let a URL have; ``URLRoutingError/hostNotAllowed(host:)`` for a
    ///   universal link to a host outside the allow-list;
    ///   ``URLRoutingError/conflictingPatterns(existing:new:)`` when an earlier pattern matches
    ///   exactly the same URLs. Nothing is registered when it throws.
    @discardableResult
    public mutating func register(_ pattern: String, to handler: @escaping Handler) throws -> URLRouteHandle {
        try register(URLPattern(pattern, types: parameterTypes), to: handler)
    }

    /// Registers `pattern`, parsed already, as ``register(_:to:)`` registers its text.
    @discardableResult
    package mutating func register(_ pattern: URLPattern, to handler: @escaping Handler) throws(URLRoutingError) -> URLRouteHandle {
        let signature = pattern.signature
        try check(pattern, signature: signature)
        let index = routes.count
        routes.append(URLRouteEntry(pattern: pattern))
        handlers.append(handler)
        let hash = signature.hashValue
        if signatureHashes[hash] == nil {
            signatureHashes[hash] = index
        } else {
            collidingSignatures[signature] = index
        }
        trie.insert(scheme: pattern.scheme, pattern.segments, optionalEnds: pattern.optionalEnds, route: index)
        return URLRouteHandle(index: index)
    }

    /// Makes the checks of ``register(_:to:)`` that come after parsing, without registering:
    /// what lets a caller vet many patterns before registering any of them.
    ///
    /// - Parameter signature: `pattern.signature`, which the caller may need too.
    package func check(_ pattern: URLPattern, signature: URLPattern.Signature) throws(URLRoutingError) {
        // A URL with more segments than the limit is refused before matching, so the longest
        // form of such a pattern could never match; its optional groups would only cost memory.
        guard pattern.segments.count <= limits.maxSegments else {
            throw .tooManyPatternSegments(pattern: URLRoutingError.excerpt(pattern.text), count: pattern.segments.count, limit: limits.maxSegments)
        }
        if pattern.isUniversalLink, case let .literal(host) = pattern.segments.first, !allowedHosts.contains(host) {
            throw .hostNotAllowed(host: host)
        }
        if let existing = route(with: signature) {
            throw .conflictingPatterns(existing: routes[existing].pattern.text, new: pattern.text)
        }
    }

    /// The route registered with `signature`, if any.
    private func route(with signature: URLPattern.Signature) -> Int? {
        guard let index = signatureHashes[signature.hashValue] else { return nil }
        return routes[index].pattern.signature == signature ? index : collidingSignatures[signature]
    }

    /// The pattern of `route`, or `nil` for a handle this router did not return.
    public func pattern(for route: URLRouteHandle) -> URLPattern? {
        routes.indices.contains(route.index) ? routes[route.index].pattern : nil
    }

    /// The output of the first candidate route, in precedence order, whose handler accepts `url`.
    ///
    /// Matching costs a trie lookup per segment (see Precedence). Only when it fails does a
    /// second, bounded pass look for the routes that came closest (see ``URLNearMiss``).
    ///
    /// - Throws: a ``URLRoutingError`` for a URL that breaks the limits or is malformed,
    ///   ``URLRoutingError/noMatchingRoute(url:nearMisses:)`` when no route matches, all decline,
    ///   or the URL is a universal link to a host outside the allow-list (whose near misses then
    ///   say so), or the error a handler throws.
    @inlinable
    public func route(_ url: String) throws -> Output {
        // Inlinable so that the caller's module specialises it for its `Output`: compiled here, it
        // is generic, and every match would look up the metadata of `Output?` at run time. Only
        // this thin layer, which holds the output and calls the handler, is inlined; reading the
        // URL and walking the trie are not generic and stay here. Being inlinable makes this body
        // and the internal declarations it uses part of the module's interface: a client runs the
        // body it was compiled with, so later versions must keep `handlers`, `input(for:)`,
        // `offerMatches(for:to:)` and `noRoute(_:input:)` working as this body expects.
        let input = try input(for: url)
        var output: Output?
        try offerMatches(for: input) { match in
            output = try handlers[match.route.index](match)
            return output != nil
        }
        guard let output else { throw noRoute(url, input: input) }
        return output
    }

    /// `url` read within ``limits``, as matching needs it.
    ///
    /// - Throws: as ``route(_:)-(String)`` throws before it offers any match: the no-route error
    ///   of a universal link to a host outside the allow-list, or the reading's error.
    @usableFromInline
    func input(for url: String) throws -> URLInput {
        do {
            return try URLInput(url, limits: limits, universalLinkHosts: allowedHosts)
        } catch {
            guard error.code == .hostNotAllowed, let host = error.host else { throw error }
            throw noRoute(url, disallowedHost: host)
        }
    }

    /// Offers `accept` the match of every route that matches `input`, in precedence order, until
    /// it returns `true`; what it throws stops the search and reaches the caller.
    ///
    /// It touches nothing of `Output`, so the search costs no generic metadata at run time.
    @usableFromInline
    func offerMatches(for input: URLInput, to accept: (URLMatch) throws -> Bool) rethrows {
        _ = try trie.search(input.segments) { index, captures in
            guard let match = routes[index].match(index, input: input, captures: captures) else { return false }
            return try accept(match)
        }
    }

    /// The output for `url`, as ``route(_:)-(String)`` finds it for the URL's `absoluteString`:
    /// the URL `URL(string: text)` makes is accepted exactly when `text` is, because a malformed
    /// escape Foundation re-encoded (`%ZZ` into `%25ZZ`) is refused like the original.
    @inlinable
    public func route(_ url: URL) throws -> Output {
        // Inlinable so that it calls the caller's specialised ``route(_:)-(String)``, not the generic one.
        return try route(url.absoluteString)
    }

    /// Every route that matches `url`, in the order ``route(_:)-(String)`` would offer them to
    /// their handlers; no handler is called.
    ///
    /// - Throws: a ``URLRoutingError`` for a URL that breaks the limits or is malformed, as
    ///   ``route(_:)-(String)`` throws it.
    public func candidates(for url: String) throws -> [URLMatch] {
        let input = try URLInput(url, limits: limits, universalLinkHosts: allowedHosts)
        var matches: [URLMatch] = []
        _ = trie.search(input.segments) { index, captures in
            if let match = routes[index].match(index, input: input, captures: captures) { matches.append(match) }
            return false
        }
        return matches
    }

    /// Builds the URL that `route` matches with `parameters`, as ``URLPattern/url(parameters:host:)``
    /// does; a universal link that accepts any host gets the first host of the allow-list.
    ///
    /// - Throws: ``URLRoutingError/noReverseRoute(destination:)`` for a handle this router did not
    ///   return, or the errors of ``URLPattern/url(parameters:host:)``.
    public func url(for route: URLRouteHandle, parameters: [String: String]) throws -> String {
        guard let pattern = pattern(for: route) else { throw URLRoutingError.noReverseRoute(destination: route.description) }
        return try pattern.url(parameters: parameters, host: universalLinkHosts.first)
    }
}

/// A registered route, as matching sees it.
///
/// A class, so that offering a candidate to matching costs one retain instead of a copy, and later
/// destruction, of the pattern's arrays and strings: about an eighth of a match as a struct.
final class URLRouteEntry: Sendable {
    let pattern: URLPattern

    init(pattern: URLPattern) {
        self.pattern = pattern
    }

    /// The match of route `index` for `input`, or `nil` when the query does not satisfy it.
    func match(_ index: Int, input: URLInput, captures: [URLRouteTrie.Capture]) -> URLMatch? {
        var named: [URLMatch.Capture] = []
        named.reserveCapacity(captures.count + pattern.query.count)
        // The captures are those of the pattern's parameters, in path order, up to where the URL ended.
        var captured = captures.makeIterator()
        for segment in pattern.segments {
            let name: String?
            switch segment {
            case .literal: continue
            case let .parameter(parameter, _): name = parameter
            case let .catchAll(catchAll): name = catchAll
            }
            guard let capture = captured.next() else { break }
            if let name { named.append(URLMatch.Capture(name: name, captured: capture)) }
        }
        for item in pattern.query {
            let found = input.query.first { $0.name == item.key }?.value
            switch item.kind {
            case let .literal(value):
                guard found == value else { return nil }
            case let .parameter(name, type, optional):
                guard let found else {
                    if optional { continue }
                    return nil
                }
                if let type {
                    guard let value = type.parse(found) else { return nil }
                    named.append(URLMatch.Capture(name: name, captured: .single(found, value: value)))
                } else {
                    named.append(URLMatch.Capture(name: name, captured: .single(found, value: found)))
                }
            }
        }
        return URLMatch(
            entry: self, route: URLRouteHandle(index: index), scheme: input.scheme, host: input.host,
            queryItems: input.query, captures: named, segments: input.segments, pathStart: input.pathStart)
    }
}
