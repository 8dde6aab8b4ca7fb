import HeadlessUIKit
import RouteComposer

/// Every case of the benchmark. `rounds` is the base number of rounds; the deep stacks get fewer,
/// because building a 10,000-controller stack for every round dominates the run.
@MainActor
enum Cases {
    static func all(rounds: Int) -> [BenchCase] {
        var cases = [tabPush(rounds), tabPushAssembling(rounds), onScreen(rounds), modal(rounds), tenPushes(rounds)]
        for depth in [10, 100, 1_000, 10_000] {
            let scaled = max(min(rounds, 20), min(rounds, rounds * 100 / depth))
            for position in TargetPosition.allCases {
                cases.append(finderHit(depth: depth, position: position, rounds: scaled))
            }
            cases.append(pushOnto(depth: depth, rounds: scaled))
        }
        return cases
    }

    /// The app's tab bar: Home, Catalog in a navigation controller, Cart; Home selected.
    static func makeTabs() -> UITabBarController {
        let tabs = UITabBarController()
        tabs.setViewControllers([HomeViewController(), UINavigationController(rootViewController: CatalogViewController()),
                                 CartViewController()], animated: false)
        return tabs
    }

    /// (a) A product pushed into the catalog tab, which is not selected: three steps, nothing on screen.
    static func tabPush(_ rounds: Int) -> BenchCase {
        tabPush(rounds, name: "(a) push into a tab") { Assembled.product }
    }

    /// (a) again, with the destination assembled from the DSL on every navigation, as a `static
    /// var` configuration does: the router's cost plus the assembly's.
    static func tabPushAssembling(_ rounds: Int) -> BenchCase {
        tabPush(rounds, name: "(a) assembled each time") { Destinations.product }
    }

    private static func tabPush(
        _ rounds: Int, name: String, destination: @escaping @MainActor () -> DestinationStep<ProductViewController, Any?>
    ) -> BenchCase {
        BenchCase(name: name, rounds: rounds, prepare: { window in
            window.rootViewController = makeTabs()
        }, moves: [Move(viaRouter: { router, done in
            try router.navigate(to: destination(), animated: false, completion: done)
        }, byHand: { window in
            let tabs = window.rootViewController as! UITabBarController
            tabs.selectedIndex = 1
            (tabs.selectedViewController as! UINavigationController).pushViewController(ProductViewController(), animated: false)
        })])
    }

    /// (b) The same destination, already on screen: the catalog tab selected, the product on top.
    static func onScreen(_ rounds: Int) -> BenchCase {
        BenchCase(name: "(b) already on screen", rounds: rounds, prepare: { window in
            let tabs = makeTabs()
            tabs.selectedIndex = 1
            (tabs.selectedViewController as! UINavigationController).pushViewController(ProductViewController(), animated: false)
            window.rootViewController = tabs
        }, moves: [Move(viaRouter: { router, done in
            try router.navigate(to: Assembled.product, animated: false, completion: done)
        }, byHand: { window in
            // By hand there is nothing to do but look: is the product the visible screen?
            let tabs = window.rootViewController as! UITabBarController
            guard (tabs.selectedViewController as? UINavigationController)?.topViewController is ProductViewController else {
                fatalError("case (b) started without the product on screen")
            }
        })])
    }

    /// (c) Two modals over the root dismissed, then settings presented in a new navigation controller.
    static func modal(_ rounds: Int) -> BenchCase {
        BenchCase(name: "(c) dismiss 2, present", rounds: rounds, prepare: { window in
            let home = HomeViewController()
            window.rootViewController = home
            await Harness.settle()
            let first = FirstModalViewController()
            home.present(first, animated: false)
            await Harness.settle()
            first.present(SecondModalViewController(), animated: false)
        }, moves: [Move(viaRouter: { router, done in
            try router.navigate(to: Assembled.settings, animated: false, completion: done)
        }, byHand: { window in
            let home = window.rootViewController!
            // Dismissing from the root takes both modals away at once, as UIKit does.
            home.dismiss(animated: false) {
                home.present(UINavigationController(rootViewController: SettingsViewController()), animated: false)
            }
        })])
    }

    /// (d) Ten consecutive navigations, each pushing a new screen onto the stack on screen, each
    /// waited for before the next: what ten taps do. Timed together.
    static func tenPushes(_ rounds: Int) -> BenchCase {
        let push = Move(viaRouter: { router, done in
            try router.navigate(to: Assembled.detail, animated: false, completion: done)
        }, byHand: { window in
            (window.rootViewController as! UINavigationController).pushViewController(DetailViewController(), animated: false)
        })
        return BenchCase(name: "(d) 10 pushes", rounds: rounds, prepare: { window in
            window.rootViewController = UINavigationController(rootViewController: HomeViewController())
        }, moves: Array(repeating: push, count: 10))
    }

    /// Where the finder cases put the target in a stack.
    enum TargetPosition: CaseIterable {
        /// On top: found at once and already visible.
        case top
        /// At the bottom: the search tries the top, then the stack from the bottom, so it is found
        /// second; it is then popped to, which removes every other controller.
        case bottom
        /// Just below the top: the last controller the search reaches, so the O(depth) search
        /// shows; the pop that follows removes one controller.
        case belowTop

        var label: String {
            switch self {
            case .top: "top"
            case .bottom: "bottom"
            case .belowTop: "below top"
            }
        }

        func index(depth: Int) -> Int {
            switch self {
            case .top: depth - 1
            case .bottom: 0
            case .belowTop: depth - 2
            }
        }
    }

    /// A navigation controller at the root holding `depth` controllers.
    static func makeStack(depth: Int, target: Int? = nil) -> UINavigationController {
        let controllers: [UIViewController] = (0..<depth).map { $0 == target ? TargetViewController() : FillerViewController() }
        let navigation = UINavigationController()
        navigation.setViewControllers(controllers, animated: false)
        return navigation
    }

    /// A navigation to a controller already in a stack of `depth`, found by its class finder.
    static func finderHit(depth: Int, position: TargetPosition, rounds: Int) -> BenchCase {
        BenchCase(name: "find \(position.label) of \(depth)", rounds: rounds, prepare: { window in
            window.rootViewController = makeStack(depth: depth, target: position.index(depth: depth))
        }, moves: [Move(viaRouter: { router, done in
            try router.navigate(to: Assembled.target, animated: false, completion: done)
        }, byHand: { window in
            // By hand: look for it from the top down, as an app without the library would, and
            // pop to it unless it is already on top.
            let navigation = window.rootViewController as! UINavigationController
            guard let target = navigation.viewControllers.last(where: { $0 is TargetViewController }) else {
                fatalError("the stack of \(depth) has no target")
            }
            if navigation.topViewController !== target {
                navigation.popToViewController(target, animated: false)
            }
        })])
    }

    /// A new screen pushed onto a stack of `depth`.
    static func pushOnto(depth: Int, rounds: Int) -> BenchCase {
        BenchCase(name: "push onto \(depth)", rounds: rounds, prepare: { window in
            window.rootViewController = makeStack(depth: depth)
        }, moves: [Move(viaRouter: { router, done in
            try router.navigate(to: Assembled.detail, animated: false, completion: done)
        }, byHand: { window in
            (window.rootViewController as! UINavigationController).pushViewController(DetailViewController(), animated: false)
        })])
    }
}
