import Foundation
import Testing
@testable import RouteComposer
@testable import RouteComposerCore
@testable import RouteComposerDeepLinking
import URLRoutingTestSupport

/// A route whose fields nobody reads: what matters is how deeply its JSON nests.
private struct DeepRoute: CodableRoute {
    static let identifier = "deep"
}

/// A response that carries a route, as an app decodes it with its own `JSONDecoder`.
private struct Response: Decodable, Sendable {
    let next: ServerRoute
}

extension RouteComposerTests {
    /// Server routes nested deeper than the limit are refused with a typed error; routes at the
    /// limit are read on a 512 KiB stack, and far deeper ones are refused there without a crash.
    @MainActor
    @Suite("ServerRoute: nesting limit")
    struct ServerRouteNestingTests {
        /// Fields that nest `depth` levels: their object, then `depth - 1` arrays.
        nonisolated private static func fields(_ depth: Int) -> String {
            #"{"a":"# + nestedArrays(depth - 1) + "}"
        }

        nonisolated private static func envelope(_ depth: Int) -> Data {
            Data((#"{"next": {"route": "deep", "parameters": "# + fields(depth) + "}}").utf8)
        }

        nonisolated private static func stringForm(_ depth: Int) -> Data {
            Data((#"{"next": "deep|"# + fields(depth).replacingOccurrences(of: "\"", with: "\\\"") + #""}"#).utf8)
        }

        /// What decoding `data` as a response gives: the route's text, or the error.
        nonisolated private static func decode(_ data: Data, limit: Int? = nil) -> Result<String, DecodingError> {
            let decoder = JSONDecoder()
            if let limit { decoder.userInfo[ServerRoute.maxNestingDepthKey] = limit }
            do {
                return .success(try decoder.decode(Response.self, from: data).next.serverString)
            } catch {
                return .failure(error as? DecodingError ?? .dataCorrupted(.init(codingPath: [], debugDescription: "\(error)")))
            }
        }

        /// The route's text, when decoding succeeded.
        nonisolated private static func text(_ result: Result<String, DecodingError>?) -> String? {
            guard case let .success(text)? = result else { return nil }
            return text
        }

        /// The ``DeepLinkError`` a decoding error carries, if any.
        nonisolated private static func routeError(_ result: Result<String, DecodingError>?) -> DeepLinkError? {
            guard case let .failure(.dataCorrupted(context))? = result else { return nil }
            return context.underlyingError as? DeepLinkError
        }

        // MARK: RouterService's string form

        @Test("identifier|{json} reads fields nested 256 levels and refuses 257 with nestingTooDeep")
        func stringFormLimit() throws {
            let route = try ServerRoute(parsing: "deep|" + Self.fields(256))
            #expect(route.serverString == "deep|" + Self.fields(256))
            #expect(throws: DeepLinkError.nestingTooDeep(limit: 256)) { try ServerRoute(parsing: "deep|" + Self.fields(257)) }
            #expect(throws: DeepLinkError.nestingTooDeep(limit: 3)) { try ServerRoute(parsing: "deep|" + Self.fields(4), maxNestingDepth: 3) }
            // Brackets inside strings are text, not nesting.
            let quoted = #"deep|{"a": "\#(String(repeating: "[", count: 1_000))\"{"}"#
            #expect(try ServerRoute(parsing: quoted).identifier == "deep")
            #expect(DeepLinkError.nestingTooDeep(limit: 256).description == "the route's JSON nests arrays and objects deeper than 256 levels")
        }

        @Test("On a 512 KiB stack, the string form inside a response decodes at the limit, and 100,000 levels are refused")
        func stringFormSmallStack() throws {
            #expect(Self.text(onSmallStack { Self.decode(Self.stringForm(256)) }) == ("deep|" + Self.fields(256)))
            #expect(Self.routeError(onSmallStack { Self.decode(Self.stringForm(257)) }) == .nestingTooDeep(limit: 256))
            #expect(Self.routeError(onSmallStack { Self.decode(Self.stringForm(100_000)) }) == .nestingTooDeep(limit: 256))
            let direct = onSmallStack { () -> DeepLinkError? in
                do {
                    _ = try ServerRoute(parsing: "deep|" + Self.fields(100_000))
                    return nil
                } catch {
                    return error as? DeepLinkError
                }
            }
            #expect(direct == .nestingTooDeep(limit: 256))
        }

        // MARK: The JSON object form

        @Test("On a 512 KiB stack, an envelope inside a response decodes fields nested 256 levels and writes them back")
        func envelopeSmallStack() throws {
            // Reading the fields into JSONValue once recursed through the decoder for each level,
            // and overflowed this stack before 256 levels.
            #expect(Self.text(onSmallStack { Self.decode(Self.envelope(256)) }) == ("deep|" + Self.fields(256)))
        }

        @Test("An envelope nested past the limit is a DecodingError carrying nestingTooDeep, and far deeper ones do not crash")
        func envelopeTooDeep() throws {
            let refused = onSmallStack { Self.decode(Self.envelope(257)) }
            #expect(Self.routeError(refused) == .nestingTooDeep(limit: 256))
            guard case let .failure(.dataCorrupted(context))? = refused else {
                Issue.record("expected dataCorrupted")
                return
            }
            #expect(ContextCoding.path(context.codingPath).hasPrefix("next.parameters.a" + String(repeating: "[0]", count: 254)))
            // JSONDecoder refuses this much nesting itself, before the route sees it.
            guard case .failure? = onSmallStack({ Self.decode(Self.envelope(100_000)) }) else {
                Issue.record("expected an error")
                return
            }
        }

        @Test("The decoder's userInfo sets the limit for both forms")
        func userInfoLimit() throws {
            #expect(Self.text(Self.decode(Self.envelope(3), limit: 3)) == ("deep|" + Self.fields(3)))
            #expect(Self.routeError(Self.decode(Self.envelope(4), limit: 3)) == .nestingTooDeep(limit: 3))
            #expect(Self.text(Self.decode(Self.stringForm(3), limit: 3)) == ("deep|" + Self.fields(3)))
            #expect(Self.routeError(Self.decode(Self.stringForm(4), limit: 3)) == .nestingTooDeep(limit: 3))
        }

        // MARK: The registry

        @Test("The registry reads a JSON document nested 256 levels, and refuses deeper ones, on a 512 KiB stack")
        func jsonDocumentSmallStack() throws {
            let envelope = Data((#"{"route": "deep", "parameters": "# + Self.fields(256) + "}").utf8)
            let accepted = onSmallStack { () -> Data? in (try? ServerRoute(json: envelope, maxNestingDepth: 256))?.parameters }
            #expect(accepted == Data(Self.fields(256).utf8))
            for depth in [257, 100_000] {
                let json = Data((#"{"route": "deep", "parameters": "# + Self.fields(depth) + "}").utf8)
                let refused = onSmallStack { () -> DeepLinkError? in
                    do {
                        _ = try ServerRoute(json: json, maxNestingDepth: 256)
                        return nil
                    } catch {
                        return error as? DeepLinkError
                    }
                }
                #expect(refused == .nestingTooDeep(limit: 256))
            }
        }

        @Test("The registry's limit applies to every way a route reaches it")
        func registryLimit() throws {
            let routes = CodableRouteRegistry()
            try routes.register(DeepRoute.self) { _ in Destination(to: DeepLinkTestSteps(window: UIWindow()).list) }
            #expect(routes.maxNestingDepth == 256)
            #expect(try routes.route(for: ServerRoute(parsing: "deep|" + Self.fields(256))) is DeepRoute)
            #expect(throws: Never.self) { try routes.destination(forJSON: Data((#"{"route": "deep", "parameters": "# + Self.fields(256) + "}").utf8)) }

            routes.maxNestingDepth = 3
            #expect(throws: DeepLinkError.nestingTooDeep(limit: 3)) { try routes.destination(forServerRoute: "deep|" + Self.fields(4)) }
            #expect(throws: DeepLinkError.nestingTooDeep(limit: 3)) {
                try routes.destination(forJSON: Data((#"{"route": "deep", "parameters": "# + Self.fields(4) + "}").utf8))
            }
            #expect(throws: DeepLinkError.nestingTooDeep(limit: 3)) {
                try routes.destination(forJSON: Data(#""deep|\#(Self.fields(4).replacingOccurrences(of: "\"", with: "\\\""))""#.utf8))
            }
            // A route made in code, or read with a looser limit, is held to the registry's.
            #expect(throws: DeepLinkError.nestingTooDeep(limit: 3)) {
                try routes.route(for: ServerRoute(identifier: "deep", parameters: Data(Self.fields(4).utf8)))
            }
            #expect(try routes.route(for: ServerRoute(identifier: "deep", parameters: Data(Self.fields(3).utf8))) is DeepRoute)
        }
    }
}
