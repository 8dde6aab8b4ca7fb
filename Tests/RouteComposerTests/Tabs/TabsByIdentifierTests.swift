import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

/// A factory that fails, to make a navigation roll back after the steps before it changed the screen.
@MainActor
private struct TabFailingFactory: Factory {
    typealias ViewController = UIViewController
    typealias Context = Void

    func build(with context: Void) throws -> UIViewController {
        throw ProbeError(name: "failing step")
    }
}

/// A tab bar controller driven by tabs: "home" and "library" (each a navigation controller), and
/// the group "browse" with the children "genres" and "charts" and a managing navigation controller.
@MainActor
private struct TabsFixture {
    let tabBar: UITabBarController
    let home: UITab
    let library: UITab
    let browse: UITabGroup
    let charts: UITab

    init() {
        home = UITab(title: "Home", image: nil, identifier: "home") { _ in UINavigationController(rootViewController: UIViewController()) }
        library = UITab(title: "Library", image: nil, identifier: "library") { _ in UINavigationController(rootViewController: UIViewController()) }
        charts = UITab(title: "Charts", image: nil, identifier: "charts") { _ in UIViewController() }
        let genres = UITab(title: "Genres", image: nil, identifier: "genres") { _ in UIViewController() }
        browse = UITabGroup(title: "Browse", image: nil, identifier: "browse", children: [genres, charts]) { _ in UIViewController() }
        browse.managingNavigationController = UINavigationController()
        tabBar = UITabBarController(tabs: [home, library, browse])
    }

    /// The step that finds the tab bar controller.
    var tabBarStep: DestinationStep<UITabBarController, Void> {
        GeneralStep.custom(using: ClassFinder<UITabBarController, Void>())
    }

    func tab(_ identifier: String) -> DestinationStep<UIViewController, Void> {
        TabStep.selecting(identifier, of: UIViewController.self, context: Void.self).assemble(from: tabBarStep)
    }

    func stack(_ identifier: String) -> DestinationStep<UINavigationController, Void> {
        TabStep.selecting(identifier, of: UINavigationController.self, context: Void.self).assemble(from: tabBarStep)
    }

    /// A product pushed onto the tab `identifier`'s navigation controller.
    func product(in identifier: String) -> DestinationStep<ProbeViewController, Void> {
        StepAssembly(finder: ClassFinder<ProbeViewController, Void>(), factory: ClassFactory<ProbeViewController, Void>())
            .using(UINavigationController.push())
            .from(stack(identifier))
            .assemble()
    }
}

extension RouteComposerTests {
    /// Point 5 of issue 28: tabs by identifier on a tab bar controller driven by iOS 18 tabs, and
    /// by index as before otherwise.
    @MainActor
    @Suite("Tabs by identifier")
    struct TabsByIdentifierTests {
        let runtime = HeadlessRuntime.shared

        @Test("A navigation to a tab by identifier selects it")
        func selectsTabByIdentifier() async throws {
            let fixture = TabsFixture()
            await runtime.showInFreshWindow(fixture.tabBar)

            try await DefaultRouter().navigate(to: fixture.tab("library"), animated: false)

            #expect(fixture.tabBar.selectedTab === fixture.library)
            #expect(fixture.tabBar.selectedViewController === fixture.library.viewController)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("A destination inside a tab is built after its tab is selected")
        func pushesIntoTabByIdentifier() async throws {
            let fixture = TabsFixture()
            await runtime.showInFreshWindow(fixture.tabBar)

            try await DefaultRouter().navigate(to: fixture.product(in: "library"), animated: false)
            await runtime.waitUntilIdle()

            let stack = try #require(fixture.library.viewController as? UINavigationController)
            #expect(fixture.tabBar.selectedTab === fixture.library)
            #expect(stack.topViewController is ProbeViewController)
        }

        @Test("A group's child tab is selected and shown in its group's managing navigation controller")
        func selectsGroupChild() async throws {
            let fixture = TabsFixture()
            await runtime.showInFreshWindow(fixture.tabBar)

            try await DefaultRouter().navigate(to: fixture.tab("charts"), animated: false)

            let charts = try #require(fixture.charts.viewController)
            #expect(fixture.tabBar.selectedTab === fixture.charts)
            #expect(fixture.browse.selectedChild === fixture.charts)
            #expect(fixture.browse.managingNavigationController?.topViewController === charts)
            #expect(fixture.tabBar.selectedViewController === fixture.browse.managingNavigationController)
        }

        @Test("A tab already selected is the destination, and nothing changes")
        func alreadySelectedTab() async throws {
            let fixture = TabsFixture()
            fixture.tabBar.selectedTab = fixture.charts
            await runtime.showInFreshWindow(fixture.tabBar)
            let stack = fixture.browse.managingNavigationController?.viewControllers
            let logger = ProbeLogger()

            try await DefaultRouter(logger: logger).navigate(to: fixture.tab("charts"), animated: false)

            #expect(fixture.tabBar.selectedTab === fixture.charts)
            #expect(fixture.browse.managingNavigationController?.viewControllers == stack)
            let integrations = logger.messages.filter { "\($0)".contains("integrates") }
            #expect(integrations.isEmpty, "no action ran: \(integrations)")
        }

        @Test("A destination already shown in a tab not selected is revealed by selecting its tab, not built again")
        func revealsShownDestination() async throws {
            let fixture = TabsFixture()
            await runtime.showInFreshWindow(fixture.tabBar)
            try await DefaultRouter().navigate(to: fixture.product(in: "library"), animated: false)
            await runtime.waitUntilIdle()
            fixture.tabBar.selectedTab = fixture.home
            let stack = try #require(fixture.library.viewController as? UINavigationController)
            let product = stack.topViewController

            try await DefaultRouter().navigate(to: fixture.product(in: "library"), animated: false)

            #expect(fixture.tabBar.selectedTab === fixture.library)
            #expect(stack.viewControllers.count == 2)
            #expect(stack.topViewController === product)
        }

        @Test("An identifier no tab has fails while planning, typed and naming it and the controller, before any change")
        func unknownIdentifierFailsBeforeChanges() async throws {
            let fixture = TabsFixture()
            await runtime.showInFreshWindow(fixture.tabBar)
            let cover = UIViewController()
            fixture.tabBar.present(cover, animated: false)
            await runtime.waitUntilIdle()

            let error = await #expect(throws: RoutingError.self) {
                try await DefaultRouter().navigate(to: fixture.tab("missing"), animated: false)
            }

            guard case .compositionFailed(let context)? = error else {
                Issue.record("expected compositionFailed, got \(String(describing: error))")
                return
            }
            #expect(context.underlyingError as? RoutingFailureReason == .tabNotFound)
            #expect(context.debugDescription.contains("\"missing\""))
            #expect(context.debugDescription.contains("\(fixture.tabBar)"))
            #expect(fixture.tabBar.presentedViewController === cover)
            #expect(fixture.tabBar.selectedTab === fixture.home)
        }

        /// Navigates, with rollback on, through `step` to a screen whose factory throws, so that
        /// the navigation fails after `step`'s changes and rolls them back.
        private func failAfter<VC: UIViewController>(_ step: DestinationStep<VC, Void>, sourceLocation: SourceLocation = #_sourceLocation) async {
            let failing = StepAssembly(finder: NilFinder<UIViewController, Void>(), factory: TabFailingFactory())
                .using(GeneralAction.presentModally())
                .from(step)
                .assemble()
            var router = DefaultRouter()
            router.rollbackPolicy = .rollback
            await #expect(throws: ProbeError.self, sourceLocation: sourceLocation) {
                try await router.navigate(to: failing, animated: false)
            }
            await runtime.waitUntilIdle()
        }

        @Test("A failed navigation rolls a tab selection back")
        func rollsBackSelection() async throws {
            let fixture = TabsFixture()
            await runtime.showInFreshWindow(fixture.tabBar)

            await failAfter(fixture.tab("library"))

            #expect(fixture.tabBar.selectedTab === fixture.home)
        }

        @Test("A failed navigation rolls an added tab back")
        func rollsBackAddedTab() async throws {
            let fixture = TabsFixture()
            await runtime.showInFreshWindow(fixture.tabBar)
            let added = StepAssembly(finder: NilFinder<ProbeOtherViewController, Void>(), factory: ClassFactory<ProbeOtherViewController, Void>())
                .using(UITabBarController.add(tab: "added", title: "Added"))
                .from(fixture.tabBarStep)
                .assemble()

            await failAfter(added)

            #expect(fixture.tabBar.tabs.map(\.identifier) == ["home", "library", "browse"])
            #expect(fixture.tabBar.tab(forIdentifier: "added") == nil)
            #expect(fixture.tabBar.selectedTab === fixture.home)
        }
    }
}
