import Foundation
import Testing
@testable import URLRouting
import URLRoutingTestSupport

extension URLRoutingTests {
    /// What a no-route error says about the routes that came closest.
    @MainActor
    @Suite("Deep links: near misses of a URL that matches no route")
    struct URLNearMissTests {
        private func nearMisses(_ url: String, _ patterns: [String], hosts: [String] = []) throws -> [URLNearMiss] {
            let router = try namingRouter(patterns, hosts: hosts)
            return expectNoRoute(url) { try router.route(url) }
        }

        @Test("A typed parameter that does not parse names the segment, its text and the type")
        func parameterType() throws {
            let misses = try nearMisses("shop://product/abc", ["shop://product/:id<Int>", "shop://products"])
            #expect(
                misses == [
                    URLNearMiss(
                        pattern: "shop://product/:id<Int>", route: URLRouteHandle(index: 0), reason: .parameterType,
                        segmentIndex: 2, segment: "abc", expected: "Int", detail: #"segment 2 "abc" is not an Int"#),
                    URLNearMiss(
                        pattern: "shop://products", route: URLRouteHandle(index: 1), reason: .literalMismatch,
                        segmentIndex: 1, segment: "product", expected: "products", detail: #"segment 1 "product" is not "products""#),
                ])
        }

        @Test("The description lists the near misses after the URL")
        func description() throws {
            let router = try namingRouter(["shop://product/:id<Int>", "shop://products"])
            let error = #expect(throws: URLRoutingError.self) { try router.route("shop://product/abc") }
            #expect(
                error?.description
                    == #"no route for "shop://product/abc"; closest: shop://product/:id<Int> — segment 2 "abc" is not an Int; shop://products — segment 1 "product" is not "products""#
            )
            let empty = URLRouter<String>()
            #expect(#expect(throws: URLRoutingError.self) { try empty.route("shop://x") }?.description == #"no route for "shop://x""#)
        }

        @Test("A host outside the allow-list is named once in the description, however many routes it failed")
        func hostOnce() throws {
            let router = try namingRouter(
                ["https://shop.example.com/", "https://shop.example.com/cart", "https://shop.example.com/p/:id"],
                hosts: ["shop.example.com"])
            let error = #expect(throws: URLRoutingError.self) { try router.route("https://evil.com/p/1") }
            #expect(error?.description == #"no route for "https://evil.com/p/1": the host "evil.com" is not in the universal-link allow-list"#)
        }

        @Test("A universal link to a host outside the allow-list, and a scheme that differs")
        func hostAndScheme() throws {
            let patterns = ["https://shop.example.com/p/:id", "shop://home"]
            let host = try nearMisses("https://evil.com/p/1", patterns, hosts: ["shop.example.com"])
            #expect(host.map(\.reason) == [.hostNotAllowed])
            #expect(host.first?.segmentIndex == 1)
            #expect(host.first?.segment == "evil.com")
            #expect(host.first?.detail == #"the host "evil.com" is not in the universal-link allow-list"#)
            let scheme = try nearMisses("http://shop.example.com/p/1", patterns, hosts: ["shop.example.com"])
            #expect(scheme.map(\.reason) == [.schemeMismatch, .schemeMismatch])
            #expect(scheme.first?.segmentIndex == 0)
            #expect(scheme.first?.expected == "https")
            #expect(scheme.first?.detail == #"the scheme is "http", not "https""#)
        }

        @Test("Too few and too many segments point at the first missing or extra one")
        func segmentCounts() throws {
            let few = try nearMisses("shop://product", ["shop://product/:id<Int>"])
            #expect(few.map(\.reason) == [.tooFewSegments])
            #expect(few.first?.segmentIndex == 2)
            #expect(few.first?.segment == nil)
            let many = try nearMisses("shop://cart/extra/more", ["shop://cart"])
            #expect(many.map(\.reason) == [.tooManySegments])
            #expect(many.first?.segmentIndex == 2)
            #expect(many.first?.detail == #"segment 2 "extra" is past the end of the pattern"#)
        }

        @Test("A missing required query item, a query value of the wrong type, a literal value that differs")
        func queryItems() throws {
            let patterns = ["shop://search?q=:q", "shop://list?page=:page<Int>", "shop://tab?kind=new"]
            let missing = try nearMisses("shop://search?x=1", patterns)
            #expect(missing.first?.reason == .missingQueryItem)
            #expect(missing.first?.expected == "q")
            #expect(missing.first?.segmentIndex == nil)
            let typed = try nearMisses("shop://list?page=two", patterns)
            #expect(typed.first?.reason == .invalidQueryValue)
            #expect(typed.first?.detail == #"the query item "page" is "two", not an Int"#)
            let literal = try nearMisses("shop://tab?kind=old", patterns)
            #expect(literal.first?.reason == .invalidQueryValue)
            #expect(literal.first?.segment == "old")
        }

        @Test("A route whose handler declines is a near miss that says so")
        func declined() throws {
            var router = URLRouter<String>()
            try router.register("shop://home") { _ in nil }
            let misses = expectNoRoute("shop://home") { try router.route("shop://home") }
            #expect(misses.map(\.reason) == [.declined])
        }

        @Test("Closest: most segments matched, then the whole path, then registration order; at most three")
        func ordering() throws {
            let misses = try nearMisses(
                "app://a/b/c",
                [
                    "app://a/x", "app://z", "app://a/b/c/d", "app://a/b/c?k=:k", "app://a/b/y", "app://a/:p/y",
                ])
            #expect(misses.map(\.pattern) == ["app://a/b/c?k=:k", "app://a/b/c/d", "app://a/b/y"])
            #expect(misses.map(\.reason) == [.missingQueryItem, .tooFewSegments, .literalMismatch])
        }

        @Test("A URL that matches runs no diagnostic pass; one that fails runs exactly one")
        func noDiagnosticsOnMatch() throws {
            let router = try namingRouter(["shop://product/:id<Int>", "shop://home"])
            let probe = URLDiagnosticProbe()
            try URLDiagnosticProbe.$current.withValue(probe) { () throws -> Void in
                for _ in 0..<100 { #expect(try router.route("shop://product/42") == "shop://product/:id<Int>") }
                #expect(try router.candidates(for: "shop://nothing").isEmpty)
                #expect(probe.passes == 0)
                expectNoRoute("shop://product/x") { try router.route("shop://product/x") }
                #expect(probe.passes == 1)
            }
        }

        @Test("A hostile URL and long patterns give a description of bounded length")
        func boundedDescription() throws {
            let long = String(repeating: "x", count: 3_000)
            let patterns = (0..<5).map { "app://\(long)\($0)/:id<Int>/\(long)" }
            let router = try namingRouter(patterns, limits: URLRouterLimits(maxURLLength: 64 * 1024))
            let url = "app://\(long)0/\(String(repeating: "9", count: 20_000))z/\(long)"
            let error = #expect(throws: URLRoutingError.self) { try router.route(url) }
            guard let misses = error?.nearMisses, error?.code == .noMatchingRoute else {
                Issue.record("expected no route")
                return
            }
            #expect(misses.count == 3)
            #expect(misses.first?.reason == .parameterType)
            #expect((error?.description.count ?? .max) < 1_000)
        }

        /// 300 patterns of 20 parameters, typed or untyped by a fixed pseudo-random sequence:
        /// thousands of trie nodes, every one of them on a branch that `adversarialURL` matches.
        /// Every parse of the typed parameter is counted by `parses`.
        private func adversarialRouter(limits: URLRouterLimits = .default, parses: ParseCounter) throws -> URLRouter<String> {
            var router = URLRouter<String>(limits: limits)
            router.parameterTypes.register(Int.self, named: "Counted") { text in
                parses.increment()
                return Int(text)
            }
            var seed: UInt32 = 12_345
            for index in 0..<300 {
                let kinds = (0..<20).map { position -> String in
                    seed = seed &* 1_103_515_245 &+ 12_345
                    return (seed >> 16) & 1 == 0 ? ":p\(position)<Counted>" : ":u\(position)"
                }
                try router.register("app://w/" + kinds.joined(separator: "/") + "/end\(index)") { _ in "x" }
            }
            return router
        }

        private let adversarialURL = "app://w/" + Array(repeating: "1", count: 30).joined(separator: "/")

        @Test("The diagnostic pass visits a bounded number of nodes on an adversarial trie")
        func boundedPass() throws {
            let parses = ParseCounter()
            let router = try adversarialRouter(parses: parses)
            let budget = URLRouterLimits.default.maxDiagnosticNodes
            #expect(budget == 1_024, "the documented default")
            let start = parses.count
            #expect(try router.candidates(for: adversarialURL).isEmpty)
            let search = parses.count - start
            #expect(search > budget, "the trie must be larger than the budget")
            let probe = URLDiagnosticProbe()
            URLDiagnosticProbe.$current.withValue(probe) {
                expectNoRoute(adversarialURL) { try router.route(adversarialURL) }
            }
            let diagnostic = parses.count - start - 2 * search
            // One typed child per node: at most one parse per node visited.
            #expect(diagnostic <= budget)
            #expect(probe.nodesVisited == budget, "a trie larger than the budget uses all of it")
        }

        @Test("A smaller maxDiagnosticNodes bounds the diagnostic pass to that many nodes", arguments: [0, 1, 10, 100])
        func configuredBudget(budget: Int) throws {
            let parses = ParseCounter()
            let router = try adversarialRouter(limits: URLRouterLimits(maxDiagnosticNodes: budget), parses: parses)
            let start = parses.count
            _ = try router.candidates(for: adversarialURL)
            let search = parses.count - start
            let probe = URLDiagnosticProbe()
            let misses = URLDiagnosticProbe.$current.withValue(probe) {
                expectNoRoute(adversarialURL) { try router.route(adversarialURL) }
            }
            #expect(probe.passes == 1)
            #expect(probe.nodesVisited == budget)
            // At most one parse per node visited, plus the walk of each reported pattern (22
            // segments) that explains where it failed.
            #expect(parses.count - start - 2 * search <= budget + URLRouter<String>.nearMissLimit * 22)
            // Every node visited, the root included, holds the first routes through it, so any
            // budget above zero reports some; a budget of zero visits nothing.
            #expect(misses.isEmpty == (budget == 0))
        }

        @Test("A negative maxDiagnosticNodes skips the pass and still throws no-route")
        func negativeBudget() throws {
            var router = URLRouter<String>(limits: URLRouterLimits(maxDiagnosticNodes: -5))
            try router.register("shop://product/:id<Int>") { _ in "x" }
            let probe = URLDiagnosticProbe()
            let misses = URLDiagnosticProbe.$current.withValue(probe) {
                expectNoRoute("shop://product/x") { try router.route("shop://product/x") }
            }
            #expect(misses.isEmpty)
            #expect(probe.nodesVisited == 0)
        }

        private final class ParseCounter: @unchecked Sendable {
            private let lock = NSLock()
            private var stored = 0
            var count: Int { lock.withLock { stored } }
            func increment() { lock.withLock { stored += 1 } }
        }
    }
}
