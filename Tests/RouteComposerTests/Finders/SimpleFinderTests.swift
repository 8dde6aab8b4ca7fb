import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("InstanceFinder, NilFinder and PresentingFinder")
    struct SimpleFinderTests {
        @Test("InstanceFinder returns its instance while it lives and nil after it is deallocated")
        func instanceFinderHoldsWeakly() async throws {
            var instance: ProbeViewController? = ProbeViewController()
            let finder = InstanceFinder<ProbeViewController, Any?>(instance: try #require(instance))

            #expect(try finder.findViewController() === instance)
            instance = nil
            #expect(finder.instance == nil)
            #expect(try finder.findViewController() == nil)
        }

        @Test("NilFinder finds nothing even when a controller of its type is on screen, and is a NilEntity")
        func nilFinderFindsNothing() async throws {
            await HeadlessRuntime.shared.showInFreshWindow(ProbeViewController())
            let finder = NilFinder<ProbeViewController, Any?>()
            #expect(try finder.findViewController() == nil)
            #expect((finder as Any) is NilEntity)
        }

        @Test("PresentingFinder from the topmost controller returns the controller under the modal")
        func presentingFinderTopmost() async throws {
            let root = UINavigationController(rootViewController: UIViewController())
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            let finder = PresentingFinder<Any?>(windowProvider: CustomWindowProvider(window: window))
            #expect(try finder.findViewController() == nil)

            await root.probePresent(UIViewController())
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(try finder.findViewController() === root)
        }

        @Test("PresentingFinder with a custom starting point returns that controller's presenter")
        func presentingFinderCustom() async throws {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            let middle = UIViewController()
            let top = UIViewController()
            await root.probePresent(middle)
            await middle.probePresent(top)
            await HeadlessRuntime.shared.waitUntilIdle()

            let finder = PresentingFinder<Any?>(windowProvider: CustomWindowProvider(window: window), startingPoint: .custom(middle))
            #expect(try finder.findViewController() === root)
        }

        @Test("PresentingFinder rethrows the custom starting point's error")
        func presentingFinderRethrows() async {
            let window = await HeadlessRuntime.shared.showInFreshWindow(UIViewController())
            func failing() throws -> UIViewController? { throw ProbeError(name: "presenting") }
            let finder = PresentingFinder<Any?>(windowProvider: CustomWindowProvider(window: window), startingPoint: .custom(try failing()))
            #expect(throws: ProbeError(name: "presenting")) {
                _ = try finder.findViewController()
            }
        }
    }
}
