import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

struct ProfileResponse: Decodable {
    let title: String
    let anyRoute: AnyRoute
}

extension RouteComposerTests {
    @MainActor
    @Suite("AnyRoute")
    struct AnyRouteTests {
        private func decoder() -> (JSONDecoder, RouteNavigator) {
            let navigator = RouteNavigator()
            navigator.register(routeHandler: ProfileRouteHandler())
            navigator.register(routeHandler: LoginRouteHandler())
            let decoder = JSONDecoder()
            navigator.injectContext(toDecoder: decoder)
            return (decoder, navigator)
        }

        @Test("RouterService's identifier|{json} string decodes as the registered route type")
        func stringForm() throws {
            let json = #"{"title": "Profile Screen", "anyRoute": "profile_mainroute|{\"someAnalyticsContext\": \"Home\"}"}"#
            let response = try decoder().0.decode(ProfileResponse.self, from: Data(json.utf8))
            #expect(response.anyRoute.route as? ProfileRoute == ProfileRoute(someAnalyticsContext: "Home"))
        }

        @Test("The object form and a bare identifier decode too")
        func otherForms() throws {
            let (decoder, _) = decoder()
            let object = #"{"route": "profile_mainroute", "parameters": {"someAnalyticsContext": "Obj"}}"#
            #expect(try decoder.decode(AnyRoute.self, from: Data(object.utf8)).route as? ProfileRoute == ProfileRoute(someAnalyticsContext: "Obj"))
            #expect(try decoder.decode(AnyRoute.self, from: Data(#""login""#.utf8)).route is LoginRoute)
        }

        @Test("An unknown identifier fails while decoding, at the route's path, naming it and the known ones")
        func unknownIdentifier() throws {
            let json = #"{"title": "t", "anyRoute": "nowhere|{}"}"#
            do {
                _ = try decoder().0.decode(ProfileResponse.self, from: Data(json.utf8))
                Issue.record("expected a decoding error")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.codingPath.map(\.stringValue) == ["anyRoute"])
                #expect(context.debugDescription.contains("\"nowhere\""))
                #expect(context.debugDescription.contains("login, profile_mainroute"))
            }
        }

        @Test("Without an injected context, decoding fails and says what to call")
        func noContext() {
            #expect {
                _ = try JSONDecoder().decode(AnyRoute.self, from: Data(#""login""#.utf8))
            } throws: { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return false }
                return context.debugDescription.contains("injectContext(toDecoder:)")
            }
        }

        @Test("Fields that do not fit the route type fail with a decoding error naming the type")
        func badFields() {
            #expect {
                _ = try decoder().0.decode(AnyRoute.self, from: Data(#""profile_mainroute|{\"someAnalyticsContext\": 3}""#.utf8))
            } throws: { error in
                guard case DecodingError.dataCorrupted(let context) = error else { return false }
                return context.debugDescription.contains("ProfileRoute") && context.underlyingError is DecodingError
            }
        }

        @Test("The fields are decoded with the injected decoder's strategies, and the decoder is not kept alive")
        func decoderStrategies() throws {
            let (decoder, navigator) = decoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            let route = try decoder.decode(AnyRoute.self, from: Data(#""profile_mainroute|{\"some_analytics_context\": \"snake\"}""#.utf8))
            #expect(route.route as? ProfileRoute == ProfileRoute(someAnalyticsContext: "snake"))

            weak var released: JSONDecoder?
            do {
                let other = JSONDecoder()
                navigator.injectContext(toDecoder: other)
                released = other
            }
            #expect(released == nil)
        }

        @Test("A decoded route navigates like any other")
        func decodedRouteNavigates() async throws {
            let (_, _, navigation, list) = await HeadlessRuntime.shared.showTabsWithList()
            let navigator = RouteNavigator(container: .profileWiring())
            navigator.register(routeHandler: ProfileRouteHandler())
            let decoder = JSONDecoder()
            navigator.injectContext(toDecoder: decoder)
            let decoded = try decoder.decode(AnyRoute.self, from: Data(#""profile_mainroute|{\"someAnalyticsContext\": \"server\"}""#.utf8))

            try await navigator.navigate(toRoute: decoded.route, fromView: list, presentationStyle: .push, animated: false)

            #expect((navigation.topViewController as? FeatureProfileViewController)?.route?.someAnalyticsContext == "server")
        }
    }
}
