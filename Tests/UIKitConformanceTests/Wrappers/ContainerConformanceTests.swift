import Testing

extension UIKitConformanceTests {
    @MainActor
    @Suite("Conformance: containment")
    struct ContainmentConformanceTests {
        @Test("addChild appends, sets parent and calls only willMove(toParent:)")
        func addChild() async throws { try await ContainmentChecks.addChildCallsOnlyWillMove(settle: settle) }

        @Test("removeFromParent clears parent and calls only didMove(toParent: nil)")
        func removeFromParent() throws { try ContainmentChecks.removeFromParentCallsOnlyDidMove() }

        @Test("addChild of another parent's child takes it from that parent first")
        func moveChild() throws { try ContainmentChecks.addChildTakesTheChildFromItsParent() }
    }

    @MainActor
    @Suite("Conformance: navigation stack")
    struct NavigationConformanceTests {
        @Test("init(rootViewController:) makes the root the only child")
        func root() throws { try NavigationChecks.rootIsTheOnlyChild() }

        @Test("A push is on the stack when the call returns")
        func push() throws { try NavigationChecks.pushChangesTheStackAtOnce() }

        @Test("Popping the root alone returns nil and changes nothing")
        func popRoot() throws { try NavigationChecks.poppingTheRootDoesNothing() }

        @Test("popViewController returns the top; the popped controller loses its parent")
        func pop() async throws { try await NavigationChecks.popReturnsTheTop(settle: settle) }

        @Test("popTo and popToRoot return the popped controllers in stack order")
        func popTo() throws { try NavigationChecks.popToReturnsThePoppedInStackOrder() }

        @Test("setViewControllers replaces the stack with the containment callbacks")
        func setStack() async throws { try await NavigationChecks.setViewControllersReplacesTheStack(settle: settle) }

        @Test("Pushing a split view controller is ignored")
        func pushSplit() async throws { try await NavigationChecks.pushingASplitViewControllerIsIgnored(settle: settle) }
    }

    @MainActor
    @Suite("Conformance: tab bar")
    struct TabBarConformanceTests {
        @Test("A new tab bar controller selects nothing")
        func empty() throws { try TabBarChecks.newTabBarControllerSelectsNothing() }

        @Test("Tabs are children and the first is selected")
        func tabs() throws { try TabBarChecks.tabsAreChildrenAndTheFirstIsSelected() }

        @Test("Selection by index and by controller; an index out of range is ignored")
        func selection() throws { try TabBarChecks.selectionByIndexAndByController() }

        @Test("Selection in code never calls the delegate")
        func delegate() async throws { try await TabBarChecks.selectionInCodeNeverCallsTheDelegate(settle: settle) }
    }

    @MainActor
    @Suite("Conformance: tabs by identifier (iOS 18)")
    struct TabItemConformanceTests {
        @Test("Root tabs' controllers are the view controllers; each names its tab")
        func rootTabs() throws {
            guard #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) else { return }
            try TabItemChecks.rootTabsAreTheViewControllers()
        }

        @Test("selectedTab and selectedIndex choose each other")
        func selection() throws {
            guard #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) else { return }
            try TabItemChecks.selectedTabAndIndexAgree()
        }

        @Test("A group's child selected keeps the group's controller shown")
        func groupChild() throws {
            guard #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) else { return }
            try TabItemChecks.groupChildKeepsTheRootShown()
        }
    }

    @MainActor
    @Suite("Conformance: split view")
    struct SplitConformanceTests {
        @Test("A classic split's children are the primary and the secondary")
        func classic() throws { try SplitChecks.classicChildrenArePrimaryAndSecondary() }

        @Test("A column-style split wraps plain controllers in navigation controllers")
        func wraps() throws { try SplitChecks.columnStyleWrapsPlainControllers() }

        @Test("A column-style split keeps a navigation controller as it is")
        func keeps() throws { try SplitChecks.columnStyleKeepsANavigationController() }
    }
}
