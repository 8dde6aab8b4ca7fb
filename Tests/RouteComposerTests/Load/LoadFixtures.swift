import Foundation
@testable import RouteComposer
import HeadlessUIKit

/// A deterministic generator, so a failing seed replays the same navigations.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Every controller the load fixtures build registers here, weakly, for the census at the end.
@MainActor
enum ControllerCensus {
    private static var entries: [WeakController] = []

    static func register(_ controller: UIViewController) {
        entries.append(WeakController(controller))
    }

    static func reset() {
        entries.removeAll()
    }

    /// The registered controllers still alive.
    static var alive: [UIViewController] {
        entries.compactMap(\.value)
    }
}

/// Registers itself whichever way it is created, as a UIKit controller that must count itself
/// does: factories create it by type, with `init(nibName:bundle:)` on iOS and `init?(coder:)`
/// headlessly.
class CountedViewController: UIViewController {
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        ControllerCensus.register(self)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        ControllerCensus.register(self)
    }
}

final class ShopHomeViewController: CountedViewController {}
final class ShopCatalogViewController: CountedViewController {}
final class ShopCartViewController: CountedViewController {}
final class ShopSettingsViewController: CountedViewController {}
final class ShopLoginViewController: CountedViewController {
    /// What the screen's close button does, for tests that tap it.
    var onClose: (() -> Void)?
}
final class ShopReviewsViewController: CountedViewController {}
final class ShopProductViewController: CountedViewController, ContextChecking, ContextAccepting {
    var productID: String?
    func isTarget(for context: String) -> Bool { productID == context }
    func setup(with context: String) throws { productID = context }
}

/// A shop: a tab bar of home, a catalog navigation stack and the cart, with products pushed in
/// the catalog, settings presented in their own navigation controller, and a login screen and
/// product reviews presented over whatever shows.
@MainActor
enum LoadShop {
    static var tabs: DestinationStep<UITabBarController, Any?> {
        let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Any?>())
            .with(ClassFactory<ShopHomeViewController, Any?>())
            .with(
                CompleteFactoryAssembly(factory: NavigationControllerFactory<UINavigationController, Any?>())
                    .with(ClassFactory<ShopCatalogViewController, Any?>())
                    .assemble()
            )
            .with(ClassFactory<ShopCartViewController, Any?>())
            .assemble()
        return StepAssembler<UITabBarController, Any?>()
            .finder(.classFinder(options: .current, startingPoint: .root))
            .factory(factory)
            .using(.replaceRoot)
            .from(.root)
            .assemble()
    }

    static var home: DestinationStep<ShopHomeViewController, Any?> {
        StepAssembler<ShopHomeViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(tabs).assemble()
    }

    static var catalog: DestinationStep<ShopCatalogViewController, Any?> {
        StepAssembler<ShopCatalogViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(tabs).assemble()
    }

    static var cart: DestinationStep<ShopCartViewController, Any?> {
        StepAssembler<ShopCartViewController, Any?>().finder(.classFinder).factory(.nilFactory).from(tabs).assemble()
    }

    static var product: DestinationStep<ShopProductViewController, String> {
        let stack: DestinationStep<UINavigationController, String> = catalog.adaptingContext().expectingContainer()
        return StepAssembler<ShopProductViewController, String>()
            .finder(.classWithContextFinder)
            .factory(.classFactory)
            .adding(ContextSettingTask())
            .using(.push)
            .from(stack)
            .assemble()
    }

    static var settings: DestinationStep<ShopSettingsViewController, Any?> {
        StepAssembler<ShopSettingsViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.push)
            .from(.navigationController)
            .using(.present(presentationStyle: .formSheet))
            .from(.current)
            .assemble()
    }

    static var login: DestinationStep<ShopLoginViewController, Any?> {
        StepAssembler<ShopLoginViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.present(presentationStyle: .fullScreen))
            .from(.current)
            .assemble()
    }

    static var reviews: DestinationStep<ShopReviewsViewController, String> {
        StepAssembler<ShopReviewsViewController, String>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.present(presentationStyle: .pageSheet))
            .from(product)
            .assemble()
    }
}

extension LoadShop {
    /// The settings screen, pushed into a navigation controller presented over the current
    /// screen, guarded by `interceptor`: a navigation the test can hold in its interception phase.
    static func settings(guardedBy interceptor: InlineInterceptor<Any?>) -> DestinationStep<ShopSettingsViewController, Any?> {
        StepAssembler<ShopSettingsViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .adding(interceptor)
            .using(.push)
            .from(.navigationController)
            .using(.present(presentationStyle: .formSheet))
            .from(.current)
            .assemble()
    }
}

extension HeadlessRuntime {
    /// A new key window with a plain root, and UIKit's exceptions recorded rather than trapped,
    /// so a test can assert there were none. The census is empty: the isolation trait empties it.
    func startLoadScenario() async -> UIWindow {
        exceptionPolicy = .record
        return await showInFreshWindow(UIViewController())
    }
}

extension DefaultRouter {
    /// A quiet router whose actions fail after 5 seconds: a regression that loses a completion
    /// then fails the test within seconds instead of hanging it.
    ///
    /// - Parameter clock: the router's clock; a ``ModelTimeClock`` puts its deadlines on the
    ///   model's time line, where `waitUntilIdle()` lets them pass.
    static func forLoad(clock: NavigationClock = RouteComposerDefaults.shared.clock) -> DefaultRouter {
        var router = DefaultRouter(logger: nil, clock: clock)
        router.actionTimeout = 5
        return router
    }
}

/// One navigation of a load run: where to, and how to check it arrived.
@MainActor
struct LoadRequest {
    let name: String
    /// Starts the navigation with the completion API.
    let navigate: (any Router, Bool, @escaping (RoutingResult) -> Void) throws -> Void
    /// Starts the navigation with the non-throwing completion API.
    let commit: (any Router, Bool, @escaping (RoutingResult) -> Void) -> Void
    /// Navigates with the async API.
    let navigateAsync: (any Router, Bool) async throws -> Void
    /// True when the visible leaf is this request's destination.
    let isShown: (UIViewController) -> Bool

    static func random(using generator: inout SeededGenerator) -> LoadRequest {
        let id = "\(Int.random(in: 1...5, using: &generator))"
        switch Int.random(in: 0..<7, using: &generator) {
        case 0: return make("home", LoadShop.home, nil)
        case 1: return make("catalog", LoadShop.catalog, nil)
        case 2: return make("cart", LoadShop.cart, nil)
        case 3: return make("product \(id)", LoadShop.product, id) { ($0 as? ShopProductViewController)?.productID == id }
        case 4: return make("settings", LoadShop.settings, nil)
        case 5: return make("login", LoadShop.login, nil)
        default: return make("reviews of \(id)", LoadShop.reviews, id)
        }
    }

    /// The login screen, presented full screen over whatever shows.
    static var login: LoadRequest { make("login", LoadShop.login, nil) }

    /// A request for `step` with `context`, shown when the visible leaf is a `VC`, or as `shown` says.
    static func make<VC: UIViewController, C>(
        _ name: String, _ step: DestinationStep<VC, C>, _ context: C,
        shown: ((UIViewController) -> Bool)? = nil
    ) -> LoadRequest {
        LoadRequest(
            name: name,
            navigate: { router, animated, completion in
                try router.navigate(to: step, with: context, animated: animated, completion: completion)
            },
            commit: { router, animated, completion in
                router.commitNavigation(to: step, with: context, animated: animated, completion: completion)
            },
            navigateAsync: { router, animated in
                try await router.navigate(to: step, with: context, animated: animated)
            }, isShown: shown ?? { $0 is VC })
    }
}

@MainActor
enum Screen {
    /// The controller the user sees: the top of the presented chain, then each container's
    /// visible child, down to a leaf.
    static func visibleLeaf(in window: UIWindow) -> UIViewController? {
        guard var current = window.rootViewController else { return nil }
        var steps = 0
        while steps < 1_000 {
            steps += 1
            if let presented = current.presentedViewController, !presented.isBeingDismissed {
                current = presented
            } else if let navigation = current as? UINavigationController, let top = navigation.topViewController {
                current = top
            } else if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
                current = selected
            } else {
                return current
            }
        }
        return current
    }

    /// True when `leaf` is the visible leaf and its view is in the window.
    static func shows(_ leaf: UIViewController?, in window: UIWindow) -> Bool {
        guard let leaf else { return false }
        return visibleLeaf(in: window) === leaf && leaf.viewIfLoaded?.window === window
    }
}
