import Foundation
import Testing
import URLRouting

/// A server's handlers, as values a router returns for a request path.
private enum Handler: Equatable, Sendable {
    case listUsers(page: Int)
    case user(id: Int)
    case post(user: Int, slug: String)
    case asset(path: [String])
}

/// The routes of a small HTTP API. Paths come from requests, so they are routed under a fixed
/// custom scheme and host; the first path segment after the host is the API version.
private struct API {
    private(set) var router = URLRouter<Handler>(limits: URLRouterLimits(maxURLLength: 1_024, maxSegments: 16))
    let postRoute: URLRouteHandle

    init() throws {
        try router.register("api://host/v1/users?page=:page<Int>?") { match in
            .listUsers(page: match["page", as: Int.self] ?? 1)
        }
        try router.register("api://host/v1/users/:id<Int>") { match in .user(id: try match.value("id")) }
        postRoute = try router.register("api://host/v1/users/:user<Int>/posts/:slug") { match in
            .post(user: try match.value("user"), slug: try match.value("slug"))
        }
        try router.register("api://host/assets/*path") { match in match.segments("path").map { .asset(path: $0) } }
    }

    func handler(for requestPath: String) throws -> Handler {
        try router.route("api://host" + requestPath)
    }
}

extension URLRoutingTests {
    /// URLRouting used as a server would, with no UIKit in the process: request paths to
    /// handler values, typed parameters, links built back, and hostile requests refused.
    @Suite("Server use: routing request paths")
    struct ServerRoutingTests {
        @Test("Request paths reach their handlers with typed parameters, query included")
        func requestPathsReachHandlers() throws {
            let api = try API()
            #expect(try api.handler(for: "/v1/users") == .listUsers(page: 1))
            #expect(try api.handler(for: "/v1/users?page=3") == .listUsers(page: 3))
            #expect(try api.handler(for: "/v1/users/42") == .user(id: 42))
            #expect(try api.handler(for: "/v1/users/42/posts/hello%20world") == .post(user: 42, slug: "hello world"))
            #expect(try api.handler(for: "/assets/css/site.css") == .asset(path: ["css", "site.css"]))
        }

        @Test("A path whose parameter is not of its type gets a no-route error naming the typed route")
        func typedParameterRefusesText() throws {
            let api = try API()
            let error = #expect(throws: URLRoutingError.self) { try api.handler(for: "/v1/users/abc") }
            #expect(error?.code == .noMatchingRoute)
            // The list route fails at the same segment, and was registered first: both are named.
            #expect(error?.nearMisses.map(\.reason) == [.tooManySegments, .parameterType, .parameterType])
            #expect(error?.nearMisses.dropFirst().first?.pattern == "api://host/v1/users/:id<Int>")
        }

        @Test("Reverse routing builds the link a handler is reached by, encoding what needs it")
        func reverseRoutingBuildsLinks() throws {
            let api = try API()
            let link = try api.router.url(for: api.postRoute, parameters: ["user": "7", "slug": "a b/c"])
            #expect(link == "api://host/v1/users/7/posts/a%20b%2Fc")
            #expect(try api.router.route(link) == .post(user: 7, slug: "a b/c"))
            #expect(throws: URLRoutingError.invalidParameterValue(name: "user", value: "x", pattern: "api://host/v1/users/:user<Int>/posts/:slug")) {
                try api.router.url(for: api.postRoute, parameters: ["user": "x", "slug": "s"])
            }
        }

        @Test("Hostile requests are refused by the limits before any handler runs")
        func hostileRequestsAreRefused() throws {
            let api = try API()
            let long = "/assets/" + String(repeating: "a", count: 2_000)
            #expect(throws: URLRoutingError.urlTooLong(length: 2_018, limit: 1_024)) { try api.handler(for: long) }
            let deep = "/assets/" + Array(repeating: "d", count: 20).joined(separator: "/")
            #expect(throws: URLRoutingError.tooManySegments(limit: 16)) { try api.handler(for: deep) }
            let error = #expect(throws: URLRoutingError.self) { try api.handler(for: "/v1/users/%00") }
            #expect(error?.code == .controlCharacter)
            #expect(throws: URLRoutingError.invalidPercentEncoding(offset: 20)) { try api.handler(for: "/v1/users/%zz") }
        }
    }
}
