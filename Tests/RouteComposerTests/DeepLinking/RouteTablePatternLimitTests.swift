import Foundation
import Testing
@testable import RouteComposer
@testable import RouteComposerDeepLinking

extension RouteComposerTests {
    /// The URL router's pattern limits, as a route table reports them: the matcher's own tests
    /// live in URLRoutingTests, which cannot see route tables.
    @MainActor
    @Suite("URL patterns: limits in route tables")
    struct RouteTablePatternLimitTests {
        @Test("A route table reports a pattern over the segment limit as an invalid pattern")
        func segmentLimitInRouteTable() throws {
            let table = RouteTable()
            try table.register("d") { _ in nil }
            let pattern = "app://" + Array(repeating: "s", count: 65).joined(separator: "/")
            let json = Data(#"{"routes": [{"pattern": "\#(pattern)", "destination": "d"}]}"#.utf8)
            #expect(
                throws: DeepLinkError.invalidRouteTable(problems: [
                    RouteTableProblem(
                        .invalidPattern(.tooManyPatternSegments(pattern: pattern, count: 65, limit: 64)),
                        at: RouteTableLocation(path: "routes[0].pattern", line: 1, column: 25),
                        entry: RouteTableLocation(path: "routes[0]", line: 1, column: 13))
                ])
            ) {
                try table.makeRouter(from: json)
            }
        }
    }
}
