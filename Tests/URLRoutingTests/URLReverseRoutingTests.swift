import Foundation
import Testing
@testable import URLRouting

extension URLRoutingTests {
    /// Building URLs from parameters, and the round trip match → URL → match.
    @MainActor
    @Suite("URL patterns: reverse routing")
    struct URLReverseRoutingTests {
        @Test(
            "Round trips keep every captured value",
            arguments: [
                ("shop://product/:id<Int>[/reviews/:page<Int>]?ref=:ref?", "shop://product/42/reviews/3?ref=a%20b%2Fc%26d"),
                ("shop://product/:id<Int>[/reviews/:page<Int>]?ref=:ref?", "shop://product/42"),
                ("shop://images/:name", "shop://images/caf%C3%A9%2F%E6%97%A5%3F%23"),
                ("shop://files/*path", "shop://files/a/b%2Fc/d"),
                ("shop://wishlist?segment=collections&page=:page<Int>", "shop://wishlist?segment=collections&page=2"),
                ("app:///Settings/:section", "app:///Settings/privacy"),
                ("https://*/p/:id<UUID>", "https://www.example.com/p/E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
                ("https://shop.example.com/u/:name[/*rest]", "https://shop.example.com/u/%C3%A9t%C3%A9/x/y"),
            ])
        func roundTrip(pattern: String, url: String) throws {
            var router = URLRouter<URLMatch>(universalLinkHosts: ["www.example.com", "shop.example.com"])
            let handle = try router.register(pattern) { $0 }
            let first = try router.route(url)
            let built = try router.url(for: handle, parameters: first.parameters)
            let second = try router.route(built)
            #expect(second.parameters == first.parameters)
            #expect(second.route == handle)
            #expect(try router.url(for: handle, parameters: second.parameters) == built, "building is stable")
        }

        @Test("Building writes canonical URLs and checks values")
        func building() throws {
            let pattern = try URLPattern("shop://product/:id<Int>[/reviews[/:page<Int>]]?ref=:ref?&v=1")
            #expect(try pattern.url(parameters: ["id": "7"]) == "shop://product/7?v=1")
            #expect(try pattern.url(parameters: ["id": "7", "page": "2", "ref": "a b"]) == "shop://product/7/reviews/2?ref=a%20b&v=1")
            #expect(throws: URLRoutingError.missingParameter(name: "id", pattern: pattern.text)) { try pattern.url(parameters: [:]) }
            #expect(throws: URLRoutingError.invalidParameterValue(name: "id", value: "x", pattern: pattern.text)) {
                try pattern.url(parameters: ["id": "x"])
            }
            #expect(throws: URLRoutingError.self) { try pattern.url(parameters: ["id": "1", "ref": "a\u{0}b"]) }
            let text = try URLPattern("shop://t/:name")
            #expect(throws: URLRoutingError.self) { try text.url(parameters: ["name": ""]) }
            let anyHost = try URLPattern("https://*/x")
            #expect(throws: URLRoutingError.missingParameter(name: "host", pattern: "https://*/x")) { try anyHost.url(parameters: [:]) }
            #expect(try anyHost.url(parameters: [:], host: "A.com") == "https://a.com/x")
            var router = URLRouter<Int>()
            #expect(throws: URLRoutingError.noReverseRoute(destination: "route #3")) { try router.url(for: URLRouteHandle(index: 3), parameters: [:]) }
            let handle = try router.register("shop://x") { _ in 1 }
            #expect(router.pattern(for: handle)?.text == "shop://x")
        }

        @Test(
            "A value that matching would refuse once written is refused when building, so every built URL routes",
            arguments: [
                ("shop://t/:name", "name", "."),
                ("shop://t/:name", "name", ".."),
                ("https://shop.example.com/u/:name[/*rest]", "rest", "a/./b"),
                ("https://shop.example.com/u/:name[/*rest]", "rest", "a/.."),
                ("shop://t/:name", "name", "a\u{202E}b"),
                ("shop://t?q=:q", "q", "\u{200F}"),
            ])
        func refusedValues(pattern text: String, name: String, value: String) throws {
            let pattern = try URLPattern(text)
            var parameters = [name: value]
            if name == "rest" { parameters["name"] = "n" }
            #expect(throws: URLRoutingError.invalidParameterValue(name: name, value: URLRoutingError.excerpt(value), pattern: text)) {
                try pattern.url(parameters: parameters)
            }
        }

        @Test("Dots inside a longer segment, or as a query value, are ordinary text when building")
        func dotsAsText() throws {
            #expect(try URLPattern("shop://t/:name?q=:q").url(parameters: ["name": "..a", "q": ".."]) == "shop://t/..a?q=..")
            #expect(try URLPattern("shop://files/*path").url(parameters: ["path": "a/.b/c.."]) == "shop://files/a/.b/c..")
        }
    }
}
