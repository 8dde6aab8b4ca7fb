import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

/// The shop with product 1 pushed on the catalog stack: the screen the queued-dismissal tests close.
@MainActor
struct ProductOnCatalog {
    let window: UIWindow
    let stack: UINavigationController
    let product: ShopProductViewController

    /// Shows the shop and pushes product 1 with `router`, without animation, so its queue is free.
    static func show(with router: DefaultRouter, runtime: HeadlessRuntime) async throws -> ProductOnCatalog {
        let window = await runtime.startLoadScenario()
        try await router.navigate(to: TestShop.product, with: "1", animated: false)
        await runtime.waitUntilIdle()
        let product = try #require(Screen.visibleLeaf(in: window) as? ShopProductViewController)
        let stack = try #require(product.parent as? UINavigationController)
        return ProductOnCatalog(window: window, stack: stack, product: product)
    }

    /// Whether the catalog stack holds its root alone, as after closing product 1.
    var isBackAtCatalog: Bool {
        stack.viewControllers.count == 1 && stack.viewControllers.first is ShopCatalogViewController
    }
}

extension EventRecorder {
    /// The first navigation whose destination mentions `text`, such as "closing" for a dismissal.
    func navigation(mentioning text: String) -> NavigationID? {
        events.first { $0.destination.contains(text) }?.navigation
    }

    /// Whether every event of `earlier` was reported before the first event of `later`.
    func reportedAll(of earlier: NavigationID, before later: NavigationID) -> Bool {
        guard let last = events.lastIndex(where: { $0.navigation == earlier }),
            let first = events.firstIndex(where: { $0.navigation == later })
        else { return false }
        return last < first
    }
}

/// How `task` ended: nil for success, otherwise its error.
@MainActor
func taskOutcome(of task: Task<Void, Error>) async -> Error? {
    do {
        try await task.value
        return nil
    } catch {
        return error
    }
}
