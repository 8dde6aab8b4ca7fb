import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

/// A navigation controller that supplies its own adapter: the locator must not treat it as a
/// plain navigation controller, whatever it answered for other navigation controllers before.
private final class TraitsCustomNavigationController: UINavigationController, CustomContainerViewController {
    var adapter: ContainerAdapter { FixedChildrenAdapter(children: viewControllers) }
}

/// A tab bar controller subclass met first by this suite, so its answers are computed here.
private final class TraitsTabBarController: UITabBarController {}

extension RouteComposerTests {
    @MainActor
    @Suite("Controller traits: the per-class answers behind the locator and the fast casts")
    struct ControllerTraitsTests {
        /// One controller of every kind the router meets.
        private func everyKind() -> [UIViewController] {
            [
                UIViewController(), ProbeViewController(), ProbeInterceptableViewController(),
                UINavigationController(), ProbeNavigationController(), TraitsCustomNavigationController(),
                UITabBarController(), ProbeTabBarController(), TraitsTabBarController(),
                UISplitViewController(), ProbeSplitViewController(),
                ProbeCustomContainerViewController(), ProbeAdapterlessContainerViewController(),
            ]
        }

        @Test("The fast casts answer as the runtime's casts do, for every kind, asked repeatedly and interleaved")
        func fastCastsMatchRuntimeCasts() {
            let controllers = everyKind()
            for _ in 0..<3 {
                for controller in controllers + controllers.reversed() {
                    #expect(controller.asContainerViewController === (controller as? ContainerViewController))
                    #expect(controller.asRoutingInterceptable === (controller as? RoutingInterceptable))
                }
            }
        }

        @Test("The fast interceptable cast keeps the controller's own answer to canBeDismissed")
        func interceptableCastKeepsWitness() {
            let refusing = ProbeInterceptableViewController()
            refusing.allowsDismissal = false
            let navigation = ProbeNavigationController(rootViewController: refusing)
            let tabBar = TraitsTabBarController()
            tabBar.viewControllers = [UINavigationController(rootViewController: ProbeInterceptableViewController()), navigation]
            for _ in 0..<2 {
                #expect(refusing.asRoutingInterceptable?.canBeDismissed == false)
                #expect(navigation.asRoutingInterceptable?.canBeDismissed == false)
                #expect(tabBar.asRoutingInterceptable?.canBeDismissed == false)
                #expect(!refusing.agreesToLeave)
                #expect(!navigation.agreesToLeave)
                #expect(UIViewController().agreesToLeave)
            }
            refusing.allowsDismissal = true
            #expect(navigation.agreesToLeave)
            #expect(tabBar.asRoutingInterceptable?.canBeDismissed == true)
        }

        @Test("The locator serves each kind its adapter whatever it served before")
        func locatorServesEveryKind() throws {
            let locator = DefaultContainerAdapterLocator()
            let child = UIViewController()
            let customNavigation = TraitsCustomNavigationController(rootViewController: child)
            for _ in 0..<2 {
                #expect(try locator.getAdapter(for: UINavigationController()) is NavigationControllerAdapter<UINavigationController>)
                let custom = try locator.getAdapter(for: customNavigation)
                #expect(custom is FixedChildrenAdapter)
                #expect(custom.containedViewControllers == [child])
                #expect(try locator.getAdapter(for: ProbeNavigationController()) is NavigationControllerAdapter<UINavigationController>)
                #expect(try locator.getAdapter(for: TraitsTabBarController()) is TabBarControllerAdapter<UITabBarController>)
                #expect(try locator.getAdapter(for: ProbeSplitViewController()) is SplitControllerAdapter<UISplitViewController>)
                #expect(try locator.getAdapter(for: ProbeCustomContainerViewController()) is ProbeContainerAdapter)
                #expect {
                    _ = try locator.getAdapter(for: ProbeAdapterlessContainerViewController())
                } throws: { error in
                    (error as? RoutingError)?.isCompositionFailed == true
                        && "\(error)".contains("ProbeAdapterlessContainerViewController is a ContainerViewController with no adapter.")
                }
            }
        }

        @Test("An adapter the locator served does not keep its container alive")
        func adapterHoldsContainerWeakly() throws {
            var navigation: UINavigationController? = UINavigationController(rootViewController: UIViewController())
            weak let watched = navigation
            let adapter = try DefaultContainerAdapterLocator().getAdapter(for: try #require(navigation))
            navigation = nil
            #expect(watched == nil)
            #expect(adapter.containedViewControllers.isEmpty)
            #expect(!adapter.isVisible(UIViewController()))
        }
    }
}
