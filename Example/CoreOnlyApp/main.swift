// An app that depends on the RouteComposerCore product alone. The package's one
// `swift build --build-tests` compiles it, which proves that the router, its steps and its
// containers need none of the feature targets (deep links, restoration, graph, modules, the 1.x
// spellings). `swift run CoreOnlyApp` shows a screen and exits 0 when the router put it there.
#if canImport(UIKit)
    print("CoreOnlyApp runs headlessly on Linux and macOS.")
#else
    import Foundation
    import RouteComposerCore

    final class HomeViewController: UIViewController {}

    final class ProductViewController: UIViewController, ContextChecking, ContextAccepting {
        private(set) var productID: String?

        func isTarget(for context: String) -> Bool { productID == context }
        func setup(with context: String) throws { productID = context }
    }

    @MainActor
    enum Destinations {
        static var home: DestinationStep<HomeViewController, Any?> {
            StepAssembler<HomeViewController, Any?>()
                .finder(.classFinder)
                .factory(.classFactory)
                .using(.push)
                .from(.navigationController)
                .using(.replaceRoot)
                .from(.root)
                .assemble()
        }

        static var product: DestinationStep<ProductViewController, String> {
            StepAssembler<ProductViewController, String>()
                .finder(.classWithContextFinder)
                .factory(.classFactory)
                .adding(ContextSettingTask())
                .using(.push)
                .from(home.expectingContainer())
                .assemble()
        }
    }

    @MainActor
    func run() async -> Int32 {
        let runtime = HeadlessRuntime.shared
        let window = runtime.makeKeyWindow(rootViewController: UIViewController())
        let router = DefaultRouter()
        do {
            try await router.navigate(to: Destinations.product, with: "42")
        } catch {
            print("CoreOnlyApp: the navigation failed: \(error)")
            return 1
        }
        await runtime.waitUntilIdle()
        let navigation = window.rootViewController as? UINavigationController
        let shown = navigation?.viewControllers.last as? ProductViewController
        guard let shown, shown.productID == "42", navigation?.viewControllers.first is HomeViewController else {
            print("CoreOnlyApp: expected home then product 42, got:\n\(runtime.hierarchyDescription())")
            return 1
        }
        print(runtime.hierarchyDescription())
        return 0
    }

    exit(await run())
#endif
