import Testing
import RouteComposer

// This file imports RouteComposer alone, as an app's configuration file does: Foundation's names
// must come through it, from UIKit on iOS and from the model elsewhere.

extension RouteComposerTests {
    @MainActor
    @Suite("Compatibility: Foundation through `import RouteComposer`")
    struct FoundationThroughRouteComposerTests {
        @Test("A configuration file that imports only RouteComposer can name URL, Bundle and TimeInterval")
        func foundationIsVisible() throws {
            let url = try #require(URL(string: "shop://product/42"))
            let timeout: TimeInterval = 5
            var router = DefaultRouter(logger: nil)
            router.actionTimeout = timeout
            #expect(url.scheme == "shop")
            #expect(router.actionTimeout == 5)
            #expect(Bundle.main.bundleURL.isFileURL)
        }
    }
}
