import Foundation
import Testing
@testable import URLRouting
import URLRoutingTestSupport

extension URLRoutingTests {
    /// Matching walks the trie one URL segment per level; the segment limit bounds that depth, so
    /// the deepest URL the default limits accept matches on a secondary thread's 512 KiB stack.
    @Suite("URL matching on a small stack")
    struct URLMatchingStackTests {
        @Test("A URL at the default segment limit matches through backtracking on a 512 KiB stack")
        func deepestURLMatchesOnSmallStack() {
            let limit = URLRouterLimits.default.maxSegments
            let routed: String? =
                onSmallStack {
                    var router = URLRouter<String>()
                    // Untyped parameters everywhere, and a literal only at the very end of one pattern,
                    // so the search descends the whole depth twice before it finds the match.
                    let parameters = (0..<(limit - 1)).map { ":p\($0)" }
                    do {
                        try router.register("app://" + (parameters + ["miss"]).joined(separator: "/")) { _ in "miss" }
                        try router.register("app://" + (parameters + [":last<Int>"]).joined(separator: "/")) { _ in "typed" }
                        try router.register("app://" + (parameters + ["hit"]).joined(separator: "/")) { _ in "hit" }
                        let url = "app://" + ((0..<(limit - 1)).map { "s\($0)" } + ["hit"]).joined(separator: "/")
                        return try router.route(url)
                    } catch {
                        return "error: \(error)"
                    }
                } ?? nil
            #expect(routed == "hit")
        }

        @Test("One segment past the limit is refused with a typed error, not searched")
        func pastTheLimitIsRefused() throws {
            let limit = URLRouterLimits.default.maxSegments
            var router = URLRouter<String>()
            try router.register("app://*rest") { _ in "rest" }
            let url = "app://" + (0...limit).map { "s\($0)" }.joined(separator: "/")
            #expect(throws: URLRoutingError.self) { try router.route(url) }
        }
    }
}
