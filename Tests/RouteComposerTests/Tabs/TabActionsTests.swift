import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// The tab bar controller's adapter and actions on a controller driven by iOS 18 tabs, and
    /// unchanged on one driven by `viewControllers`.
    @MainActor
    @Suite("Tabs by identifier: adapter and actions")
    struct TabActionsTests {
        let runtime = HeadlessRuntime.shared

        private func plainTab(_ identifier: String) -> UITab {
            UITab(title: identifier, image: nil, identifier: identifier) { _ in UIViewController() }
        }

        @Test("The adapter's children are the controllers the root tabs that are not hidden show")
        func adapterChildrenComeFromTabs() throws {
            let tabs = [plainTab("a"), plainTab("b"), plainTab("c")]
            let tabBar = UITabBarController(tabs: tabs)
            tabs[1].isHidden = true

            let adapter = TabBarControllerAdapter(with: tabBar)

            #expect(adapter.containedViewControllers == [try #require(tabs[0].viewController), try #require(tabs[2].viewController)])
        }

        @Test("Setting the adapter's children sets the root tabs that show them, keeping hidden tabs")
        func adapterSetsRootTabs() throws {
            let tabs = [plainTab("a"), plainTab("b"), plainTab("c")]
            let tabBar = UITabBarController(tabs: tabs)
            tabs[2].isHidden = true
            let completion = ProbeCompletion()

            TabBarControllerAdapter(with: tabBar).setContainedViewControllers(
                [try #require(tabs[1].viewController)], animated: false, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(tabBar.tabs == [tabs[1], tabs[2]])
        }

        @Test("Setting the adapter's children with a controller no tab has fails and changes nothing")
        func adapterRefusesControllerWithoutTab() throws {
            let tabs = [plainTab("a")]
            let tabBar = UITabBarController(tabs: tabs)
            let completion = ProbeCompletion()

            TabBarControllerAdapter(with: tabBar).setContainedViewControllers([UIViewController()], animated: false, completion: completion.handler)

            #expect(completion.failedWithCompositionError)
            #expect(tabBar.tabs == tabs)
        }

        @Test("add(tab:) adds a root tab with the identifier, title and image, at the index")
        func addTabByIdentifier() throws {
            let tabs = [plainTab("a"), plainTab("b")]
            let tabBar = UITabBarController(tabs: tabs)
            let added = UIViewController()
            let image = UIImage()
            let completion = ProbeCompletion()

            UITabBarController.add(tab: "new", title: "New", image: image, at: 1)
                .perform(with: added, on: tabBar, animated: false, completion: completion.handler)

            #expect(completion.succeeded)
            let tab = try #require(tabBar.tab(forIdentifier: "new"))
            #expect(tabBar.tabs.map(\.identifier) == ["a", "new", "b"])
            #expect(tab.title == "New")
            #expect(tab.image === image)
            #expect(tab.viewController === added)
            #expect(added.tab === tab)
            #expect(tabBar.viewControllers?[1] === added)
        }

        @Test("add(tab:) with an identifier a tab has fails, typed, and changes nothing")
        func addTabWithTakenIdentifier() {
            let tabs = [plainTab("a"), plainTab("b")]
            let tabBar = UITabBarController(tabs: tabs)
            let completion = ProbeCompletion()

            UITabBarController.add(tab: "b").perform(with: UIViewController(), on: tabBar, animated: false, completion: completion.handler)

            #expect(completion.failureReason == .tabIdentifierTaken)
            #expect(tabBar.tabs == tabs)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("add(at:) on a controller driven by tabs fails, typed, as the controller needs an identifier")
        func addByIndexToTabsFails() {
            let tabs = [plainTab("a")]
            let tabBar = UITabBarController(tabs: tabs)
            let completion = ProbeCompletion()

            UITabBarController.add().perform(with: UIViewController(), on: tabBar, animated: false, completion: completion.handler)

            #expect(completion.failureReason == .tabIdentifierRequired)
            #expect(tabBar.tabs == tabs)
        }

        @Test("On a controller driven by viewControllers, add(tab:) adds by index and titles the tab bar item")
        func addTabByIdentifierInIndexMode() {
            let first = UIViewController()
            let tabBar = UITabBarController()
            tabBar.viewControllers = [first]
            let added = UIViewController()
            let completion = ProbeCompletion()

            UITabBarController.add(tab: "new", title: "New", at: 0).perform(with: added, on: tabBar, animated: false, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(tabBar.viewControllers == [added, first])
            #expect(tabBar.tabs.isEmpty)
            #expect(added.tabBarItem.title == "New")
        }

        @Test("On a controller driven by viewControllers, add(at:replacing:) and the adapter work by index as before")
        func indexModeUnchanged() {
            let tabs = [UIViewController(), UIViewController()]
            let tabBar = UITabBarController()
            tabBar.viewControllers = tabs
            let replacement = UIViewController()
            let completion = ProbeCompletion()

            UITabBarController.add(at: 1, replacing: true).perform(with: replacement, on: tabBar, animated: false, completion: completion.handler)
            let adapter = TabBarControllerAdapter(with: tabBar)
            let shown = ProbeCompletion()
            adapter.makeVisible(replacement, animated: false, completion: shown.handler)

            #expect(completion.succeeded)
            #expect(shown.succeeded)
            #expect(adapter.containedViewControllers == [tabs[0], replacement])
            #expect(tabBar.selectedViewController === replacement)
            #expect(tabBar.tabs.isEmpty)
        }

        @Test("A tab bar controller built with children added by identifier is driven by tabs with those identifiers")
        func factoryBuildsTabs() throws {
            let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Void>())
                .with(ClassFactory<ProbeViewController, Void>(), using: UITabBarController.add(tab: "first", title: "First"))
                .with(ClassFactory<ProbeOtherViewController, Void>(), using: UITabBarController.add(tab: "second", at: 0))
                .assemble()

            let tabBar = try factory.execute(with: ())

            #expect(tabBar.tabs.map(\.identifier) == ["second", "first"])
            #expect(tabBar.tab(forIdentifier: "first")?.title == "First")
            #expect(tabBar.viewControllers?.first is ProbeOtherViewController)
        }

        @Test("A tab bar controller built with a child added by index keeps viewControllers for all its children")
        func factoryKeepsIndexMode() throws {
            let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Void>())
                .with(ClassFactory<ProbeViewController, Void>(), using: UITabBarController.add(tab: "first"))
                .with(ClassFactory<ProbeOtherViewController, Void>(), using: UITabBarController.add())
                .assemble()

            let tabBar = try factory.execute(with: ())

            #expect(tabBar.tabs.isEmpty)
            #expect(tabBar.viewControllers?.count == 2)
        }

        @Test("A tab bar controller built with two children added under one identifier fails, typed")
        func factoryRefusesDuplicateIdentifiers() {
            let factory = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Void>())
                .with(ClassFactory<ProbeViewController, Void>(), using: UITabBarController.add(tab: "same"))
                .with(ClassFactory<ProbeOtherViewController, Void>(), using: UITabBarController.add(tab: "same"))
                .assemble()

            let error = #expect(throws: RoutingError.self) { try factory.execute(with: ()) }

            guard case .compositionFailed(let context)? = error else {
                Issue.record("expected compositionFailed, got \(String(describing: error))")
                return
            }
            #expect(context.underlyingError as? RoutingFailureReason == .tabIdentifierTaken)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("The adapter makes a group's child visible by selecting its tab")
        func adapterSelectsGroupChild() throws {
            let child = plainTab("child")
            let group = UITabGroup(title: "G", image: nil, identifier: "g", children: [child]) { _ in UIViewController() }
            group.managingNavigationController = UINavigationController()
            let tabBar = UITabBarController(tabs: [plainTab("a"), group])
            let childController = try #require(child.viewController)
            let completion = ProbeCompletion()

            TabBarControllerAdapter(with: tabBar).makeVisible(childController, animated: false, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(tabBar.selectedTab === child)
            #expect(group.managingNavigationController?.topViewController === childController)
        }
    }
}

extension ProbeCompletion {
    /// The ``RoutingFailureReason`` of the only result, when it is a failure that carries one.
    var failureReason: RoutingFailureReason? {
        guard let error = error as? RoutingError, case .compositionFailed(let context) = error else { return nil }
        return context.underlyingError as? RoutingFailureReason
    }
}
