import Foundation
import Testing
@testable import RouteComposer

extension RouteComposerTests {
    /// A rough check that matching cost does not grow with the number of routes.
    @MainActor
    @Suite("URL patterns: latency")
    struct URLRoutingLatencyTests {
        /// A table of `count` routes mixing literals, typed and untyped parameters, catch-alls and queries.
        private func table(_ count: Int) throws -> URLRouter<Int> {
            var router = URLRouter<Int>(universalLinkHosts: ["example.com"])
            for index in 0..<count {
                let pattern = switch index % 4 {
                case 0: "app://api/v1/resource\(index)/:id<Int>/detail"
                case 1: "app://api/v1/resource\(index)/:slug[/edit]"
                case 2: "https://example.com/r\(index)/:id<UUID>?page=:page<Int>?"
                default: "app://files\(index)/*path"
                }
                try router.register(pattern) { _ in index }
            }
            return router
        }

        /// Nanoseconds per `route` call for the URLs, averaged over `rounds`.
        private func nanosecondsPerMatch(_ router: URLRouter<Int>, _ urls: [String], rounds: Int) throws -> Double {
            var sink = 0
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<rounds {
                for url in urls { sink &+= try router.route(url) }
            }
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            #expect(sink != 0)
            return Double(elapsed) / Double(rounds * urls.count)
        }

        @Test("Match latency stays flat from 1,000 to 10,000 routes")
        func flatLatency() throws {
            var perMatch: [Int: Double] = [:]
            for count in [1_000, 10_000] {
                let router = try table(count)
                let urls = [
                    "app://api/v1/resource\(count - 4)/42/detail",
                    "app://api/v1/resource\(count - 3)/some-slug/edit",
                    "https://example.com/r\(count - 2)/E621E1F8-C36C-495A-93FC-0C247A3E6E5F?page=3",
                    "app://files\(count - 1)/a/b/c",
                ]
                #expect(try urls.map { try router.route($0) } == [count - 4, count - 3, count - 2, count - 1])
                _ = try nanosecondsPerMatch(router, urls, rounds: 200)
                perMatch[count] = try nanosecondsPerMatch(router, urls, rounds: 2_000)
            }
            let small = perMatch[1_000] ?? 0
            let large = perMatch[10_000] ?? 0
            print("URLRouter match latency: \(Int(small)) ns at 1,000 routes, \(Int(large)) ns at 10,000 routes")
            #expect(large < small * 3, "matching must not grow with the number of routes")
            #expect(large < 200_000, "a match takes far less than 0.2 ms, even unoptimised")
        }
    }
}
