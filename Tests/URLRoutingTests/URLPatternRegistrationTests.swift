import Foundation
import Testing
@testable import URLRouting
import URLRoutingTestSupport

extension URLRoutingTests {
    /// Registering huge patterns: linear work, and no pattern accepted that no URL could reach.
    /// Registration times are measured in Benchmarks/URLMatching, not asserted here.
    @MainActor
    @Suite("URL patterns: registration of long patterns")
    struct URLPatternRegistrationTests {
        /// `app://a` followed by `count` optional groups `[/s]`.
        private func groups(_ count: Int) -> String {
            "app://a" + String(repeating: "[/s]", count: count)
        }

        @Test("A pattern with 100,000 optional groups registers and matches when the limits allow it")
        func manyOptionalGroups() throws {
            // The trie used to look every depth up in the array of ends, which made this
            // quadratic (10^10 comparisons here); it is now a single pass.
            let count = 100_000
            let limits = URLRouterLimits(maxURLLength: 1 << 22, maxSegments: count + 1)
            var router = try namingRouter([], limits: limits)
            try router.register(groups(count)) { _ in "groups" }
            #expect(router.patterns.first?.ends.count == count + 1)
            #expect(try router.route("app://a") == "groups")
            #expect(try router.route("app://a/s/s/s") == "groups")
            // Matching descends one level of the trie per segment, so the URL stays far shorter.
            let deep = "app://a/" + Array(repeating: "s", count: 1_000).joined(separator: "/")
            #expect(try router.route(deep) == "groups")
            expectNoRoute(URLRoutingError.excerpt(deep + "/t")) {
                try router.route(deep + "/t")
            }
        }

        @Test("With the default limits, the same pattern is refused at once, naming its count and the limit")
        func manyOptionalGroupsOverTheLimit() throws {
            var router = try namingRouter([])
            let pattern = groups(100_000)
            #expect(throws: URLRoutingError.tooManyPatternSegments(pattern: URLRoutingError.excerpt(pattern), count: 100_001, limit: 64)) {
                try router.register(pattern) { _ in "groups" }
            }
            #expect(router.patterns.isEmpty)
        }

        @Test("A pattern may have as many segments as a URL, optional ones included, and no more")
        func segmentLimit() throws {
            let limits = URLRouterLimits(maxSegments: 5)
            var router = try namingRouter([], hosts: ["example.com"], limits: limits)
            try router.register("app://a/b/c/d/e") { _ in "five" }
            try router.register("app://x[/b][/c][/d][/e]") { _ in "optional five" }
            try router.register("https://example.com/b/c/d/*rest") { _ in "catch-all" }
            #expect(try router.route("app://a/b/c/d/e") == "five")
            #expect(try router.route("app://x/b/c/d/e") == "optional five")
            #expect(try router.route("https://example.com/b/c/d/e") == "catch-all")

            let refused = [
                ("app://a/b/c/d/e/f", 6),
                ("app://x[/b][/c][/d][/e][/f]", 6),
                ("app://x[/b[/c[/d[/e[/f]]]]]", 6),
                ("https://example.com/b/c/d/e/*rest", 6),
                ("https://*/b/c/d/e/f/g", 7),
            ]
            for (pattern, count) in refused {
                #expect(throws: URLRoutingError.tooManyPatternSegments(pattern: pattern, count: count, limit: 5)) {
                    try router.register(pattern) { _ in pattern }
                }
            }
            #expect(router.patterns.count == 3)
            let error = URLRoutingError.tooManyPatternSegments(pattern: "app://a/b/c/d/e/f", count: 6, limit: 5)
            #expect(error.description == "URL pattern \"app://a/b/c/d/e/f\" has 6 segments, more than the 5 a URL may have")
        }

        @Test("A query with thousands of items registers, and a repeated key is still refused")
        func manyQueryItems() throws {
            var router = try namingRouter([])
            let items = (0..<20_000).map { "k\($0)=:p\($0)?" }
            try router.register("app://q?" + items.joined(separator: "&")) { _ in "query" }
            #expect(try router.route("app://q?k19999=z") == "query")
            #expect(throws: URLRoutingError.invalidPattern(pattern: "app://r?a=1&b=2&a=3", reason: "query key \"a\" appears twice")) {
                try router.register("app://r?a=1&b=2&a=3") { _ in "repeated" }
            }
        }

        @Test("A pattern with a dot segment is refused: links with one are refused, so none could reach it", arguments: [".", ".."])
        func dotSegmentPattern(dot: String) throws {
            var router = try namingRouter([])
            let pattern = "app://files/\(dot)/docs"
            #expect(
                throws: URLRoutingError.invalidPattern(
                    pattern: pattern, reason: "the dot segment \"\(dot)\" can never match: links with one are refused")
            ) {
                try router.register(pattern) { _ in "dot" }
            }
        }
    }
}
