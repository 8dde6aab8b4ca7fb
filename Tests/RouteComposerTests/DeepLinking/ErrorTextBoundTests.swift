import Foundation
import Testing
@testable import RouteComposer

extension RouteComposerTests {
    /// Error descriptions stay short whatever the input, and the errors still carry all of it.
    @MainActor
    @Suite("Deep links: bounded error text")
    struct ErrorTextBoundTests {
        /// A table of `count` entries that each name an unregistered destination.
        private func problems(_ count: Int) throws -> DeepLinkError {
            let entries = (0..<count).map { #"{"pattern": "app://p\#($0)", "destination": "missing\#($0)"}"# }
            let json = Data(#"{"routes": [\#(entries.joined(separator: ",\n"))]}"#.utf8)
            return try #require(#expect(throws: DeepLinkError.self) { try RouteTable().install(json, into: DeepLinkRouter()) })
        }

        @Test("A table with 10,000 bad entries lists the first 50 problems and counts the rest; all are kept")
        func manyProblems() throws {
            let error = try problems(10_000)
            #expect(error.problems.count == 10_000)
            #expect(error.problems.last?.kind == .unknownDestination(name: "missing9999"))
            let lines = error.description.split(separator: "\n")
            #expect(lines.count == 1 + ValidationReport<RouteTableProblem>.describedProblemLimit + 1)
            #expect(lines.first == "route table has 10000 problems:")
            #expect(lines[50] == #"  50:41 routes[49].destination: no destination is registered as "missing49""#)
            #expect(lines.last == "  … and 9950 more problems")
            #expect(error.description.count < 100 * ValidationReport<RouteTableProblem>.describedProblemLimit)
        }

        @Test("Up to the limit every problem is listed; one more is counted in the singular")
        func aroundTheLimit() throws {
            let fifty = try problems(50)
            #expect(fifty.description.split(separator: "\n").count == 51)
            #expect(!fifty.description.contains("more problem"))
            let fiftyOne = try problems(51)
            #expect(fiftyOne.description.hasSuffix("\n  … and 1 more problem"))
        }

        @Test("A problem about a huge key, or a huge pattern, is described in a few hundred characters")
        func longPayloads() throws {
            let key = String(repeating: "k", count: 1 << 20)
            let json = Data(#"{"routes": [{"pattern": "app://a", "destination": "d", "\#(key)": 1}]}"#.utf8)
            let table = RouteTable()
            try table.register("d") { _ in nil }
            let error = try #require(#expect(throws: DeepLinkError.self) { try table.install(json, into: DeepLinkRouter()) })
            #expect(error.problems.map(\.kind) == [.unknownKey(key)])
            #expect(error.description.count < 1_000)

            let pattern = "app://a/" + String(repeating: "b", count: 1 << 20) + "/["
            let invalid = try #require(#expect(throws: URLRoutingError.self) { try URLPattern(pattern) })
            #expect(invalid == .invalidPattern(pattern: pattern, reason: "an optional group starts with \"/\""))
            #expect(invalid.description.count < 300)
            #expect(invalid.description.hasPrefix("invalid URL pattern \"app://a/bbb"))
        }
    }
}
