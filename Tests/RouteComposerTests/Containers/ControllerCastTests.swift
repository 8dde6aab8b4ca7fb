import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// `asContainerViewController` and `asRoutingInterceptable`, answered from the per-class
    /// traits, give exactly what the casts they stand for give, the first time a class is seen and
    /// every time after, as the same instance with its own witnesses.
    @MainActor
    @Suite("Controller casts from class traits")
    struct ControllerCastTests {
        private final class NavigationSubclass: UINavigationController {}
        private class PlainBase: UIViewController {}
        private final class PlainSubclass: PlainBase {}

        @Test("Containers, interceptables and plain controllers, asked repeatedly, get the casts' answers and the same instance")
        func answersAsTheCasts() {
            let controllers: [UIViewController] = [
                UIViewController(), UINavigationController(), NavigationSubclass(), UITabBarController(), UISplitViewController(),
                ProbeCustomContainerViewController(), ProbeInterceptableViewController(), PlainBase(), PlainSubclass(),
            ]
            for _ in 0..<3 {
                for controller in controllers {
                    let container = controller.asContainerViewController
                    #expect((container != nil) == (controller is ContainerViewController), "\(controller)")
                    #expect(container.map { $0 === controller } ?? true)
                    let interceptable = controller.asRoutingInterceptable
                    #expect((interceptable != nil) == (controller is RoutingInterceptable), "\(controller)")
                    #expect(interceptable.map { $0 === controller } ?? true)
                }
            }
        }

        @Test("A remembered container answers through its own adapter and its own parent override")
        func rememberedContainerKeepsItsWitnesses() throws {
            let custom = ProbeCustomContainerViewController()
            _ = custom.asContainerViewController
            let recovered = try #require(custom.asContainerViewController)
            let adapter = try DefaultContainerAdapterLocator().getAdapter(for: recovered)
            #expect(adapter.containedViewControllers.count == custom.children.count)
            let interceptable = ProbeInterceptableViewController()
            interceptable.allowsDismissal = false
            _ = interceptable.asRoutingInterceptable
            #expect(interceptable.asRoutingInterceptable?.canBeDismissed == false)
        }
    }
}
