// libFuzzer entry point for the URL matcher in RouteComposer/DeepLinking.
//
// Built by Fuzz/run.sh together with the DeepLinking sources into one module, outside the
// SwiftPM package, so internal types are visible here and `swift build` never sees this file.
//
// The contract under test: whatever the bytes, pattern parsing, registration, matching and
// reverse routing return a value or throw a `URLRoutingError`. Anything else (a trap, a hang,
// another error type, a built URL that does not lead back to its route) aborts, and libFuzzer
// keeps the input.

import Foundation

/// A custom parameter type, as apps register them.
enum WishListSegment: String, URLPatternParameter, Sendable {
    case favorites, collections
}

/// What the fixed table's handlers return: the pattern and the captured parameters.
struct Routed {
    let pattern: String
    let parameters: [String: String]
}

/// Fails the run for libFuzzer: prints why and traps, so the input is saved as a crash.
func fail(_ message: @autoclosure () -> String) -> Never {
    FileHandle.standardError.write(Data(("FUZZ FAILURE: " + message() + "\n").utf8))
    abort()
}

/// A router whose table mixes every kind of segment and query item, with handlers that accept,
/// decline and throw.
func makeTable(limits: URLRouterLimits = .default) -> (router: URLRouter<Routed>, handles: [URLRouteHandle]) {
    var router = URLRouter<Routed>(universalLinkHosts: ["shop.example.com", "WWW.Example.com"], limits: limits)
    router.parameterTypes.register(WishListSegment.self, named: "Segment")
    func accept(_ match: URLMatch) -> Routed? {
        // Touch every accessor a handler may use.
        _ = match.parameters
        _ = match.path
        _ = match.queryItems
        _ = match.queryValue("ref")
        for name in match.pattern.parameterNames {
            _ = match[name]
            _ = match[name, as: Int.self]
            _ = match[name, as: UUID.self]
            _ = match.segments(name)
        }
        return Routed(pattern: match.pattern.text, parameters: match.parameters)
    }
    let patterns = [
        "shop://product/:id<Int>",
        "shop://product/:slug",
        "shop://product/featured",
        "shop://product/:id<Int>/reviews[/:page<Int>]",
        "shop://users/me/settings",
        "shop://users/:id/profile",
        "shop://users/:n<Int64>/:flag<Bool>",
        "shop://files/*path",
        "shop://docs[/*path]",
        "shop://search?q=:q&page=:page<Int>?&sort=price",
        "shop://search/:term?ref=:ref?",
        "shop://cart",
        "shop://caf%C3%A9/:x<Double>",
        "shop://a[/b[/c]]",
        "shop://x[/:y][/:z<Double>]",
        "shop://item/:u<UUID>?flag=:flag<Bool>?&n=:n<UInt>?",
        "shop://wishlist/:segment<Segment>",
        "shop://%2A%3A/:weird",
        "SHOP://:anyhost/deep/:a/:b<Int>/*rest",
        "app:///settings[/:section]",
        "app://open?url=:target&a%5Bb%5D=:nested?",
        "https://shop.example.com/p/:id<Int>",
        "https://shop.example.com/p/:id<Int>/:tail[/*more]",
        "https://*/help?topic=faq",
        "https://www.example.com/caf%C3%A9/:name",
        "https://*/u/:n<UInt>/:x<Int64>[/*rest]",
    ]
    var handles: [URLRouteHandle] = []
    for pattern in patterns {
        do {
            handles.append(try router.register(pattern) { accept($0) })
        } catch {
            fail("the fixed table does not register \(pattern): \(error)")
        }
    }
    do {
        // A route that declines odd numbers, one whose handler throws a URLRoutingError, and one
        // with a custom parse closure.
        try router.register("shop://decline/:n<Int>") { $0["n", as: Int.self].map { $0 % 2 == 0 } == true ? accept($0) : nil }
        try router.register("shop://decline/:s") { $0["s"]?.count == 3 ? nil : accept($0) }
        try router.register("shop://throw/:s") { match in
            _ = try match.value("s", as: Int.self)
            _ = try match.value("missing", as: String.self)
            return accept(match)
        }
        router.parameterTypes.register(Character.self, named: "Char") { $0.count == 1 ? $0.first : nil }
        handles.append(try router.register("shop://char/:c<Char>") { accept($0) })
    } catch {
        fail("the fixed table does not register: \(error)")
    }
    return (router, handles)
}

nonisolated(unsafe) let table = makeTable()
nonisolated(unsafe) let tight = makeTable(limits: URLRouterLimits(maxURLLength: 96, maxSegments: 5, maxQueryItems: 3, maxQueryNesting: 1))
nonisolated(unsafe) let empty = URLRouter<Routed>(universalLinkHosts: ["example.com"])

/// Runs `body`, which may only throw a `URLRoutingError`.
@discardableResult
func expectRoutingError<T>(_ what: @autoclosure () -> String, _ body: () throws -> T) -> T? {
    do {
        return try body()
    } catch let error as URLRoutingError {
        _ = error.description
        return nil
    } catch {
        fail("\(what()) threw \(type(of: error)): \(error)")
    }
}

/// Routes `url`: the output must agree with the candidates.
func route(_ url: String, in router: URLRouter<Routed>) {
    let routed = expectRoutingError("route(\(url.debugDescription))") { try router.route(url) }
    let candidates = expectRoutingError("candidates(for: \(url.debugDescription))") { try router.candidates(for: url) }
    if let routed {
        guard let candidates, candidates.contains(where: { $0.pattern.text == routed.pattern }) else {
            fail("route(\(url.debugDescription)) found \(routed.pattern), which is not among the candidates")
        }
    }
    if let foundation = URL(string: url) {
        let routedURL = expectRoutingError("route(URL(\(url.debugDescription)))") { try router.route(foundation) }
        // Foundation turns a malformed escape (`%ZZ`) into `%25ZZ`: the URL form must be refused
        // as the text is (for that reason or an earlier one: the rule is that no text is accepted
        // in one form and refused in the other). Compared only when that is all Foundation
        // changed: when it must escape another character of a component (`[`, non-ASCII), it
        // re-encodes that component's valid escapes too (`%5B` into `%255B`), which changes what
        // the URL means.
        if foundation.absoluteString == strayPercentsReencoded(url), refusesEscape(url, in: router), routedURL != nil {
            fail("route(\(url.debugDescription)) refuses an escape that route(URL) read as \(foundation.absoluteString.debugDescription) accepts")
        }
    }
}

/// `url` with every `%` not followed by two hex digits written `%25`, as Foundation writes it.
func strayPercentsReencoded(_ url: String) -> String {
    let bytes = Array(url.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    for (index, byte) in bytes.enumerated() {
        result.append(byte)
        let isHex = { (at: Int) in at < bytes.count && (bytes[at] as UInt8).isHexDigit }
        if byte == UInt8(ascii: "%"), !(isHex(index + 1) && isHex(index + 2)) { result += Array("25".utf8) }
    }
    return String(decoding: result, as: UTF8.self)
}

extension UInt8 {
    var isHexDigit: Bool {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }
}

/// Whether `router` refuses `url` for its percent-encoding.
func refusesEscape(_ url: String, in router: URLRouter<Routed>) -> Bool {
    do {
        _ = try router.candidates(for: url)
        return false
    } catch URLRoutingError.Code.invalidPercentEncoding {
        return true
    } catch {
        return false
    }
}

/// Builds the URL of `handle` from `parameters`; when one is built, it must lead back to the route
/// with the same parameters, unless it breaks the router's limits.
func reverse(_ handle: URLRouteHandle, parameters: [String: String], in router: URLRouter<Routed>) {
    guard let pattern = router.pattern(for: handle) else { fail("no pattern for \(handle)") }
    guard let url = expectRoutingError("url(for: \(pattern.text), parameters: \(parameters))", { try router.url(for: handle, parameters: parameters) })
    else { return }
    let candidates: [URLMatch]
    do {
        candidates = try router.candidates(for: url)
    } catch let error as URLRoutingError {
        switch error.code {
        case .urlTooLong, .tooManySegments, .tooManyQueryItems, .queryTooDeeplyNested: return
        default: fail("the URL \(url.debugDescription) built from \(pattern.text) with \(parameters) does not route: \(error)")
        }
    } catch {
        fail("candidates(for: \(url.debugDescription)) threw \(type(of: error)): \(error)")
    }
    guard let match = candidates.first(where: { $0.route == handle }) else {
        fail("the URL \(url.debugDescription) built from \(pattern.text) with \(parameters) does not match it")
    }
    for (name, text) in match.parameters {
        guard let given = parameters[name] else { fail("\(url.debugDescription) captured \(name), which was not given") }
        // A catch-all drops empty segments; the host of a custom scheme is written lower-cased.
        let isCatchAll = pattern.segments.contains { if case .catchAll(name) = $0 { true } else { false } }
        var pieces = isCatchAll ? given.split(separator: "/").map(String.init) : [given]
        let isHost = !pattern.isUniversalLink && !pattern.startsWithPath && {
            switch pattern.segments.first {
            case let .parameter(first?, _): first == name
            case let .catchAll(first): first == name
            default: false
            }
        }()
        if isHost, !pieces.isEmpty { pieces[0] = pieces[0].lowercased() }
        let expected = pieces.joined(separator: "/")
        guard text == expected else {
            fail("the URL \(url.debugDescription) built from \(pattern.text) captured \(name) = \(text.debugDescription), not \(expected.debugDescription)")
        }
    }
}

/// The parameters named by `pattern`, with values taken in turn from `values`; names past the
/// end of `values` are left out.
func parameters(for pattern: URLPattern, values: [Substring]) -> [String: String] {
    var result: [String: String] = [:]
    for (name, value) in zip(pattern.parameterNames, values) { result[name] = String(value) }
    return result
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)

    // The whole input as a URL.
    route(text, in: table.router)
    route(text, in: tight.router)
    route(text, in: empty)

    // The whole input as a pattern.
    expectRoutingError("URLPattern(\(text.debugDescription))") { try URLPattern(text) }

    // A pattern, then a URL and the values of reverse routing, after the first newline.
    let parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
    let patternText = String(parts[0])
    let rest = parts.count > 1 ? String(parts[1]) : ""
    let values = rest.split(separator: ",", omittingEmptySubsequences: false)

    var extended = table.router
    if let handle = expectRoutingError("register(\(patternText.debugDescription))", { try extended.register(patternText) { match in
        Routed(pattern: match.pattern.text, parameters: match.parameters)
    } }) {
        guard let pattern = extended.pattern(for: handle), pattern.text == patternText else { fail("the handle of \(patternText) has no pattern") }
        route(rest, in: extended)
        reverse(handle, parameters: parameters(for: pattern, values: values), in: extended)
    }
    var alone = empty
    if let handle = expectRoutingError("register(\(patternText.debugDescription)) alone", { try alone.register(patternText) { match in
        Routed(pattern: match.pattern.text, parameters: match.parameters)
    } }) {
        route(rest, in: alone)
        if let pattern = alone.pattern(for: handle) {
            reverse(handle, parameters: parameters(for: pattern, values: values), in: alone)
        }
    }

    // Reverse routing of the fixed table with fuzzed values: one route picked by the input's
    // length, so every route gets its turn without multiplying the work per input.
    let handles = table.handles
    let handle = handles[size % handles.count]
    if let pattern = table.router.pattern(for: handle) {
        reverse(handle, parameters: parameters(for: pattern, values: values.isEmpty ? text.split(separator: ",", omittingEmptySubsequences: false) : values),
                in: table.router)
    }
    return 0
}
