import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.4: navigationController / tabBarController / splitViewController walk `parent`.
    @MainActor
    @Suite("Ancestor lookups")
    struct AncestorLookupTests {
        @Test("navigationController is found through any depth of parents")
        func navigationControllerIsFoundByParentWalk() async {
            let pushed = UIViewController()
            let grandchild = UIViewController()
            let navigation = UINavigationController(rootViewController: pushed)
            pushed.addChild(grandchild)

            #expect(pushed.navigationController === navigation)
            #expect(grandchild.navigationController === navigation)
            #expect(UIViewController().navigationController == nil)
        }

        @Test("tabBarController and navigationController are both found from a leaf in a nav inside a tab")
        func lookupsFromLeafOfNavigationInsideTab() async {
            let leaf = UIViewController()
            let navigation = UINavigationController(rootViewController: leaf)
            let tabBar = UITabBarController()
            tabBar.viewControllers = [navigation, UIViewController()]

            #expect(leaf.navigationController === navigation)
            #expect(leaf.tabBarController === tabBar)
            #expect(navigation.tabBarController === tabBar)
            #expect(leaf.splitViewController == nil)
            #expect(tabBar.tabBarController == nil, "a tab bar controller is not its own ancestor")
        }

        @Test("splitViewController is found from a controller inside a column")
        func splitViewControllerIsFoundFromInsideAColumn() async {
            let master = UIViewController()
            let primary = UINavigationController(rootViewController: master)
            let detail = UIViewController()
            let split = UISplitViewController()
            split.viewControllers = [primary, detail]

            #expect(master.splitViewController === split)
            #expect(detail.splitViewController === split)
            #expect(split.splitViewController == nil)
        }

        @Test("A navigation controller's navigationController is the enclosing one, nil when none")
        func navigationControllersNavigationControllerIsTheEnclosingOne() async {
            let holder = UIViewController()
            let outer = UINavigationController(rootViewController: holder)
            let leaf = UIViewController()
            let inner = UINavigationController(rootViewController: leaf)
            #expect(inner.navigationController == nil)

            holder.addChild(inner)
            inner.didMove(toParent: holder)

            #expect(inner.navigationController === outer)
            #expect(leaf.navigationController === inner)
            #expect(outer.navigationController == nil)
        }

        @Test("A presented controller without a parent has no navigationController even if its presenter has one")
        func presentedControllerHasNoNavigationController() async {
            let source = UIViewController()
            let navigation = UINavigationController(rootViewController: source)
            let tabBar = UITabBarController()
            tabBar.viewControllers = [navigation]
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            let presented = UIViewController()

            source.present(presented, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(presented.presentingViewController != nil)
            #expect(presented.navigationController == nil)
            #expect(presented.tabBarController == nil)
        }

        @Test("Lookups return nil once the controller is removed from its container")
        func lookupsAreNilAfterRemoval() async {
            let root = UIViewController()
            let pushed = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(pushed, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(pushed.navigationController === navigation)

            pushed.willMove(toParent: nil)
            pushed.removeFromParent()

            #expect(pushed.navigationController == nil)
            #expect(navigation.viewControllers == [root])
        }
    }
}
