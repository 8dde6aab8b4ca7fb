import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
@testable import RouteComposerDeepLinking
import URLRoutingTestSupport
import HeadlessUIKit

extension RouteComposerTests {
    /// Route tables loaded from JSON, checked against destinations registered in code.
    @MainActor
    @Suite("RouteTable: declarative deep links")
    struct RouteTableTests {
        let runtime = HeadlessRuntime.shared

        /// `product` needs an `Int` id; `tabbed` an `Int` id and a `String` tab; `search` a query
        /// and reads an optional page; `files` a catch-all; `cart` nothing.
        private func table(_ steps: DeepLinkTestSteps) throws -> RouteTable {
            let table = RouteTable()
            try table.register(
                "product", destination: steps.product, requiring: ["id": Int.self],
                context: { String(try $0.value("id", as: Int.self)) },
                parameters: { Int($0).map { ["id": String($0)] } })
            try table.register(
                "tabbed", destination: steps.product, requiring: ["id": Int.self, "tab": String.self],
                context: { "\(try $0.value("id", as: Int.self))/\(try $0.value("tab", as: String.self))" })
            try table.register(
                "search", destination: steps.product, requiring: ["q": String.self],
                context: { "search:\(try $0.value("q", as: String.self)):\($0["page", as: Int.self] ?? 1)" })
            try table.register(
                "files", destination: steps.product, requiring: ["path": [String].self],
                context: { $0.segments("path")?.joined(separator: ",") })
            try table.register("cart", destination: steps.list)
            return table
        }

        private func problems(_ json: String, table: RouteTable, links: DeepLinkRouter = DeepLinkRouter()) -> [RouteTableProblem] {
            do {
                try table.install(Data(json.utf8), into: links)
                Issue.record("expected the table to be rejected")
                return []
            } catch {
                return error.problems
            }
        }

        private static let shopTable = """
            {
              "version": 1,
              "routes": [
                {
                  "pattern": "shop://product/:id<Int>",
                  "destination": "product",
                  "description": "product page"
                },
                { "pattern": "https://shop.example.com/p/:id", "destination": "product", "parameters": { "id": "Int" } },
                { "pattern": "shop://search?q=:q&page=:page?", "destination": "search", "parameters": { "page": "Int", "q": "String" } },
                { "pattern": "shop://files/*path", "destination": "files" },
                { "pattern": "shop://cart", "destination": "cart" }
              ]
            }
            """

        // MARK: Loading

        @Test("A valid table installs its routes in file order; parameters types an untyped parameter inline")
        func happyPath() throws {
            let table = try table(DeepLinkTestSteps(window: UIWindow()))
            let links = try table.makeRouter(from: Data(Self.shopTable.utf8), universalLinkHosts: ["shop.example.com"])
            #expect(
                links.urls.patterns.map(\.text) == [
                    "shop://product/:id<Int>", "https://shop.example.com/p/:id<Int>", "shop://search?q=:q&page=:page<Int>?",
                    "shop://files/*path", "shop://cart",
                ])
            #expect(try links.destination(for: "shop://product/7").context as? String == "7")
            #expect(try links.destination(for: "https://shop.example.com/p/12").context as? String == "12")
            // The type from "parameters" decides matching, as if written inline.
            let nearMisses = expectNoRoute("https://shop.example.com/p/twelve") {
                try links.destination(for: "https://shop.example.com/p/twelve")
            }
            #expect(nearMisses.first?.pattern == "https://shop.example.com/p/:id<Int>")
            #expect(nearMisses.first?.detail == #"segment 3 "twelve" is not an Int"#)
            #expect(try links.destination(for: "shop://search?q=shoes&page=3").context as? String == "search:shoes:3")
            #expect(try links.destination(for: "shop://search?q=shoes").context as? String == "search:shoes:1")
            #expect(throws: URLRoutingError.self) { try links.destination(for: "shop://search?q=shoes&page=three") }
            #expect(try links.destination(for: "shop://files/a/b/c").context as? String == "a,b,c")
            #expect(try links.url(for: Destination(to: DeepLinkTestSteps(window: UIWindow()).product, with: "5")).absoluteString == "shop://product/5")
            #expect(table.destinationNames == ["product", "tabbed", "search", "files", "cart"])
        }

        @Test("A table-driven deep link navigates end to end through the headless model")
        func navigate() async throws {
            let (window, _, navigation, list) = await runtime.showTabsWithList()
            let links = DeepLinkRouter(universalLinkHosts: ["shop.example.com"])
            let handles = try table(DeepLinkTestSteps(window: window)).install(Data(Self.shopTable.utf8), into: links)
            #expect(handles.map(\.index) == [0, 1, 2, 3, 4])

            try await DefaultRouter().navigate(to: URL(string: "https://shop.example.com/p/42")!, using: links, animated: false)
            #expect(navigation.viewControllers.count == 2)
            #expect((navigation.topViewController as? ProductViewController)?.productID == "42")

            try await DefaultRouter().navigate(to: URL(string: "shop://cart")!, using: links, animated: false)
            #expect(navigation.topViewController === list)
            await runtime.waitUntilIdle()
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("A table from a file URL installs; a missing file is reported as unreadable")
        func fileURL() throws {
            let table = try table(DeepLinkTestSteps(window: UIWindow()))
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("RouteTableTests-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let file = directory.appendingPathComponent("routes.json")
            try Data(#"{"routes": [{"pattern": "shop://cart", "destination": "cart"}]}"#.utf8).write(to: file)

            let links = DeepLinkRouter()
            try table.install(contentsOf: file, into: links)
            #expect(links.urls.patterns.map(\.text) == ["shop://cart"])

            let missing = #expect(throws: DeepLinkError.self) {
                try table.install(contentsOf: directory.appendingPathComponent("absent.json"), into: DeepLinkRouter())
            }
            #expect(missing?.problems.count == 1)
            guard missing?.problems.first?.code == .unreadable else {
                Issue.record("expected unreadable")
                return
            }
            #expect(missing?.problems.first?.location == RouteTableLocation(path: "", line: 1, column: 1))
        }

        @Test("Registering a destination name twice throws and keeps the first")
        func duplicateDestination() throws {
            let steps = DeepLinkTestSteps(window: UIWindow())
            let table = try table(steps)
            #expect(throws: DeepLinkError.duplicateDestination("cart")) { try table.register("cart", destination: steps.list) }
            #expect(throws: DeepLinkError.duplicateDestination("product")) {
                try table.register("product", to: { _ in nil })
            }
            #expect(table.destinationNames.filter { $0 == "cart" }.count == 1)
        }

        // MARK: Validation

        @Test("Every problem of a table is reported at once, in file order, with line, column and path")
        func manyProblems() throws {
            let json = """
                {
                  "routes": [
                    { "pattern": "shop://product/:id<Int>", "destination": "product" },
                    { "pattern": "shop://product/:pid<Int>", "destination": "product" },
                    { "pattern": "shop://basket", "destination": "basket" },
                    { "pattern": "shop://p/:id", "destination": "product" },
                    { "pattern": "shop://q/:id", "destination": "product", "parameters": { "id": "Integer" } },
                    { "pattern": "shop://r/:slug", "destination": "product", "parameters": { "id": "Int" } },
                    { "pattern": "shop://s/:id<Int>[/:tab]", "destination": "tabbed" },
                    { "pattern": "shop://t/:id<", "destination": "product" },
                    { "destinaton": "product",
                      "pattern": "shop://u/:id<Int>" },
                    "shop://v",
                    {
                      "pattern": "shop://w/:id<Int>",
                      "destination": "product",
                      "parameters": { "id": "Double" },
                      "pattern": "shop://x"
                    },
                    { "pattern": "shop://cart", "destination": "cart" }
                  ]
                }
                """
            let steps = DeepLinkTestSteps(window: UIWindow())
            let links = DeepLinkRouter()
            try links.register("shop://cart", destination: steps.list)
            let found = problems(json, table: try table(steps), links: links)

            func at(_ path: String, _ line: Int, _ column: Int) -> RouteTableLocation {
                RouteTableLocation(path: path, line: line, column: column)
            }
            func entry(_ index: Int, _ line: Int) -> RouteTableLocation {
                at("routes[\(index)]", line, 5)
            }
            let expected: [RouteTableProblem] = [
                RouteTableProblem(
                    .conflictingPattern(existing: "shop://product/:id<Int>", existingLocation: at("routes[0].pattern", 3, 18)),
                    at: at("routes[1].pattern", 4, 18), entry: entry(1, 4)),
                RouteTableProblem(.missingParameter(name: "id", destination: "product"), at: at("routes[1].pattern", 4, 18), entry: entry(1, 4)),
                RouteTableProblem(.unknownDestination(name: "basket"), at: at("routes[2].destination", 5, 50), entry: entry(2, 5)),
                RouteTableProblem(
                    .parameterTypeMismatch(name: "id", destination: "product", required: "Int", found: "String"),
                    at: at("routes[3].pattern", 6, 18), entry: entry(3, 6)),
                RouteTableProblem(.unknownParameterType(name: "id", type: "Integer"), at: at("routes[4].parameters.id", 7, 82), entry: entry(4, 7)),
                RouteTableProblem(.missingParameter(name: "id", destination: "product"), at: at("routes[5].pattern", 8, 18), entry: entry(5, 8)),
                RouteTableProblem(.unknownParameter(name: "id"), at: at("routes[5].parameters.id", 8, 84), entry: entry(5, 8)),
                RouteTableProblem(.optionalParameter(name: "tab", destination: "tabbed"), at: at("routes[6].pattern", 9, 18), entry: entry(6, 9)),
                RouteTableProblem(
                    .invalidPattern(.invalidPattern(pattern: "shop://t/:id<", reason: "a parameter type ends with \">\"")),
                    at: at("routes[7].pattern", 10, 18), entry: entry(7, 10)),
                RouteTableProblem(.missingKey("destination"), at: entry(8, 11), entry: entry(8, 11)),
                RouteTableProblem(.unknownKey("destinaton"), at: at("routes[8].destinaton", 11, 7), entry: entry(8, 11)),
                RouteTableProblem(.invalidValue(expected: "a route object"), at: entry(9, 13), entry: entry(9, 13)),
                RouteTableProblem(
                    .conflictingParameterType(name: "id", inPattern: "Int", inParameters: "Double"),
                    at: at("routes[10].parameters.id", 17, 29), entry: entry(10, 14)),
                RouteTableProblem(.duplicateKey("pattern"), at: at("routes[10].pattern", 18, 7), entry: entry(10, 14)),
                RouteTableProblem(
                    .conflictingPattern(existing: "shop://cart", existingLocation: nil),
                    at: at("routes[11].pattern", 20, 18), entry: entry(11, 20)),
            ]
            #expect(found.count == expected.count)
            for (found, expected) in zip(found, expected) {
                #expect(found == expected)
            }
            // Nothing was installed.
            #expect(links.urls.patterns.map(\.text) == ["shop://cart"])
            #expect(
                DeepLinkError.invalidRouteTable(problems: found).description.contains(
                    "4:18 routes[1].pattern: matches exactly the same URLs as \"shop://product/:id<Int>\" at 3:18 routes[0].pattern"))
        }

        @Test("Types from parameters and inline types meet in conflicts, catch-alls and universal-link hosts")
        func parameterEdges() throws {
            let table = try table(DeepLinkTestSteps(window: UIWindow()))
            let json = """
                {"routes": [
                {"pattern": "shop://a/:id", "destination": "product", "parameters": {"id": "Int"}},
                {"pattern": "shop://a/:other<Int>", "destination": "product", "parameters": {"other": "Int"}},
                {"pattern": "shop://b/*path", "destination": "files", "parameters": {"path": "Int"}},
                {"pattern": "shop://c/:path", "destination": "files"},
                {"pattern": "https://evil.com/p/:id<Int>", "destination": "product"},
                {"pattern": "shop://d/:id<String>", "destination": "product", "parameters": {"id": "Int"}},
                {"pattern": 7, "destination": ["product"], "parameters": ["id"]}
                ]}
                """
            let found = problems(json, table: table, links: DeepLinkRouter(universalLinkHosts: ["shop.example.com"]))
            #expect(
                found.map(\.kind) == [
                    .conflictingPattern(existing: "shop://a/:id", existingLocation: RouteTableLocation(path: "routes[0].pattern", line: 2, column: 13)),
                    .missingParameter(name: "id", destination: "product"),
                    .conflictingParameterType(name: "path", inPattern: "a catch-all", inParameters: "Int"),
                    .parameterTypeMismatch(name: "path", destination: "files", required: "Array<String>", found: "String"),
                    .invalidPattern(.hostNotAllowed(host: "evil.com")),
                    .conflictingParameterType(name: "id", inPattern: "String", inParameters: "Int"),
                    .invalidValue(expected: "a string"),
                    .invalidValue(expected: "a string"),
                    .invalidValue(expected: "an object of parameter names to type names"),
                ])
            #expect(
                found.map(\.location.path) == [
                    "routes[1].pattern", "routes[1].pattern", "routes[2].parameters.path", "routes[3].pattern", "routes[4].pattern", "routes[5].parameters.id",
                    "routes[6].pattern", "routes[6].destination", "routes[6].parameters",
                ])
            #expect(found.map(\.location.line) == [3, 3, 4, 5, 6, 7, 8, 8, 8])
        }

        @Test(
            "The document's shape is checked before its routes",
            arguments: [
                ("[]", RouteTableProblem(.invalidValue(expected: "an object with a \"routes\" array"), at: RouteTableLocation(path: "", line: 1, column: 1))),
                ("\n  {\"route\": []}", RouteTableProblem(.missingKey("routes"), at: RouteTableLocation(path: "", line: 2, column: 3))),
                (
                    "{\"routes\": {}}",
                    RouteTableProblem(.invalidValue(expected: "an array of route objects"), at: RouteTableLocation(path: "routes", line: 1, column: 12))
                ),
            ])
        func documentShape(json: String, problem: RouteTableProblem) throws {
            #expect(problems(json, table: RouteTable()) == [problem])
        }

        @Test("An empty table is valid and installs nothing")
        func emptyTable() throws {
            let links = DeepLinkRouter()
            #expect(try RouteTable().install(Data(#"{"routes": []}"#.utf8), into: links).isEmpty)
            #expect(links.urls.patterns.isEmpty)
        }

        // MARK: Malformed JSON

        @Test(
            "A syntax error is one typed problem at the place the parser stopped",
            arguments: [
                // A missing comma between two entries on different lines.
                (
                    "{\n  \"routes\": [\n    {\"pattern\": \"shop://a\", \"destination\": \"cart\"}\n    {\"pattern\": \"shop://b\"}\n  ]\n}", 4, 5,
                    "expected \",\" or \"]\", found \"{\""
                ),
                // A trailing comma.
                ("{\"routes\": [\n  {\"pattern\": \"shop://a\",}\n]}", 2, 26, "expected a string key, found \"}\""),
                // An unterminated string is reported where it starts.
                ("{\"routes\": [{\"pattern\": \"shop://a}]}", 1, 25, "unterminated string"),
                // Columns count characters, not bytes; tabs count one.
                ("{\"routes\": [{\"description\": \"café ☕️\",\t\"pattern\": tru}]}", 1, 51, "invalid literal; expected true"),
                // CRLF line endings count one line each.
                ("{\r\n\"routes\": [\r\n]\r\n} x", 4, 3, "unexpected \"x\" after the JSON value"),
                ("{\"routes\": [\"\\q\"]}", 1, 14, "invalid escape sequence"),
                ("{\"routes\": [\"\\ud800\"]}", 1, 14, "unpaired surrogate in \\u escape"),
                ("{\"routes\": [01]}", 1, 14, "expected \",\" or \"]\", found \"1\""),
                ("{\"routes\": [-]}", 1, 13, "invalid number"),
                ("", 1, 1, "expected a value, found end of input"),
                ("{\"routes\": [\"a\nb\"]}", 1, 15, "unescaped control character in a string"),
            ])
        func malformedJSON(json: String, line: Int, column: Int, reason: String) throws {
            #expect(
                problems(json, table: RouteTable()) == [
                    RouteTableProblem(.malformedJSON(reason: reason), at: RouteTableLocation(path: "", line: line, column: column))
                ])
        }

        @Test("A key that is not a plain name is quoted in the path as JSON quotes it")
        func pathQuotesKeysAsJSON() {
            // The key holds a quote, a backslash and a tab: JSON's escapes, so the path reads back.
            let json = "{\"routes\": [{\"pattern\": \"shop://a\", \"destination\": \"cart\", \"a\\\"b\\\\c\\td\": 1}]}"
            let found = problems(json, table: RouteTable())
            #expect(found.filter { $0.code == .unknownKey }.map(\.location.path) == ["routes[0][\"a\\\"b\\\\c\\td\"]"])
        }

        // MARK: Positions

        @Test("The positioned parser reads values, escapes and the positions of values and keys")
        func positions() throws {
            let text = "\u{FEFF}{\n\t\"a\": [1, -2.5e3, true, null],\r\n  \"é\": \"x\\u00e9\\ud83d\\ude00\\n\",\n  \"b\": {}\n}"
            let document = try PositionedJSON.parse(Data(text.utf8))
            guard case let .object(members) = document.value else {
                Issue.record("expected an object")
                return
            }
            #expect(document.position == .init(line: 1, column: 1))
            #expect(members.map(\.key) == ["a", "é", "b"])
            #expect(members.map(\.keyPosition) == [.init(line: 2, column: 2), .init(line: 3, column: 3), .init(line: 4, column: 3)])
            #expect(members.map(\.value.position) == [.init(line: 2, column: 7), .init(line: 3, column: 8), .init(line: 4, column: 8)])
            guard case let .array(elements) = members[0].value.value, case let .string(string) = members[1].value.value else {
                Issue.record("expected an array and a string")
                return
            }
            #expect(elements.map(\.position.column) == [8, 11, 19, 25])
            guard case let .number(number) = elements[1].value else {
                Issue.record("expected a number")
                return
            }
            #expect(number == "-2.5e3")
            #expect(string == "xé😀\n")
        }
    }
}
