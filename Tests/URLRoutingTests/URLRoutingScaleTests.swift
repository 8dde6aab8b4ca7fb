import Testing
@testable import URLRouting

extension URLRoutingTests {
    /// Large route tables route correctly. Match latency is measured in Benchmarks/, not here:
    /// timings in unit tests fail on loaded machines without anything being wrong.
    @MainActor
    @Suite("URL patterns: large tables")
    struct URLRoutingScaleTests {
        /// A table of `count` routes mixing literals, typed and untyped parameters, catch-alls and queries.
        private func table(_ count: Int) throws -> URLRouter<Int> {
            var router = URLRouter<Int>(universalLinkHosts: ["example.com"])
            for index in 0..<count {
                let pattern =
                    switch index % 4 {
                    case 0: "app://api/v1/resource\(index)/:id<Int>/detail"
                    case 1: "app://api/v1/resource\(index)/:slug[/edit]"
                    case 2: "https://example.com/r\(index)/:id<UUID>?page=:page<Int>?"
                    default: "app://files\(index)/*path"
                    }
                try router.register(pattern) { _ in index }
            }
            return router
        }

        @Test("With 1,000 and 10,000 routes, the routes registered last are found, whatever their kind", arguments: [1_000, 10_000])
        func largeTablesRouteCorrectly(count: Int) throws {
            let router = try table(count)
            let urls = [
                "app://api/v1/resource\(count - 4)/42/detail",
                "app://api/v1/resource\(count - 3)/some-slug/edit",
                "https://example.com/r\(count - 2)/E621E1F8-C36C-495A-93FC-0C247A3E6E5F?page=3",
                "app://files\(count - 1)/a/b/c",
            ]
            #expect(try urls.map { try router.route($0) } == [count - 4, count - 3, count - 2, count - 1])
            #expect(throws: URLRoutingError.self) { try router.route("app://api/v1/resource\(count)/42/detail") }
        }
    }
}
