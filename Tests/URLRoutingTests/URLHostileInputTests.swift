import Foundation
import Testing
@testable import URLRouting
import URLRoutingTestSupport

extension URLRoutingTests {
    /// URLs built to hurt: each gets a typed error from a bounded amount of work, and nothing traps.
    @MainActor
    @Suite("URL patterns: hostile input")
    struct URLHostileInputTests {
        private func router(limits: URLRouterLimits = .default) throws -> URLRouter<String> {
            try namingRouter(["app://a/:x", "app://files/*rest", "app://q?k=:v?"], hosts: ["example.com"], limits: limits)
        }

        /// Counts calls from any thread, for parse closures, which must be `@Sendable`.
        private final class CallCounter: @unchecked Sendable {
            private let lock = NSLock()
            private var storedCount = 0
            var count: Int { lock.withLock { storedCount } }
            func increment() { lock.withLock { storedCount += 1 } }
        }

        @Test("URLs over the size limit are refused before any other check, even huge ones")
        func tooLong() throws {
            let router = try router()
            // Every later check would refuse this too: a NUL first, then a bad scheme, a bad escape
            // and five million segments. Only a length check that runs first reports the length.
            let huge = "\u{0}app://a/%zz" + String(repeating: "/x", count: 5_000_000)
            #expect(throws: URLRoutingError.urlTooLong(length: huge.utf8.count, limit: 8 * 1024)) { try router.route(huge) }
            let roomy = try self.router(limits: URLRouterLimits(maxURLLength: 1 << 24))
            #expect(throws: URLRoutingError.controlCharacter(offset: 0)) { try roomy.route(huge) }
            let small = try self.router(limits: URLRouterLimits(maxURLLength: 10))
            #expect(throws: URLRoutingError.urlTooLong(length: 11, limit: 10)) { try small.route("app://a/bcd") }
            #expect(try small.route("app://a/bc") == "app://a/:x")
        }

        @Test("Thousands of segments stop at the segment limit")
        func tooManySegments() throws {
            let router = try router(limits: URLRouterLimits(maxURLLength: 1 << 24))
            let deep = "app://files/" + Array(repeating: "s", count: 100_000).joined(separator: "/")
            #expect(throws: URLRoutingError.tooManySegments(limit: 64)) { try router.route(deep) }
            let slashes = "app://files/" + String(repeating: "/", count: 1_000_000) + "x"
            #expect(try router.route(slashes) == "app://files/*rest", "empty segments do not count")
            let atLimit = "app://files/" + Array(repeating: "s", count: 63).joined(separator: "/")
            #expect(try router.route(atLimit) == "app://files/*rest")
            #expect(throws: URLRoutingError.tooManySegments(limit: 64)) { try router.route(atLimit + "/s") }
        }

        @Test(
            "Invalid percent-encoding is refused with the component's offset",
            arguments: [
                ("app://a/%", 8), ("app://a/%4", 8), ("app://a/%zz", 8), ("app://a/ok%G1", 8), ("app://a/%C3%28", 8),
                ("app://a/%FF", 8), ("app://a/%ED%A0%80", 8), ("app://q?k=%E2%82", 10), ("app://q?%=1", 8), ("app://%zz/x", 6),
            ])
        func invalidPercentEncoding(url: String, offset: Int) throws {
            #expect(throws: URLRoutingError.invalidPercentEncoding(offset: offset)) { try router().route(url) }
        }

        @Test(
            "NUL and control characters, raw or encoded, are refused with their offset",
            arguments: [
                ("app://a/x\u{0}y", 9), ("app://a/%00", 8), ("app://a/x%0A", 9), ("app://a/\u{7F}", 8), ("app://a/%7f", 8),
                ("app://a/\u{85}", 8), ("app://a/%C2%85", 8), ("app://q?k=%0D", 10), ("\u{1B}app://a/x", 0), ("app://a/x#\u{0}", 10),
            ])
        func controlCharacters(url: String, offset: Int) throws {
            #expect(throws: URLRoutingError.controlCharacter(offset: offset)) { try router().route(url) }
        }

        @Test("Too many query items, and deeply nested query keys, are refused")
        func queries() throws {
            let router = try router()
            let many = "app://q?" + (0..<100_000).map { "k\($0)=v" }.joined(separator: "&")
            let limited = try self.router(limits: URLRouterLimits(maxURLLength: 1 << 24))
            #expect(throws: URLRoutingError.tooManyQueryItems(limit: 64)) { try limited.route(many) }
            #expect(try router.route("app://q?" + (0..<64).map { "k\($0)=v" }.joined(separator: "&")) == "app://q?k=:v?")
            #expect(throws: URLRoutingError.queryTooDeeplyNested(depth: 5, limit: 4)) {
                try router.route("app://q?a" + String(repeating: "[b]", count: 1000) + "=1")
            }
            #expect(throws: URLRoutingError.queryTooDeeplyNested(depth: 5, limit: 4)) {
                try router.route("app://q?a" + String(repeating: "%5B", count: 5) + "=1")
            }
            #expect(try router.route("app://q?a[b][c][d][e]=1") == "app://q?k=:v?")
            #expect(try router.route("app://q?&&&k=1&&") == "app://q?k=:v?")
        }

        @Test(
            "Malformed URLs get typed errors",
            arguments: [
                "", "app", "://a", "1app://a", "a pp://a", "app:a", "app:/a", "https://", "https://[::1/x", "app://host:port/x",
            ])
        func malformed(url: String) throws {
            #expect(throws: URLRoutingError.self) { try router().route(url) }
        }

        @Test("Adversarial route tables and URLs cost one parse per typed node: no exponential backtracking")
        func noBlowUp() throws {
            var router = URLRouter<String>(limits: URLRouterLimits(maxSegments: 64))
            let parses = CallCounter()
            router.parameterTypes.register(Int.self, named: "Counted") { text in
                parses.increment()
                return Int(text)
            }
            // Every level offers literal, typed, untyped branches; the URL fails only at the very end.
            for depth in 1...30 {
                let prefix = (0..<(depth - 1)).map { ":p\($0)<Counted>" }
                try router.register("app://" + (prefix + ["end\(depth)"]).joined(separator: "/")) { _ in "x" }
                let untyped = (0..<(depth - 1)).map { ":u\($0)" }
                try router.register("app://" + (untyped + ["fin\(depth)"]).joined(separator: "/")) { _ in "y" }
            }
            let url = "app://" + Array(repeating: "1", count: 40).joined(separator: "/")
            for _ in 0..<100 { expectNoRoute(url) { try router.route(url) } }
            // The typed patterns share one chain of 29 typed nodes; a search tries each at most
            // once, and so does the diagnostic pass that runs after it fails. Explaining the three
            // near misses walks each pattern once more: at most 29 parses each.
            #expect(parses.count <= 100 * 29 * (2 + 3))
        }

        @Test("Random byte soup never traps and always ends in a value or a typed error")
        func fuzz() throws {
            let router = try namingRouter(["app://a/:x<Int>", "app://a/*rest", "app://b[/:c]?d=:d?", "https://*/x/:y"], hosts: ["h.io"])
            var generator = SystemRandomNumberGenerator()
            let alphabet = Array("app://ab/h.io%:x?&=#[]*<>/%2F%C3%A9%00%zz\u{0}\u{7F}é日".unicodeScalars)
            for _ in 0..<5_000 {
                let length = Int.random(in: 0..<60, using: &generator)
                var scalars = String.UnicodeScalarView()
                for _ in 0..<length { scalars.append(alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]) }
                let prefix = ["app://", "https://h.io/", "", "app://a/", "app://b/"][Int.random(in: 0..<5, using: &generator)]
                do {
                    _ = try router.route(prefix + String(scalars))
                } catch is URLRoutingError {
                } catch {
                    Issue.record("unexpected error \(error)")
                }
            }
        }
    }
}
