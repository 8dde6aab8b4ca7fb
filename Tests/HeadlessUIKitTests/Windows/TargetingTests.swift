import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.10: show, showDetailViewController and targetViewController(forAction:sender:).
    @MainActor
    @Suite("Windows: show and showDetail targeting")
    struct TargetingTests {
        @Test("show from inside a navigation controller pushes onto it")
        func showInsideNavigationPushes() async {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            _ = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let shown = UIViewController()

            root.show(shown, sender: nil)

            #expect(navigation.viewControllers == [root, shown])
            #expect(shown.navigationController === navigation)
            #expect(navigation.presentedViewController == nil)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(navigation.topViewController === shown)
            #expect(shown.presentingViewController == nil)
        }

        @Test("show from a plain controller in a window presents it")
        func showFromPlainControllerPresents() async {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            let shown = UIViewController()

            root.show(shown, sender: nil)

            #expect(root.presentedViewController === shown)
            #expect(shown.presentingViewController === root)
            #expect(shown.isBeingPresented)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(shown.viewIfLoaded?.window === window)
            #expect(!shown.isBeingPresented)
        }

        @Test("show from inside a presented navigation controller pushes onto that one, not the root's")
        func showInsidePresentedNavigationPushesThere() async {
            let rootNavigation = UINavigationController(rootViewController: UIViewController())
            _ = await HeadlessRuntime.shared.showInFreshWindow(rootNavigation)
            let modalRoot = UIViewController()
            let modalNavigation = UINavigationController(rootViewController: modalRoot)
            rootNavigation.present(modalNavigation, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            let shown = UIViewController()

            modalRoot.show(shown, sender: nil)

            #expect(modalNavigation.viewControllers == [modalRoot, shown])
            #expect(rootNavigation.viewControllers.count == 1)
        }

        @Test("showDetailViewController inside an expanded split installs the new secondary")
        func showDetailInsideSplitInstallsSecondary() async {
            let master = UIViewController()
            let masterNavigation = UINavigationController(rootViewController: master)
            let oldDetail = UIViewController()
            let split = UISplitViewController()
            split.viewControllers = [masterNavigation, oldDetail]
            _ = await HeadlessRuntime.shared.showInFreshWindow(split)
            #expect(!split.isCollapsed)
            let newDetail = UIViewController()

            master.showDetailViewController(newDetail, sender: nil)

            #expect(split.viewControllers == [masterNavigation, newDetail])
            #expect(newDetail.splitViewController === split)
            #expect(oldDetail.parent == nil)
            #expect(masterNavigation.viewControllers == [master], "the navigation controller is not the showDetail target")
            #expect(split.presentedViewController == nil)
        }

        @Test("showDetailViewController with no split view controller presents")
        func showDetailWithoutSplitPresents() async {
            let root = UIViewController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(root)
            let shown = UIViewController()

            root.showDetailViewController(shown, sender: nil)

            #expect(root.presentedViewController === shown)
        }

        @Test("targetViewController returns the nearest ancestor that handles the action, skipping others")
        func targetIsNearestHandlingAncestor() async {
            let leaf = UIViewController()
            let navigation = UINavigationController(rootViewController: leaf)
            let split = UISplitViewController()
            split.viewControllers = [navigation]

            #expect(leaf.targetViewController(forAction: windowsShowSelector, sender: nil) === navigation)
            #expect(leaf.targetViewController(forAction: windowsShowDetailSelector, sender: nil) === split)
        }

        @Test("targetViewController returns nil when nothing handles the action")
        func targetIsNilWhenNothingHandles() async {
            let container = WindowsTestContainerController()
            let child = UIViewController()
            container.embed(child)

            #expect(child.targetViewController(forAction: windowsShowSelector, sender: nil) == nil)
            #expect(UIViewController().targetViewController(forAction: windowsShowDetailSelector, sender: nil) == nil)
        }

        @Test("targetViewController walks the parents first, then continues at the presenting controller")
        func targetWalksParentsThenPresenter() async {
            let claimer = ShowClaimingController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(claimer)
            let presentedContainer = WindowsTestContainerController()
            let leaf = UIViewController()
            presentedContainer.embed(leaf)
            claimer.present(presentedContainer, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(leaf.targetViewController(forAction: windowsShowSelector, sender: nil) === claimer)
            #expect(presentedContainer.targetViewController(forAction: windowsShowSelector, sender: nil) === claimer)
        }

        @Test("A handling parent wins over a handling presenting controller")
        func parentWinsOverPresenter() async {
            let claimer = ShowClaimingController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(claimer)
            let leaf = UIViewController()
            let presentedNavigation = UINavigationController(rootViewController: leaf)
            claimer.present(presentedNavigation, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(leaf.targetViewController(forAction: windowsShowSelector, sender: nil) === presentedNavigation)
        }

        @Test("A controller that claims the action through canPerformAction is its own target")
        func claimingControllerIsItsOwnTarget() async {
            let claimer = ShowClaimingController()

            #expect(claimer.targetViewController(forAction: windowsShowSelector, sender: nil) === claimer)
            #expect(claimer.targetViewController(forAction: windowsShowDetailSelector, sender: nil) == nil)
        }

        @Test("show from a child is forwarded to an ancestor that claims the action")
        func showForwardsToClaimingAncestor() async {
            let claimer = ShowClaimingController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(claimer)
            let child = UIViewController()
            claimer.addChild(child)
            claimer.view.addSubview(child.view)
            child.didMove(toParent: claimer)
            let shown = UIViewController()

            child.show(shown, sender: nil)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(claimer.shownControllers == [shown])
            #expect(claimer.presentedViewController == nil, "the claiming ancestor handled it; nothing is presented")
        }

        @Test("A navigation controller that refuses the action is skipped: show presents instead of pushing")
        func refusingNavigationControllerIsSkipped() async {
            let root = UIViewController()
            let navigation = ShowRefusingNavigationController(rootViewController: root)
            _ = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let shown = UIViewController()

            #expect(root.targetViewController(forAction: windowsShowSelector, sender: nil) == nil)
            root.show(shown, sender: nil)

            #expect(navigation.viewControllers == [root])
            #expect(navigation.presentedViewController === shown)
            #expect(shown.presentingViewController === navigation)
        }
    }
}
