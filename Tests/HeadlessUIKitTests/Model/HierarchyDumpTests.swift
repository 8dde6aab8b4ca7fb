import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// The model's hierarchy dump: windows → root → children → presented chain, with flags.
    @MainActor
    @Suite("Model: hierarchy dump")
    struct HierarchyDumpTests {
        @Test("With no connected scene the dump says so")
        func emptyApplication() async {
            #expect(HeadlessRuntime.shared.hierarchyDescription() == "(no connected scenes)")
        }

        @Test("The application dump lists scene, key visible window, root and its top child")
        func applicationDumpOfNavigationStack() async {
            let navigation = UINavigationController(rootViewController: windowsTitled("Home"))
            _ = await HeadlessRuntime.shared.showInFreshWindow(navigation)

            #expect(
                HeadlessRuntime.shared.hierarchyDescription() == """
                    scene 0 [foregroundActive]
                      UIWindow [key, visible]
                        root: UINavigationController [visible]
                          [0]: UIViewController "Home" [top, visible]
                    """)
        }

        @Test("Hidden windows and windows without a root are listed with their flags")
        func hiddenAndEmptyWindows() async {
            let scene = HeadlessRuntime.shared.connectScene()
            let shown = UIWindow(windowScene: scene)
            shown.rootViewController = windowsTitled("Shown")
            shown.makeKeyAndVisible()
            let hidden = UIWindow(windowScene: scene)
            hidden.rootViewController = windowsTitled("Hidden")
            _ = UIWindow(windowScene: scene)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(
                HeadlessRuntime.shared.hierarchyDescription() == """
                    scene 0 [foregroundActive]
                      UIWindow [key, visible]
                        root: UIViewController "Shown" [visible]
                      UIWindow [hidden]
                        root: UIViewController "Hidden"
                      UIWindow [hidden]
                        (no root view controller)
                    """)
        }

        @Test("The window dump shows children in order and the presented chain after them")
        func windowDumpWithPresentedChain() async {
            let navigation = UINavigationController()
            navigation.setViewControllers([windowsTitled("First"), windowsTitled("Second")], animated: false)
            let window = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let sheet = windowsTitled("Sheet")
            navigation.present(sheet, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            let cover = windowsTitled("Cover")
            cover.modalPresentationStyle = .overFullScreen
            sheet.present(cover, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(
                window.controllerHierarchyDescription() == """
                    UIWindow [key, visible]
                      root: UINavigationController [visible]
                        [0]: UIViewController "First"
                        [1]: UIViewController "Second" [top, visible]
                        presents (.formSheet): UIViewController "Sheet" [visible]
                          presents (.overFullScreen): UIViewController "Cover" [visible]
                    """)
        }

        @Test("A tab bar dump flags the selected tab only")
        func tabBarDump() async {
            let tabs = UITabBarController()
            tabs.viewControllers = [windowsTitled("A"), windowsTitled("B")]
            tabs.selectedIndex = 1
            _ = await HeadlessRuntime.shared.showInFreshWindow(tabs)

            #expect(
                tabs.hierarchyDescription() == """
                    UITabBarController [visible]
                      [0]: UIViewController "A"
                      [1]: UIViewController "B" [selected, visible]
                    """)
        }

        @Test("A split view dump says expanded or collapsed")
        func splitDump() async {
            let split = UISplitViewController()
            split.viewControllers = [windowsTitled("Primary"), windowsTitled("Secondary")]
            let window = await HeadlessRuntime.shared.showInFreshWindow(split)

            #expect(
                split.hierarchyDescription() == """
                    UISplitViewController [expanded, visible]
                      [0]: UIViewController "Primary" [visible]
                      [1]: UIViewController "Secondary" [visible]
                    """)

            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: window)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(split.hierarchyDescription().hasPrefix("UISplitViewController [collapsed, visible]"))
        }

        @Test("An in-flight presentation is flagged 'being presented', an in-flight dismissal 'being dismissed'")
        func inFlightFlags() async {
            let root = windowsTitled("Root")
            _ = await HeadlessRuntime.shared.showInFreshWindow(root)
            let modal = windowsTitled("Modal")

            root.present(modal, animated: true)
            #expect(
                root.hierarchyDescription() == """
                    UIViewController "Root" [visible]
                      presents (.formSheet): UIViewController "Modal" [being presented]
                    """)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(
                root.hierarchyDescription() == """
                    UIViewController "Root" [visible]
                      presents (.formSheet): UIViewController "Modal" [visible]
                    """)

            root.dismiss(animated: true)
            #expect(
                root.hierarchyDescription() == """
                    UIViewController "Root" [visible]
                      presents (.formSheet): UIViewController "Modal" [being dismissed, visible]
                    """)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(root.hierarchyDescription() == #"UIViewController "Root" [visible]"#)
        }

        @Test("A controller outside any window dumps its subtree without visibility flags")
        func windowlessSubtree() async {
            let container = WindowsTestContainerController()
            container.title = "Container"
            container.embed(windowsTitled("Child"))

            #expect(
                container.hierarchyDescription() == """
                    WindowsTestContainerController "Container"
                      [0]: UIViewController "Child"
                    """)
        }
    }
}
