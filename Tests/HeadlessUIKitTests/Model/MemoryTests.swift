import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// No retain cycles: controllers nobody holds any more are released once their transitions end.
    @MainActor
    @Suite("Model: memory")
    struct MemoryTests {
        @Test("A dismissed controller nobody holds is deallocated")
        func dismissedControllerIsReleased() async {
            let root = UIViewController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(root)
            weak var weakPresented: UIViewController?
            do {
                let presented = UIViewController()
                weakPresented = presented
                root.present(presented, animated: true)
            }
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(weakPresented != nil, "a presented controller is kept alive by its presenter")

            root.dismiss(animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(weakPresented == nil)
        }

        @Test("A dismissed presented chain is deallocated, intermediates included")
        func dismissedChainIsReleased() async {
            let root = UIViewController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(root)
            weak var weakMiddle: UIViewController?
            weak var weakTop: UIViewController?
            do {
                let middle = UINavigationController(rootViewController: UIViewController())
                weakMiddle = middle
                root.present(middle, animated: false)
                await HeadlessRuntime.shared.waitUntilIdle()
                let top = UIViewController()
                weakTop = top
                middle.present(top, animated: true)
            }
            await HeadlessRuntime.shared.waitUntilIdle()

            root.dismiss(animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(weakMiddle == nil)
            #expect(weakTop == nil)
        }

        @Test("A popped controller nobody holds is deallocated")
        func poppedControllerIsReleased() async {
            let navigation = UINavigationController(rootViewController: UIViewController())
            _ = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            weak var weakPushed: UIViewController?
            do {
                let pushed = UIViewController()
                weakPushed = pushed
                navigation.pushViewController(pushed, animated: true)
            }
            await HeadlessRuntime.shared.waitUntilIdle()

            _ = navigation.popViewController(animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(weakPushed == nil)
        }

        @Test("A tab removed with setViewControllers is deallocated")
        func removedTabIsReleased() async {
            let kept = UIViewController()
            let tabs = UITabBarController()
            weak var weakRemoved: UIViewController?
            do {
                let removed = UIViewController()
                weakRemoved = removed
                tabs.viewControllers = [kept, removed]
                tabs.selectedIndex = 1
            }
            _ = await HeadlessRuntime.shared.showInFreshWindow(tabs)

            tabs.viewControllers = [kept]
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(weakRemoved == nil)
            #expect(tabs.selectedViewController === kept)
        }

        @Test("A child removed from a custom container is deallocated")
        func removedChildIsReleased() async {
            let container = WindowsTestContainerController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(container)
            weak var weakChild: UIViewController?
            do {
                let child = UIViewController()
                weakChild = child
                container.embed(child, showingView: true)
            }
            await HeadlessRuntime.shared.waitUntilIdle()
            do {
                let child = container.children.first
                child?.willMove(toParent: nil)
                child?.viewIfLoaded?.removeFromSuperview()
                child?.removeFromParent()
            }

            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(weakChild == nil)
        }

        @Test("The old root of a window is deallocated after replacement when it presented nothing")
        func oldRootIsReleasedAfterReplacement() async {
            weak var weakOldRoot: UIViewController?
            let window: UIWindow
            do {
                let oldRoot = UINavigationController(rootViewController: UIViewController())
                weakOldRoot = oldRoot
                window = await HeadlessRuntime.shared.showInFreshWindow(oldRoot)
            }

            window.rootViewController = UIViewController()
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(weakOldRoot == nil)
        }

        @Test("Controllers stranded by a root replacement are released once dismissed")
        func strandedPresentationReleasedAfterDismissal() async {
            let oldRoot = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(oldRoot)
            weak var weakPresented: UIViewController?
            do {
                let presented = UIViewController()
                weakPresented = presented
                oldRoot.present(presented, animated: false)
            }
            await HeadlessRuntime.shared.waitUntilIdle()
            window.rootViewController = UIViewController()
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(weakPresented != nil, "replacing the root does not dismiss (it leaks in UIKit)")

            oldRoot.dismiss(animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(weakPresented == nil)
            #expect(oldRoot.presentedViewController == nil)
        }

        @Test("After reset() a window and its whole controller tree are deallocated")
        func resetReleasesWindowAndTree() async {
            weak var weakWindow: UIWindow?
            weak var weakScene: UIWindowScene?
            weak var weakTabs: UITabBarController?
            weak var weakNavigation: UINavigationController?
            weak var weakPushed: UIViewController?
            weak var weakPresented: UIViewController?
            do {
                let navigation = UINavigationController(rootViewController: UIViewController())
                let tabs = UITabBarController()
                tabs.viewControllers = [navigation, UIViewController()]
                let window = await HeadlessRuntime.shared.showInFreshWindow(tabs)
                let pushed = UIViewController()
                navigation.pushViewController(pushed, animated: true)
                let presented = UIViewController()
                tabs.present(presented, animated: true)
                await HeadlessRuntime.shared.waitUntilIdle()
                #expect(tabs.presentedViewController === presented)
                weakWindow = window
                weakScene = window.windowScene
                weakTabs = tabs
                weakNavigation = navigation
                weakPushed = pushed
                weakPresented = presented
            }

            // Stays: reset() is what this test exercises.
            await HeadlessRuntime.shared.reset()

            #expect(weakWindow == nil)
            #expect(weakScene == nil)
            #expect(weakTabs == nil)
            #expect(weakNavigation == nil)
            #expect(weakPushed == nil)
            #expect(weakPresented == nil)
        }

        @Test("Disconnecting a scene releases its windows and their controllers")
        func disconnectReleasesWindows() async {
            weak var weakWindow: UIWindow?
            weak var weakRoot: UIViewController?
            let scene = HeadlessRuntime.shared.connectScene()
            do {
                let window = UIWindow(windowScene: scene)
                let root = UIViewController()
                window.rootViewController = root
                window.makeKeyAndVisible()
                weakWindow = window
                weakRoot = root
            }
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(weakWindow != nil, "a scene keeps its windows alive")

            HeadlessRuntime.shared.disconnect(scene)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(weakWindow == nil)
            #expect(weakRoot == nil)
        }

        @Test("A transition coordinator kept after its transition does not keep the controllers alive")
        func coordinatorDoesNotRetainControllers() async throws {
            let root = UIViewController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(root)
            weak var weakPresented: UIViewController?
            var presentCoordinator: (any UIViewControllerTransitionCoordinator)?
            var dismissCoordinator: (any UIViewControllerTransitionCoordinator)?
            do {
                let presented = UIViewController()
                weakPresented = presented
                root.present(presented, animated: true)
                presentCoordinator = presented.transitionCoordinator
                presentCoordinator?.animate(alongsideTransition: nil, completion: nil)
            }
            #expect(presentCoordinator != nil, "an animated presentation in a window has a coordinator")
            await HeadlessRuntime.shared.waitUntilIdle()

            root.dismiss(animated: true)
            dismissCoordinator = root.transitionCoordinator
            #expect(dismissCoordinator != nil, "an animated dismissal in a window has a coordinator")
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(weakPresented == nil)
            #expect(presentCoordinator != nil)
            #expect(dismissCoordinator != nil)
            #expect(root.transitionCoordinator == nil)
        }

        @Test("A navigation coordinator kept after a push and pop does not keep the pushed controller alive")
        func navigationCoordinatorDoesNotRetainControllers() async {
            let navigation = UINavigationController(rootViewController: UIViewController())
            _ = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            weak var weakPushed: UIViewController?
            var pushCoordinator: (any UIViewControllerTransitionCoordinator)?
            do {
                let pushed = UIViewController()
                weakPushed = pushed
                navigation.pushViewController(pushed, animated: true)
                pushCoordinator = pushed.transitionCoordinator
            }
            #expect(pushCoordinator != nil)
            await HeadlessRuntime.shared.waitUntilIdle()

            navigation.popViewController(animated: true)
            let popCoordinator = navigation.transitionCoordinator
            #expect(popCoordinator != nil)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(weakPushed == nil)
            #expect(pushCoordinator != nil)
            #expect(popCoordinator != nil)
        }

        @Test("A presentation controller kept after dismissal does not keep its controllers alive")
        func presentationControllerDoesNotRetainControllers() async throws {
            let root = UIViewController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(root)
            weak var weakPresented: UIViewController?
            var keptPresentationController: UIPresentationController?
            do {
                let presented = UIViewController()
                presented.modalPresentationStyle = .pageSheet
                weakPresented = presented
                keptPresentationController = presented.presentationController
                root.present(presented, animated: true)
            }
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(keptPresentationController?.presentingViewController === root)

            root.dismiss(animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(weakPresented == nil)
            #expect(keptPresentationController != nil)
        }
    }
}
