import Foundation
import Testing
@testable import URLRouting
import URLRoutingTestSupport

/// A string-backed enum used as a custom parameter type.
enum Tab: String, URLPatternParameter, Sendable {
    case favorites, collections
}

/// An integer-backed enum used as a custom parameter type.
enum Level: Int, URLPatternParameter, Sendable {
    case low = 1
    case high = 2
}

/// A struct that is `LosslessStringConvertible`, used as a custom parameter type.
struct Slug: LosslessStringConvertible, URLPatternParameter, Sendable, Equatable {
    let text: String
    init?(_ description: String) {
        guard !description.isEmpty, description.allSatisfy({ $0.isLowercase || $0 == "-" }) else { return nil }
        text = description
    }
    var description: String { text }
}

/// A router whose outputs name the pattern that matched, for precedence tests.
func namingRouter(
    _ patterns: [String], hosts: [String] = [], limits: URLRouterLimits = .default,
    configure: (inout URLParameterTypes) -> Void = { _ in }
) throws -> URLRouter<String> {
    var router = URLRouter<String>(universalLinkHosts: hosts, limits: limits)
    configure(&router.parameterTypes)
    for pattern in patterns {
        try router.register(pattern) { _ in pattern }
    }
    return router
}

extension URLRoutingTests {
    /// The pattern syntax and what each kind of segment and query item captures.
    @MainActor
    @Suite("URL patterns: syntax and captures")
    struct URLPatternMatchingTests {
        @Test("Literal segments match exactly; the custom scheme's host is the first segment")
        func literals() throws {
            let router = try namingRouter(["shop://home", "shop://product/list", "SHOP://Cart"])
            #expect(try router.route("shop://home") == "shop://home")
            #expect(try router.route("shop://product/list") == "shop://product/list")
            #expect(try router.route("Shop://HOME") == "shop://home", "scheme and host are case-insensitive")
            #expect(try router.route("shop://cart") == "SHOP://Cart")
            #expect(try router.route("shop://home/") == "shop://home", "a trailing slash is an empty segment")
            #expect(try router.route("shop:///home") == "shop://home", "an empty host starts the path")
            expectNoRoute("shop://product/LIST") { try router.route("shop://product/LIST") }
            expectNoRoute("other://home") { try router.route("other://home") }
            expectNoRoute("shop://product") { try router.route("shop://product") }
        }

        @Test("Untyped and typed parameters capture String, Int, UUID, Bool, Double values")
        func typedParameters() throws {
            var router = URLRouter<URLMatch>()
            try router.register("shop://a/:name/:count<Int>/:id<UUID>/:flag<Bool>/:ratio<Double>") { $0 }
            let uuid = UUID()
            let match = try router.route("shop://a/caf%C3%A9/42/\(uuid.uuidString.lowercased())/true/0.5")
            #expect(match["name"] == "café")
            #expect(match["name", as: String.self] == "café")
            #expect(match["count", as: Int.self] == 42)
            #expect(match["id", as: UUID.self] == uuid)
            #expect(match["flag", as: Bool.self] == true)
            #expect(match["ratio", as: Double.self] == 0.5)
            #expect(match["count"] == "42")
            #expect(match["missing"] == nil)
            #expect(match["name", as: Int.self] == nil)
            #expect(try match.value("count", as: Int.self) == 42)
            #expect(throws: URLRoutingError.invalidParameterValue(name: "name", value: "café", pattern: match.pattern.text)) {
                try match.value("name", as: Int.self)
            }
            #expect(throws: URLRoutingError.self) { try match.value("nope", as: Int.self) }
            #expect(match.pattern.parameterNames == ["name", "count", "id", "flag", "ratio"])
            #expect(throws: URLRoutingError.self) { try router.route("shop://a/x/forty/\(uuid.uuidString)/true/0.5") }
            #expect(throws: URLRoutingError.self) { try router.route("shop://a/x/1/not-a-uuid/true/0.5") }
        }

        @Test("Untyped captures read as any URLPatternParameter type on request")
        func untypedReadAsType() throws {
            var router = URLRouter<URLMatch>()
            try router.register("shop://product/:id") { $0 }
            let match = try router.route("shop://product/17")
            #expect(match["id", as: Int.self] == 17)
            #expect(match["id", as: Tab.self] == nil)
        }

        @Test("Custom RawRepresentable and LosslessStringConvertible types, with default and explicit names")
        func customTypes() throws {
            var router = URLRouter<URLMatch>()
            router.parameterTypes.register(Tab.self)
            router.parameterTypes.register(Level.self, named: "Level")
            router.parameterTypes.register(Slug.self)
            router.parameterTypes.register(Character.self, named: "Char", parse: { $0.count == 1 ? $0.first : nil })
            try router.register("shop://wishlist/:tab<Tab>") { $0 }
            try router.register("shop://level/:level<Level>") { $0 }
            try router.register("shop://post/:slug<Slug>") { $0 }
            try router.register("shop://letter/:c<Char>") { $0 }
            #expect(try router.route("shop://wishlist/collections")["tab", as: Tab.self] == .collections)
            #expect(throws: URLRoutingError.self) { try router.route("shop://wishlist/other") }
            #expect(try router.route("shop://level/2")["level", as: Level.self] == .high)
            #expect(throws: URLRoutingError.self) { try router.route("shop://level/3") }
            #expect(try router.route("shop://post/hello-world")["slug", as: Slug.self] == Slug("hello-world"))
            #expect(throws: URLRoutingError.self) { try router.route("shop://post/Hello") }
            #expect(try router.route("shop://letter/x")["c", as: Character.self] == "x")
            #expect(throws: URLRoutingError.unknownParameterType(pattern: "shop://x/:a<Nope>", type: "Nope")) {
                try router.register("shop://x/:a<Nope>") { $0 }
            }
        }

        @Test("Optional trailing groups, nested or in sequence")
        func optionalTails() throws {
            var router = URLRouter<URLMatch>()
            try router.register("shop://cities[/:id<Int>[/:tab]]") { $0 }
            try router.register("shop://product/:id[/reviews/:page<Int>]") { $0 }
            try router.register("shop://a[/b][/c]") { $0 }
            #expect(try router.route("shop://cities")["id"] == nil)
            #expect(try router.route("shop://cities/3")["id", as: Int.self] == 3)
            let both = try router.route("shop://cities/3/map")
            #expect(both["id", as: Int.self] == 3)
            #expect(both["tab"] == "map")
            #expect(try router.route("shop://product/9")["page"] == nil)
            #expect(try router.route("shop://product/9/reviews/2")["page", as: Int.self] == 2)
            #expect(throws: URLRoutingError.self) { try router.route("shop://product/9/reviews") }
            #expect(try router.route("shop://a").pattern.text == "shop://a[/b][/c]")
            #expect(try router.route("shop://a/b").pattern.text == "shop://a[/b][/c]")
            #expect(try router.route("shop://a/b/c").pattern.text == "shop://a[/b][/c]")
            #expect(throws: URLRoutingError.self) { try router.route("shop://a/c") }
        }

        @Test("A catch-all captures one or more remaining segments; in a group, zero or more")
        func catchAll() throws {
            var router = URLRouter<URLMatch>()
            try router.register("shop://files/*path") { $0 }
            try router.register("shop://docs[/*rest]") { $0 }
            let match = try router.route("shop://files/a/b%2Fc/d")
            #expect(match.segments("path") == ["a", "b/c", "d"])
            #expect(match["path"] == "a/b/c/d")
            #expect(throws: URLRoutingError.self) { try router.route("shop://files") }
            #expect(try router.route("shop://docs").segments("rest") == nil)
            #expect(try router.route("shop://docs/x/y").segments("rest") == ["x", "y"])
        }

        @Test("Query parameters: required, optional, typed, literal; unknown items ignored; first repeat wins")
        func query() throws {
            var router = URLRouter<URLMatch>()
            try router.register("shop://search?q=:query&page=:page<Int>?&sort=:sort?") { $0 }
            try router.register("shop://wishlist?segment=collections") { $0 }
            let match = try router.route("shop://search?sort=price&q=red%20shoes%26socks&page=2&utm=x&q=second")
            #expect(match["query"] == "red shoes&socks")
            #expect(match["page", as: Int.self] == 2)
            #expect(match["sort"] == "price")
            #expect(match.queryValue("utm") == "x")
            #expect(match.queryItems.count == 5)
            let minimal = try router.route("shop://search?q=a+b")
            #expect(minimal["query"] == "a+b", "+ is not a space in RFC 3986")
            #expect(minimal["page"] == nil)
            #expect(throws: URLRoutingError.self) { try router.route("shop://search") }
            #expect(throws: URLRoutingError.self) { try router.route("shop://search?q=x&page=two") }
            #expect(try router.route("shop://wishlist?segment=collections").pattern.text == "shop://wishlist?segment=collections")
            #expect(throws: URLRoutingError.self) { try router.route("shop://wishlist?segment=favorites") }
            #expect(throws: URLRoutingError.self) { try router.route("shop://wishlist") }
        }

        @Test("Percent-decoding per segment: %2F stays inside, UTF-8 decodes, fragments are ignored")
        func percentDecoding() throws {
            var router = URLRouter<URLMatch>()
            try router.register("shop://images/:name") { $0 }
            try router.register("shop://caf%C3%A9/:x") { $0 }
            #expect(try router.route("shop://images/a%2Fb")["name"] == "a/b")
            #expect(try router.route("shop://images/%E2%9C%93%20ok")["name"] == "✓ ok")
            #expect(try router.route("shop://images/%e2%9c%93")["name"] == "✓", "lower-case hex digits")
            #expect(try router.route("shop://images/x%3Fy%23z#fragment")["name"] == "x?y#z")
            #expect(try router.route("shop://café/1")["x"] == "1")
            #expect(try router.route("shop://caf%C3%A9/2")["x"] == "2")
            #expect(try router.route("shop://images/%E6%97%A5%E6%9C%AC")["name"] == "日本")
        }

        @Test("Universal links: https only, hosts from the allow-list, exact host beats any host")
        func universalLinks() throws {
            let router = try namingRouter(
                ["https://shop.example.com/p/:id", "https://*/p/:id", "https://*/help"],
                hosts: ["Shop.Example.com", "www.example.com"])
            #expect(try router.route("https://shop.example.com/p/1") == "https://shop.example.com/p/:id")
            #expect(try router.route("https://SHOP.example.com:443/p/1#top") == "https://shop.example.com/p/:id")
            #expect(try router.route("https://www.example.com/p/1") == "https://*/p/:id")
            expectNoRoute("https://evil.com/p/1") { try router.route("https://evil.com/p/1") }
            // User info is refused (URLReaderDisagreementTests), whichever side of the "@" the allowed host is.
            #expect(throws: URLRoutingError.self) { try router.route("https://www.example.com@evil.com/p/1") }
            #expect(throws: URLRoutingError.hostNotAllowed(host: "evil.com")) { try router.candidates(for: "https://evil.com/p/1") }
            #expect(throws: URLRoutingError.self) { try router.route("https:///p/1") }
            expectNoRoute("http://www.example.com/help") { try router.route("http://www.example.com/help") }
            #expect(throws: URLRoutingError.hostNotAllowed(host: "other.com")) { _ = try namingRouter(["https://other.com/x"], hosts: ["a.com"]) }
            #expect(throws: URLRoutingError.self) { _ = try namingRouter(["http://a.com/x"], hosts: ["a.com"]) }
        }

        @Test(
            "Malformed patterns are reported with the pattern",
            arguments: [
                "shop:/x", "no-scheme", "1shop://x", "shop://a/*rest/b", "shop://a[/b]c", "shop://a[b]", "shop://a]", "shop://a[/b",
                "shop://a/:", "shop://a/:b-c", "shop://a/:id<Int", "shop://a/:x/:x", "shop://a?q", "shop://a?=:x", "shop://a?q=:x&q=:y",
                "shop://a/:x?q=:x", "shop://a/:b?", "shop://a/%zz", "shop://a?q=", "https://a.com:80/x", "shop://a/%00",
            ])
        func malformedPatterns(pattern: String) {
            var router = URLRouter<String>(universalLinkHosts: ["a.com"])
            #expect(throws: URLRoutingError.self) { try router.register(pattern) { _ in "" } }
            #expect(router.patterns.isEmpty)
        }
    }
}
