import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("DetailsNavigationFinder")
    struct DetailsNavigationFinderTests {
        @MainActor
        private struct Fixture {
            let window: UIWindow
            let split: UISplitViewController
            let primary: UINavigationController
            let details: UINavigationController
            var finder: DetailsNavigationFinder<Any?> {
                DetailsNavigationFinder(options: .fullStack, windowProvider: CustomWindowProvider(window: window))
            }
        }

        private func makeFixture() async -> Fixture {
            let primary = UINavigationController(rootViewController: UIViewController())
            let details = UINavigationController(rootViewController: UIViewController())
            let split = UISplitViewController()
            split.viewControllers = [primary, details]
            let window = await HeadlessRuntime.shared.showInFreshWindow(split)
            return Fixture(window: window, split: split, primary: primary, details: details)
        }

        @Test("Expanded, it returns the detail column's navigation controller")
        func expanded() async throws {
            let fixture = await makeFixture()
            #expect(try fixture.finder.findViewController() === fixture.details)
        }

        @Test("Collapsed, it returns the details navigation controller folded onto the primary")
        func collapsed() async throws {
            let fixture = await makeFixture()
            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: fixture.window)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(fixture.split.isCollapsed)

            #expect(try fixture.finder.findViewController() === fixture.details)
        }

        @Test("A detail column that is not a navigation controller gives nil")
        func nonNavigationDetail() async throws {
            let split = UISplitViewController()
            split.viewControllers = [UINavigationController(rootViewController: UIViewController()), UIViewController()]
            let window = await HeadlessRuntime.shared.showInFreshWindow(split)
            let finder = DetailsNavigationFinder<Any?>(options: .fullStack, windowProvider: CustomWindowProvider(window: window))
            #expect(try finder.findViewController() == nil)
        }

        @Test("Without a split view controller it finds nothing")
        func noSplit() async throws {
            let window = await HeadlessRuntime.shared.showInFreshWindow(UINavigationController(rootViewController: UIViewController()))
            let finder = DetailsNavigationFinder<Any?>(options: .fullStack, windowProvider: CustomWindowProvider(window: window))
            #expect(try finder.findViewController() == nil)
        }
    }
}
