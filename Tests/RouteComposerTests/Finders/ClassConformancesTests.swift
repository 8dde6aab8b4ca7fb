import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// The per-class memo of the router's protocol conformances answers exactly as the casts it
    /// stands for, the first time a class is seen and every time after.
    @MainActor
    @Suite("Class conformances")
    struct ClassConformancesTests {
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
                    let container = ClassConformances.container(controller)
                    #expect((container != nil) == (controller is ContainerViewController), "\(controller)")
                    #expect(container.map { $0 === controller } ?? true)
                    let interceptable = ClassConformances.interceptable(controller)
                    #expect((interceptable != nil) == (controller is RoutingInterceptable), "\(controller)")
                    #expect(interceptable.map { $0 === controller } ?? true)
                }
            }
        }

        @Test("A remembered container answers through its own adapter and its own parent override")
        func rememberedContainerKeepsItsWitnesses() throws {
            let custom = ProbeCustomContainerViewController()
            _ = ClassConformances.container(custom)
            let recovered = try #require(ClassConformances.container(custom))
            let adapter = try DefaultContainerAdapterLocator().getAdapter(for: recovered)
            #expect(adapter.containedViewControllers.count == custom.children.count)
            let interceptable = ProbeInterceptableViewController()
            interceptable.allowsDismissal = false
            _ = ClassConformances.interceptable(interceptable)
            #expect(ClassConformances.interceptable(interceptable)?.canBeDismissed == false)
        }
    }
}
