import Foundation
import Testing
@testable import RouteComposer
@testable import RouteComposerCore
@testable import RouteComposerDeepLinking

/// A route whose field needs every digit the server sends.
private struct MeasureRoute: CodableRoute {
    static let identifier = "measure"
    let value: Decimal
}

extension RouteComposerTests {
    /// The text of server routes: where the identifier ends, and numbers kept to the digit.
    @MainActor
    @Suite("ServerRoute: text and numbers")
    struct ServerRouteTextTests {
        // MARK: The split at "|"

        @Test("A combining mark after \"|\" belongs to the fields, so they are not a JSON object")
        func combiningMarkAfterBar() throws {
            // As characters, "|\u{301}" is one grapheme cluster, and a search for "|" missed it:
            // the whole text was read as an identifier.
            let text = "product|\u{301}{\"productID\":\"1\"}"
            #expect(throws: DeepLinkError.malformedServerRoute(excerpt: text, reason: "the fields after \"|\" are not a JSON object")) {
                try ServerRoute(parsing: text)
            }
            let trailing = "product|{\"productID\":\"1\"}\u{301}"
            #expect(throws: DeepLinkError.malformedServerRoute(excerpt: trailing, reason: "the fields after \"|\" are not a JSON object")) {
                try ServerRoute(parsing: trailing)
            }
        }

        @Test("A prepended mark before \"|\" stays in the identifier, and the split is at the first \"|\" scalar")
        func prependBeforeBar() throws {
            // U+0600 joins the "|" after it into one grapheme cluster.
            let route = try ServerRoute(parsing: "product\u{600}|{\"productID\":\"a|b\"}")
            #expect(route.identifier == "product\u{600}")
            #expect(route.parameters == Data("{\"productID\":\"a|b\"}".utf8))
            let accented = try ServerRoute(parsing: "caf\u{65}\u{301}| {\"name\":\"e\u{301}\"}\n")
            #expect(accented.identifier == "caf\u{65}\u{301}")
            #expect(accented.parameters == Data("{\"name\":\"e\u{301}\"}".utf8))
        }

        // MARK: Numbers

        private static let number = "12345678901234567890.123456789"

        @Test("Both forms keep a number's every digit, and the route round-trips")
        func precision() throws {
            let envelope = Data(#"{"route": "measure", "parameters": {"value": \#(Self.number)}}"#.utf8)
            let fromEnvelope = try JSONDecoder().decode(ServerRoute.self, from: envelope)
            let fromString = try ServerRoute(parsing: #"measure|{"value":\#(Self.number)}"#)
            #expect(fromEnvelope.serverString == #"measure|{"value":\#(Self.number)}"#)
            #expect(fromEnvelope.serverString == fromString.serverString)

            let encoded = try JSONEncoder().encode(fromEnvelope)
            #expect(try JSONDecoder().decode(ServerRoute.self, from: encoded).serverString == fromEnvelope.serverString)

            let routes = CodableRouteRegistry()
            try routes.register(MeasureRoute.self) { Destination(to: DeepLinkTestSteps(window: UIWindow()).product, with: "\($0.value)") }
            let expected = try #require(Decimal(string: Self.number))
            for route in [fromEnvelope, fromString] {
                #expect((try routes.route(for: route) as? MeasureRoute)?.value == expected)
            }
            #expect(try routes.destination(forJSON: envelope).context as? String == Self.number)
        }

        @Test("A route read from a JSON document keeps its fields as the server wrote them, whatever the digits")
        func jsonDocumentKeepsText() throws {
            let fields = #"{ "value": 123456789012345678901234567890123456789012345.5e-3, "b": [1E400, -0.0] }"#
            let route = try ServerRoute(json: Data(#"{"parameters": \#(fields), "route": "measure"}"#.utf8), maxNestingDepth: 256)
            #expect(route.parameters == Data(fields.utf8))
            #expect(try ServerRoute(json: Data(#"{"route": "measure", "parameters": null}"#.utf8), maxNestingDepth: 256).parameters == nil)
            #expect(throws: DeepLinkError.malformedServerRoute(excerpt: #"{"route": 7}"#, reason: "route: expected a string")) {
                try ServerRoute(json: Data(#"{"route": 7}"#.utf8), maxNestingDepth: 256)
            }
            #expect(throws: DeepLinkError.malformedServerRoute(excerpt: "[1]", reason: "expected a JSON object, or a string in the form identifier|{json}")) {
                try ServerRoute(json: Data("[1]".utf8), maxNestingDepth: 256)
            }
            #expect(
                throws: DeepLinkError.malformedServerRoute(
                    excerpt: "{ not json", reason: "not JSON: expected a string key, found \"n\" at line 1, column 3")
            ) {
                try ServerRoute(json: Data("{ not json".utf8), maxNestingDepth: 256)
            }
        }

        @Test("The object form writes its fields back as compact JSON: keys sorted, strings escaped, values as read")
        func canonicalText() throws {
            let envelope = #"""
                {"route": "x", "parameters": {"z": [1, -2, 18446744073709551615, 99999999999999999999, true, null, "a\"\\\n\u0001/é"], "a": {"k": 0.5, "e": {}}, "é": [], "B": 1e2}}
                """#
            let route = try JSONDecoder().decode(ServerRoute.self, from: Data(envelope.utf8))
            #expect(
                route.serverString
                    == #"x|{"B":100,"a":{"e":{},"k":0.5},"z":[1,-2,18446744073709551615,99999999999999999999,true,null,"a\"\\\n\u0001/é"],"é":[]}"#)
        }
    }
}
