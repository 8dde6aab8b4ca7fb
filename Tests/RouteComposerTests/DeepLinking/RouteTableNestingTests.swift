import Foundation
import Testing
@testable import RouteComposer
@testable import RouteComposerCore
@testable import RouteComposerDeepLinking
import URLRoutingTestSupport

extension RouteComposerTests {
    /// Route table files nested deeper than the limit are refused with a typed problem, and no
    /// depth, refused or accepted, costs the parser its stack.
    @MainActor
    @Suite("RouteTable: nesting limit")
    struct RouteTableNestingTests {
        private func problems(_ json: String, table: RouteTable = RouteTable()) -> [RouteTableProblem] {
            do {
                try table.install(Data(json.utf8), into: DeepLinkRouter())
                Issue.record("expected the table to be rejected")
                return []
            } catch {
                return error.problems
            }
        }

        /// A table whose ignored key `extra` holds `depth - 1` arrays, so the document nests `depth` levels.
        private func table(nesting depth: Int) -> String {
            #"{"routes": [], "extra": "# + nestedArrays(depth - 1) + "}"
        }

        @Test("A table nested 256 levels installs; one level more is a nestingTooDeep problem at the bracket past the limit")
        func limit() throws {
            try RouteTable().install(Data(table(nesting: 256).utf8), into: DeepLinkRouter())
            // The document's object is the first level, so the 256th "[" is the 257th level.
            #expect(
                problems(table(nesting: 257)) == [
                    RouteTableProblem(.nestingTooDeep(limit: 256), at: RouteTableLocation(path: "", line: 1, column: 25 + 255))
                ])
        }

        @Test("A table nested 100,000 levels gets the same single problem")
        func farTooDeep() throws {
            #expect(
                problems(table(nesting: 100_000)) == [
                    RouteTableProblem(.nestingTooDeep(limit: 256), at: RouteTableLocation(path: "", line: 1, column: 25 + 255))
                ])
            #expect(
                RouteTableProblem(.nestingTooDeep(limit: 256), at: RouteTableLocation(path: "", line: 1, column: 280)).description
                    == "1:280 (root): arrays and objects nest deeper than 256 levels")
        }

        @Test("The limit is the table's to set")
        func configurable() throws {
            let table = RouteTable()
            try table.register("cart") { _ in nil }
            table.maxNestingDepth = 3
            // The document, `routes` and the entry are three levels; `parameters` is a fourth.
            let json = #"{"routes": [{"pattern": "app://cart", "destination": "cart", "parameters": {}}]}"#
            #expect(
                problems(json, table: table) == [
                    RouteTableProblem(.nestingTooDeep(limit: 3), at: RouteTableLocation(path: "", line: 1, column: 76))
                ])
            table.maxNestingDepth = 4
            #expect(try table.install(Data(json.utf8), into: DeepLinkRouter()).count == 1)
        }

        @Test("On a 512 KiB stack, the parser reads 256 levels and refuses 100,000 with a typed error")
        func smallStack() throws {
            let accepted = try #require(
                onSmallStack { () -> Int? in
                    guard var value = try? PositionedJSON.parse(Data(nestedArrays(256, around: "7").utf8)) else { return nil }
                    var depth = 0
                    while case let .array(elements) = value.value, let first = elements.first {
                        depth += 1
                        value = first
                    }
                    guard case .number("7") = value.value else { return nil }
                    return depth
                })
            #expect(accepted == 256)

            let refused = onSmallStack { () -> PositionedJSON.ParseError? in
                do {
                    _ = try PositionedJSON.parse(Data(nestedArrays(100_000).utf8))
                    return nil
                } catch {
                    return error as? PositionedJSON.ParseError
                }
            }
            #expect(refused == .tooDeep(limit: 256, position: .init(line: 1, column: 257)))
        }

        @Test("Arrays and objects, empty or not, nest and close in any order, with positions and byte ranges")
        func mixedNesting() throws {
            let text = #"{"a": [{}, [], {"b": [1, {"c": null}]}], "d": {"e": []}}"#
            let document = try PositionedJSON.parse(Data(text.utf8), maxDepth: 5)
            guard case let .object(members) = document.value, case let .array(elements) = members[0].value.value else {
                Issue.record("expected an object holding an array")
                return
            }
            #expect(members.map(\.key) == ["a", "d"])
            #expect(elements.map(\.position.column) == [8, 12, 16])
            let bytes = Array(text.utf8)
            #expect(String(decoding: bytes[elements[2].bytes], as: UTF8.self) == #"{"b": [1, {"c": null}]}"#)
            #expect(String(decoding: bytes[members[1].value.bytes], as: UTF8.self) == #"{"e": []}"#)
            #expect(document.bytes == 0..<bytes.count)
            #expect(throws: PositionedJSON.ParseError.tooDeep(limit: 4, position: .init(line: 1, column: 26))) {
                try PositionedJSON.parse(Data(text.utf8), maxDepth: 4)
            }
        }
    }
}
