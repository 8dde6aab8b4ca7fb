import Foundation
import Testing
@testable import URLRouting

extension URLRoutingTests {
    /// Inputs the fuzzer (Fuzz/run.sh) found, kept so they stay fixed.
    @MainActor
    @Suite("URL patterns: fuzzer findings")
    struct URLFuzzRegressionTests {
        @Test("A host parameter of a custom scheme is written lower-cased, so the built URL captures what it was built from")
        func hostParameterRoundTrip() throws {
            var router = URLRouter<URLMatch>()
            let handle = try router.register("shop://:h/x/:y?k=:k<Bool>") { $0 }

            let url = try router.url(for: handle, parameters: ["h": "Host", "y": "Y", "k": "true"])
            #expect(url == "shop://host/x/Y?k=true")
            let match = try router.route(url)
            #expect(match.route == handle)
            #expect(match.parameters == ["h": "host", "y": "Y", "k": "true"])
            #expect(try router.url(for: handle, parameters: match.parameters) == url, "building is stable")
        }

        @Test("A typed host parameter is checked as written: a UUID host round-trips in lower case")
        func typedHostParameter() throws {
            var router = URLRouter<URLMatch>()
            let handle = try router.register("shop://:id<UUID>/open") { $0 }
            let id = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))

            let url = try router.url(for: handle, parameters: ["id": id.urlParameter])
            #expect(url == "shop://e621e1f8-c36c-495a-93fc-0c247a3e6e5f/open")
            #expect(try router.route(url)["id", as: UUID.self] == id)
        }

        @Test("A catch-all that starts at the host writes the host lower-cased and the path as given")
        func hostCatchAll() throws {
            var router = URLRouter<URLMatch>()
            let handle = try router.register("shop://*all") { $0 }

            let url = try router.url(for: handle, parameters: ["all": "Store/Shelf/Item"])
            #expect(url == "shop://store/Shelf/Item")
            #expect(try router.route(url)["all"] == "store/Shelf/Item")
        }

        @Test("Path parameters after the host keep their case")
        func pathKeepsCase() throws {
            var router = URLRouter<URLMatch>()
            let custom = try router.register("shop://Store/:name") { $0 }
            let noHost = try router.register("app:///:name") { $0 }
            #expect(try router.url(for: custom, parameters: ["name": "Café"]) == "shop://store/Caf%C3%A9")
            #expect(try router.url(for: noHost, parameters: ["name": "Café"]) == "app:///Caf%C3%A9")
            #expect(try router.route("app:///Caf%C3%A9")["name"] == "Café")
        }
    }
}
