import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// The same link text, given as a `String` or as the `URL` Foundation makes of it, is accepted
    /// by both overloads or refused by both, with the same captured value: Foundation re-encodes
    /// a malformed escape (`%ZZ` becomes `%25ZZ`), and the router must not let that turn a
    /// refused link into an accepted one.
    @MainActor
    @Suite("Malformed escapes: the String and URL overloads agree")
    struct MalformedEscapeTests {
        /// The id a route captured, set by the route's context closure.
        private final class Capture {
            var id: String?
        }

        private func links(window: UIWindow, capture: Capture) throws -> DeepLinkRouter {
            let links = DeepLinkRouter(universalLinkHosts: ["shop.example.com"])
            try links.register(
                "shop://product/:id", destination: DeepLinkTestSteps(window: window).product,
                context: { match in
                    capture.id = match["id"]
                    return match["id"]
                })
            return links
        }

        /// Valid texts with the id they capture, and malformed ones with nil.
        nonisolated static let table: [(text: String, id: String?)] = [
            ("shop://product/42", "42"),
            ("shop://product/caf%C3%A9", "café"),
            ("shop://product/%2541", "%41"),
            ("shop://product/a%20b", "a b"),
            ("shop://product/42#%ZZ", "42"),
            ("shop://product/42?ref=%41", "42"),
            ("shop://product/%ZZ", nil),
            ("shop://product/%", nil),
            ("shop://product/%2", nil),
            ("shop://product/a%zzb", nil),
            ("shop://product/%25ZZ", nil),
            ("shop://product/100%25", nil),
            ("shop://product/42?ref=%ZZ", nil),
            ("shop://product/42?ref=%25", nil),
            ("shop://product/%E2%82", nil),
        ]

        @Test("Both overloads accept the same texts, with the same value, and refuse the same texts", arguments: table)
        func overloadsAgree(text: String, id: String?) async throws {
            let window = await HeadlessRuntime.shared.showTabsWithList().window
            let capture = Capture()
            let links = try links(window: window, capture: capture)

            let viaString = Result { try links.destination(for: text) }.map { _ in capture.id }
            capture.id = nil
            let url = try #require(URL(string: text), "Foundation makes a URL of every text in the table")
            let viaURL = Result { try links.destination(for: url) }.map { _ in capture.id }

            #expect((try? viaString.get()) == id, "String overload: \(text)")
            #expect((try? viaURL.get()) == id, "URL overload: \(text) read as \(url.absoluteString)")
        }

        @Test("URLRouter's route(String), route(URL) and candidates(for:) accept and refuse the same texts", arguments: table)
        func urlRouterOverloadsAgree(text: String, id: String?) throws {
            var router = URLRouter<String>(universalLinkHosts: ["shop.example.com"])
            try router.register("shop://product/:id") { match in match["id"] }
            let url = try #require(URL(string: text), "Foundation makes a URL of every text in the table")

            #expect((try? router.route(text)) == id, "route(String): \(text)")
            #expect((try? router.route(url)) == id, "route(URL): \(text) read as \(url.absoluteString)")
            #expect((try? router.candidates(for: text))?.first?["id"] == id, "candidates(for:): \(text)")
            #expect((try? router.candidates(for: url.absoluteString))?.first?["id"] == id, "candidates(for:): \(url.absoluteString)")
        }

        @Test(
            "URLRouter refuses a malformed escape as invalid percent-encoding, in either form",
            arguments: [
                "shop://product/%ZZ", "shop://product/%25ZZ",
            ])
        func urlRouterMalformedEscapeError(text: String) throws {
            var router = URLRouter<String>()
            try router.register("shop://product/:id") { match in match["id"] }
            let url = try #require(URL(string: text))
            for attempt in [{ try router.route(text) }, { try router.route(url) }] {
                #expect {
                    _ = try attempt()
                } throws: { error in
                    (error as? URLRoutingError)?.code == .invalidPercentEncoding
                }
            }
        }

        @Test("Reverse routing refuses a value whose encoding matching would refuse, and keeps one that round-trips")
        func reverseRoutingRefusesStrayPercent() throws {
            var router = URLRouter<String>()
            let handle = try router.register("shop://product/:id?ref=:ref?") { match in match["id"] }
            for value in ["100%", "%ZZ", "%4", "a%/b"] {
                #expect(throws: URLRoutingError.self, "segment \(value)") { try router.url(for: handle, parameters: ["id": value]) }
                #expect(throws: URLRoutingError.self, "query \(value)") { try router.url(for: handle, parameters: ["id": "1", "ref": value]) }
            }
            let built = try router.url(for: handle, parameters: ["id": "%41"])
            #expect(built == "shop://product/%2541")
            #expect(try router.route(built) == "%41")
        }

        @Test(
            "A pattern literal that decodes to a stray % could never match, so it is refused",
            arguments: [
                "shop://product/%25ZZ", "shop://100%25/x", "shop://x?k=%25",
            ])
        func patternRefusesStrayPercent(pattern: String) {
            #expect {
                _ = try URLPattern(pattern)
            } throws: { error in
                (error as? URLRoutingError)?.code == .invalidPattern
            }
        }

        @Test(
            "A malformed escape is refused as invalid percent-encoding, whichever overload reads it",
            arguments: [
                "shop://product/%ZZ", "shop://product/%25ZZ",
            ])
        func malformedEscapeError(text: String) async throws {
            let window = await HeadlessRuntime.shared.showTabsWithList().window
            let links = try links(window: window, capture: Capture())
            let url = try #require(URL(string: text))

            for attempt in [{ try links.destination(for: text) }, { try links.destination(for: url) }] {
                #expect {
                    _ = try attempt()
                } throws: { error in
                    (error as? URLRoutingError)?.code == .invalidPercentEncoding
                }
            }
        }

        @Test("navigate(to: URL) refuses a re-encoded malformed escape and leaves the screen alone")
        func navigateRefusesReencodedEscape() async throws {
            let runtime = HeadlessRuntime.shared
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let links = try links(window: window, capture: Capture())
            let url = try #require(URL(string: "shop://product/%ZZ"))

            await #expect(throws: URLRoutingError.self) {
                try await DefaultRouter().navigate(to: url, using: links, animated: false)
            }
            #expect(navigation.viewControllers.count == 1)
        }
    }
}
