import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
@testable import RouteComposerDeepLinking
import HeadlessUIKit

/// A route with nested fields, as a server might send it.
private struct ProductRoute: CodableRoute, Equatable {
    static let identifier = "product"
    struct Variant: Codable, Equatable {
        let color: String
        let sizes: [Int]
    }

    let productID: String
    var variant: Variant?
}

/// A route without fields.
private struct CartRoute: CodableRoute {
    static let identifier = "cart"
}

/// Another type that claims the product identifier.
private struct ImpostorRoute: CodableRoute {
    static let identifier = "product"
}

/// A route whose server spells its fields in snake case.
private struct OrderRoute: CodableRoute {
    static let identifier = "order"
    let orderNumber: Int
}

/// A route that is never registered.
private struct UnregisteredRoute: CodableRoute {
    static let identifier = "unregistered"
}

/// A backend response that carries routes among other fields.
private struct HomeResponse: Codable {
    let title: String
    let next: ServerRoute
    let alternatives: [ServerRoute]
}

extension RouteComposerTests {
    /// Routes sent by a server, decoded by type and navigated to with the headless model.
    @MainActor
    @Suite("CodableRouteRegistry: server-driven routes")
    struct CodableRouteTests {
        let runtime = HeadlessRuntime.shared

        private func registry(_ steps: DeepLinkTestSteps) throws -> CodableRouteRegistry {
            let routes = CodableRouteRegistry()
            try routes.register(ProductRoute.self) { route in
                Destination(to: steps.product, with: route.productID + (route.variant.map { "/" + $0.color } ?? ""))
            }
            try routes.register(CartRoute.self) { _ in Destination(to: steps.list) }
            return routes
        }

        private func registry() throws -> CodableRouteRegistry {
            try registry(DeepLinkTestSteps(window: UIWindow()))
        }

        // MARK: RouterService's string form

        @Test("identifier|{json} decodes the registered type, nested fields included")
        func stringForm() throws {
            let routes = try registry()
            let text = #"product|{"productID": "7", "variant": {"color": "red", "sizes": [38, 40]}}"#
            let route = try routes.route(for: ServerRoute(parsing: text))
            #expect(route as? ProductRoute == ProductRoute(productID: "7", variant: .init(color: "red", sizes: [38, 40])))
            #expect(try routes.destination(forServerRoute: text).context as? String == "7/red")
            #expect(try routes.destination(forServerRoute: #"product|{"productID":"8"}"#).context as? String == "8")
        }

        @Test("A route without fields reads from the bare identifier or with an empty object")
        func withoutJSON() throws {
            let routes = try registry()
            for text in ["cart", "cart|{}", "cart| { } ", #"cart|{"ignored": true}"#] {
                #expect(try routes.route(for: ServerRoute(parsing: text)) is CartRoute, "\(text)")
                _ = try routes.destination(forServerRoute: text)
            }
            #expect(ServerRoute.init(identifier: "cart").serverString == "cart|{}")
            // A bare identifier of a route with fields is missing them.
            #expect(throws: DeepLinkError.decodingFailed(identifier: "product", codingPath: "productID", reason: "missing key \"productID\"")) {
                try routes.destination(forServerRoute: "product")
            }
        }

        @Test("A field of the wrong type fails with the identifier and the coding path")
        func wrongType() throws {
            let routes = try registry()
            func failure(_ text: String) -> DeepLinkError? {
                do {
                    _ = try routes.destination(forServerRoute: text)
                    return nil
                } catch {
                    return error
                }
            }
            let error = failure(#"product|{"productID": "7", "variant": {"color": "red", "sizes": [38, "forty"]}}"#)
            guard let error, error.code == .decodingFailed else {
                Issue.record("expected decodingFailed")
                return
            }
            #expect(error.identifier == "product")
            #expect(error.codingPath == "variant.sizes[1]")
            #expect(error.reason?.hasPrefix("expected Int") == true)

            let number = failure(#"product|{"productID": 7}"#)
            #expect(number?.code == .decodingFailed)
            #expect(number?.codingPath == "productID")
            let null = failure(#"product|{"productID": "7", "variant": {"color": null, "sizes": []}}"#)
            #expect(null?.code == .decodingFailed)
            #expect(null?.codingPath == "variant.color")
            #expect(null?.reason?.contains("null") == true)
            // Braces around text that is not JSON: the shape passes, the decoding does not.
            let notJSON = failure("product|{productID: 7}")
            #expect(notJSON?.code == .decodingFailed)
            #expect(notJSON?.identifier == "product")
            #expect(notJSON?.codingPath == "")
        }

        @Test(
            "Text that is not a server route is malformed",
            arguments: [
                ("", "the identifier is empty or holds spaces or control characters"),
                ("|{}", "the identifier is empty or holds spaces or control characters"),
                ("pro duct|{}", "the identifier is empty or holds spaces or control characters"),
                ("product|", "nothing follows \"|\""),
                ("product|   ", "nothing follows \"|\""),
                ("product|[1, 2]", "the fields after \"|\" are not a JSON object"),
                ("product|\"7\"", "the fields after \"|\" are not a JSON object"),
            ])
        func malformed(text: String, reason: String) throws {
            #expect(throws: DeepLinkError.malformedServerRoute(excerpt: text, reason: reason)) {
                try ServerRoute(parsing: text)
            }
        }

        @Test("An identifier nobody registered is reported; so is a route of an unregistered type")
        func unknownIdentifier() throws {
            let routes = try registry()
            #expect(throws: DeepLinkError.unknownIdentifier("wishlist")) { try routes.destination(forServerRoute: #"wishlist|{"id": 1}"#) }
            #expect(throws: DeepLinkError.unknownIdentifier("unregistered")) { try routes.destination(for: UnregisteredRoute()) }
            #expect(throws: DeepLinkError.unknownIdentifier("product")) { try routes.destination(for: ImpostorRoute()) }
            #expect(throws: DeepLinkError.unknownIdentifier("unregistered")) { try routes.serverString(for: UnregisteredRoute()) }
            #expect(throws: DeepLinkError.unknownIdentifier("product")) { try routes.serverString(for: ImpostorRoute()) }
            #expect(!routes.contains("wishlist"))
        }

        @Test("Registering an identifier twice throws and keeps the first registration")
        func duplicateRegistration() throws {
            let steps = DeepLinkTestSteps(window: UIWindow())
            let routes = try registry(steps)
            #expect(throws: DeepLinkError.duplicateIdentifier("product")) {
                try routes.register(ImpostorRoute.self) { _ in Destination(to: steps.list) }
            }
            #expect(throws: DeepLinkError.duplicateIdentifier("cart")) {
                try routes.register(CartRoute.self) { _ in Destination(to: steps.list) }
            }
            #expect(routes.identifiers == ["product", "cart"])
            #expect(try routes.route(for: ServerRoute(parsing: #"product|{"productID": "1"}"#)) is ProductRoute)
        }

        @Test("The registry's decoder decides key and date strategies")
        func decoderStrategies() throws {
            let routes = try registry()
            try routes.register(OrderRoute.self) { Destination(to: DeepLinkTestSteps(window: UIWindow()).product, with: String($0.orderNumber)) }
            routes.decoder.keyDecodingStrategy = .convertFromSnakeCase
            #expect(try routes.destination(forServerRoute: #"order|{"order_number": 9}"#).context as? String == "9")
        }

        // MARK: JSON objects

        @Test("Routes inside a larger backend response decode from either shape and resolve later")
        func envelopeInsideResponse() throws {
            let routes = try registry()
            let json = """
                {
                  "title": "Home",
                  "next": { "route": "product", "parameters": { "productID": "7", "variant": { "color": "blue", "sizes": [1] } }, "analytics": "x" },
                  "alternatives": [
                    "cart",
                    { "route": "cart", "parameters": null },
                    { "route": "cart" },
                    "product|{\\"productID\\": \\"8\\"}"
                  ]
                }
                """
            let response = try JSONDecoder().decode(HomeResponse.self, from: Data(json.utf8))
            #expect(response.title == "Home")
            #expect(response.next.identifier == "product")
            #expect(try routes.destination(for: response.next).context as? String == "7/blue")
            #expect(response.alternatives.map(\.identifier) == ["cart", "cart", "cart", "product"])
            #expect(try response.alternatives.map { try routes.destination(for: $0).context as? String } == [nil, nil, nil, "8"])
        }

        @Test("A bad route inside a response fails the response's decoding at the route's coding path")
        func badEnvelopeInsideResponse() throws {
            func decodingError(_ json: String) -> DecodingError? {
                do {
                    _ = try JSONDecoder().decode(HomeResponse.self, from: Data(json.utf8))
                    return nil
                } catch {
                    return error as? DecodingError
                }
            }
            guard case let .dataCorrupted(context)? = decodingError(#"{"title": "", "next": {"route": "cart", "parameters": [1]}, "alternatives": []}"#) else {
                Issue.record("expected dataCorrupted")
                return
            }
            #expect(ContextCoding.path(context.codingPath) == "next.parameters")
            guard case let .dataCorrupted(context)? = decodingError(#"{"title": "", "next": "cart", "alternatives": ["cart", "product|"]}"#) else {
                Issue.record("expected dataCorrupted")
                return
            }
            #expect(ContextCoding.path(context.codingPath) == "alternatives[1]")
            #expect(context.debugDescription.contains("nothing follows"))
            guard case let .keyNotFound(key, _)? = decodingError(#"{"title": "", "next": {"parameters": {}}, "alternatives": []}"#) else {
                Issue.record("expected keyNotFound")
                return
            }
            #expect(key.stringValue == "route")
        }

        @Test("destination(forJSON:) reads an envelope or a JSON string, and reports other JSON as malformed")
        func destinationForJSON() throws {
            let routes = try registry()
            #expect(try routes.destination(forJSON: Data(#"{"route": "product", "parameters": {"productID": "3"}}"#.utf8)).context as? String == "3")
            #expect(try routes.destination(forJSON: Data(#""product|{\"productID\": \"4\"}""#.utf8)).context as? String == "4")
            #expect(throws: DeepLinkError.unknownIdentifier("nope")) { try routes.destination(forJSON: Data(#"{"route": "nope"}"#.utf8)) }
            #expect(throws: DeepLinkError.malformedServerRoute(excerpt: #"{"parameters": {}}"#, reason: "route: missing key \"route\"")) {
                try routes.destination(forJSON: Data(#"{"parameters": {}}"#.utf8))
            }
            #expect(throws: DeepLinkError.self) { try routes.destination(forJSON: Data("[1, 2]".utf8)) }
            #expect(throws: DeepLinkError.self) { try routes.destination(forJSON: Data("{ not json".utf8)) }
            let error = #expect(
                throws: DeepLinkError.self,
                performing: {
                    try routes.destination(forJSON: Data(#"{"route": "product", "parameters": {"productID": "3", "variant": {"color": 1, "sizes": []}}}"#.utf8))
                })
            guard let error, error.code == .decodingFailed else {
                Issue.record("expected decodingFailed")
                return
            }
            #expect(error.identifier == "product")
            #expect(error.codingPath == "variant.color")
        }

        // MARK: Encoding

        @Test("Route → identifier|{json} → route round trips, and ServerRoute encodes as the string form")
        func roundTrip() throws {
            let routes = try registry()
            let route = ProductRoute(productID: "a|b \"quoted\" / é", variant: .init(color: "red", sizes: [1, 2]))
            let text = try routes.serverString(for: route)
            #expect(text == #"product|{"productID":"a|b \"quoted\" / é","variant":{"color":"red","sizes":[1,2]}}"#)
            #expect(try routes.route(for: ServerRoute(parsing: text)) as? ProductRoute == route)
            #expect(try routes.serverString(for: CartRoute()) == "cart|{}")

            let response = HomeResponse(title: "t", next: try routes.serverRoute(for: route), alternatives: [ServerRoute(identifier: "cart")])
            let encoded = try JSONEncoder().encode(response)
            let decoded = try JSONDecoder().decode(HomeResponse.self, from: encoded)
            #expect(decoded.next.serverString == text)
            #expect(try routes.route(for: decoded.next) as? ProductRoute == route)
            #expect(decoded.alternatives.map(\.serverString) == ["cart|{}"])

            // An envelope is written back in the string form.
            let envelope = try JSONDecoder().decode(
                ServerRoute.self, from: Data(#"{"route": "product", "parameters": {"variant": null, "productID": "5"}}"#.utf8))
            #expect(envelope.serverString == #"product|{"productID":"5","variant":null}"#)
            #expect(try routes.route(for: ServerRoute(parsing: envelope.description)) as? ProductRoute == ProductRoute(productID: "5"))
        }

        // MARK: Navigation

        @Test("A server route navigates: the product is pushed with the decoded id")
        func navigate() async throws {
            let (window, _, navigation, list) = await runtime.showTabsWithList()
            let routes = try registry(DeepLinkTestSteps(window: window))

            try await DefaultRouter().navigate(to: ServerRoute(parsing: #"product|{"productID": "42"}"#), using: routes, animated: false)

            #expect(navigation.viewControllers.count == 2)
            #expect(navigation.viewControllers.first === list)
            #expect((navigation.topViewController as? ProductViewController)?.productID == "42")

            var results: [RoutingResult] = []
            try DefaultRouter().navigate(to: ServerRoute(identifier: "cart"), using: routes, animated: false) { results.append($0) }
            await runtime.waitUntilIdle()
            #expect(results.count == 1)
            #expect(results.first?.isSuccessful == true)
            #expect(navigation.topViewController === list)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("A route that does not resolve throws before anything moves")
        func navigateUnknown() async throws {
            let (window, _, _, _) = await runtime.showTabsWithList()
            let routes = try registry(DeepLinkTestSteps(window: window))
            let before = runtime.hierarchyDescription()
            #expect(throws: DeepLinkError.unknownIdentifier("nowhere")) {
                try DefaultRouter().navigate(to: ServerRoute(identifier: "nowhere"), using: routes, animated: false)
            }
            await runtime.waitUntilIdle()
            #expect(runtime.hierarchyDescription() == before)
        }
    }
}
