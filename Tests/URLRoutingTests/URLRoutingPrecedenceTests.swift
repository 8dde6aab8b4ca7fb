import Foundation
import Testing
@testable import URLRouting
import URLRoutingTestSupport

extension URLRoutingTests {
    /// Which route wins, backtracking, declining, conflicts.
    @MainActor
    @Suite("URL patterns: precedence, backtracking, conflicts")
    struct URLRoutingPrecedenceTests {
        @Test("routing-kit's counter-example: /users/me/profile backtracks to /users/:id/profile")
        func backtracking() throws {
            let router = try namingRouter(["app://users/me/settings", "app://users/:id/profile"])
            #expect(try router.route("app://users/me/settings") == "app://users/me/settings")
            #expect(try router.route("app://users/me/profile") == "app://users/:id/profile")
            #expect(try router.route("app://users/42/profile") == "app://users/:id/profile")
        }

        @Test("Deep backtracking through literal, typed, untyped and catch-all branches")
        func deepBacktracking() throws {
            let router = try namingRouter(["app://a/b/c/x", "app://a/:n<Int>/c/y", "app://a/:s/c/z", "app://a/*rest"])
            #expect(try router.route("app://a/b/c/x") == "app://a/b/c/x")
            #expect(try router.route("app://a/1/c/y") == "app://a/:n<Int>/c/y")
            #expect(try router.route("app://a/b/c/z") == "app://a/:s/c/z")
            #expect(try router.route("app://a/1/c/z") == "app://a/:s/c/z")
            #expect(try router.route("app://a/b/c/w") == "app://a/*rest")
        }

        /// Every ordering of the four kinds gives the same winner: the order is by kind, not registration.
        @Test(
            "Precedence matrix: literal > typed > untyped > catch-all, whatever the registration order",
            arguments: [[0, 1, 2, 3], [3, 2, 1, 0], [2, 0, 3, 1], [1, 3, 0, 2], [3, 0, 2, 1], [2, 3, 1, 0]])
        func precedenceMatrix(order: [Int]) throws {
            let patterns = ["app://item/42", "app://item/:id<Int>", "app://item/:slug", "app://item/*rest"]
            let router = try namingRouter(order.map { patterns[$0] })
            #expect(try router.route("app://item/42") == patterns[0])
            #expect(try router.route("app://item/7") == patterns[1])
            #expect(try router.route("app://item/seven") == patterns[2])
            #expect(try router.route("app://item/seven/eight") == patterns[3])
            #expect(try router.candidates(for: "app://item/42").map(\.pattern.text) == patterns)
        }

        @Test("Typed parameters of different types are tried in registration order")
        func typedOrder() throws {
            let intFirst = try namingRouter(["app://v/:a<Int>", "app://v/:b<Double>"])
            let doubleFirst = try namingRouter(["app://v/:b<Double>", "app://v/:a<Int>"])
            #expect(try intFirst.route("app://v/3") == "app://v/:a<Int>")
            #expect(try doubleFirst.route("app://v/3") == "app://v/:b<Double>")
            #expect(try intFirst.route("app://v/3.5") == "app://v/:b<Double>")
        }

        @Test("Routes ending at the same node differ by query and are tried in registration order")
        func sameNodeOrder() throws {
            let router = try namingRouter(["app://search?q=:q", "app://search?tag=:t", "app://search"])
            #expect(try router.route("app://search?q=1&tag=2") == "app://search?q=:q")
            #expect(try router.route("app://search?tag=2") == "app://search?tag=:t")
            #expect(try router.route("app://search") == "app://search")
        }

        @Test("A handler that declines passes the URL to the next candidate; a throwing one stops the search")
        func declining() throws {
            struct Refused: Error, Equatable {}
            var router = URLRouter<String>()
            var offered: [String] = []
            try router.register("app://p/:id<Int>") { match in
                offered.append("typed")
                return match["id", as: Int.self]! > 100 ? nil : "typed"
            }
            try router.register("app://p/:id") { _ in
                offered.append("untyped")
                return "untyped"
            }
            try router.register("app://q/:id") { _ in throw Refused() }
            try router.register("app://q/*rest") { _ in "catch-all" }
            try router.register("app://none/:id") { _ in nil }
            #expect(try router.route("app://p/5") == "typed")
            #expect(try router.route("app://p/500") == "untyped")
            #expect(offered == ["typed", "typed", "untyped"])
            #expect(throws: Refused()) { try router.route("app://q/1") }
            expectNoRoute("app://none/1") { try router.route("app://none/1") }
        }

        @Test(
            "Patterns matching exactly the same URLs conflict, naming both; others do not",
            arguments: [
                ("app://a/:id", "app://a/:other"),
                ("app://a/:id<Int>", "app://a/:n<Int>"),
                ("app://a/:id<String>", "app://a/:id"),
                ("APP://A/b", "app://a/b"),
                ("app://a/%62", "app://a/b"),
                ("app://a[/b][/c]", "app://a[/b[/c]]"),
                ("app://a/*x", "app://a/*y"),
                ("app://a?p=:x<Int>&q=:y", "app://a?q=:z&p=:w<Int>"),
                ("app://a/b/", "app://a//b"),
                ("app://a/*x", "app://a/:p[/*x]"),
                ("app://a[/*x]", "app://a[/:p[/*x]]"),
                ("app://a/:p/*x", "app://a/:p/:q[/*x]"),
            ])
        func conflicts(first: String, second: String) throws {
            var router = URLRouter<Int>()
            try router.register(first) { _ in 1 }
            #expect(throws: URLRoutingError.conflictingPatterns(existing: first, new: second)) {
                try router.register(second) { _ in 2 }
            }
            #expect(router.patterns.map(\.text) == [first])
        }

        @Test(
            "Patterns that overlap but match different URL sets are not conflicts",
            arguments: [
                ("app://a/:id", "app://a/:id<Int>"),
                ("app://a", "app://a[/b]"),
                ("app://a/b", "app://a/B"),
                ("app://a/*x", "app://a[/*x]"),
                ("app://a/*x", "app://a/:p<Int>[/*x]"),
                ("app://a/*x", "app://a/:p/*x"),
                ("app://a?q=:x", "app://a?q=:x?"),
                ("app://a?q=:x", "app://a?q=:x<Int>"),
                ("app://a?q=1", "app://a?q=2"),
                ("app://a/:x", "other://a/:x"),
            ])
        func nonConflicts(first: String, second: String) throws {
            var router = URLRouter<Int>()
            try router.register(first) { _ in 1 }
            try router.register(second) { _ in 2 }
            #expect(router.patterns.count == 2)
        }

        @Test("Outcomes are identical across fresh routers: nothing depends on hashing")
        func determinism() throws {
            var patterns: [String] = []
            for index in 0..<200 {
                patterns.append("app://r\(index % 7)/:a<Int>/x\(index)")
                patterns.append("app://r\(index % 7)/:b/x\(index)")
            }
            let urls = (0..<200).flatMap { ["app://r\($0 % 7)/5/x\($0)", "app://r\($0 % 7)/five/x\($0)"] }
            let first = try namingRouter(patterns)
            let expected = try urls.map { try first.route($0) }
            #expect(expected == patterns)
            for _ in 0..<3 {
                let again = try namingRouter(patterns)
                #expect(try urls.map { try again.route($0) } == expected)
            }
        }
    }
}
