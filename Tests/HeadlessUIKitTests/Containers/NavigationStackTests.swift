import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §2.2–§2.5: the navigation stack, its validation and its return values.
    @MainActor
    @Suite("Navigation: stack")
    struct NavigationStackTests {
        @Test("init(rootViewController:) makes the root the only child, the top and a child of the nav")
        func initWithRootMakesRootTheOnlyChild() async {
            let root = UIViewController()

            let navigation = UINavigationController(rootViewController: root)

            #expect(navigation.viewControllers == [root])
            #expect(navigation.children == [root])
            #expect(navigation.topViewController === root)
            #expect(root.parent === navigation)
        }

        @Test("viewControllers is the children array, root first, and push updates it synchronously")
        func viewControllersAreTheChildren() async {
            let root = UIViewController()
            let second = UIViewController()
            let third = UIViewController()
            let navigation = UINavigationController(rootViewController: root)

            navigation.pushViewController(second, animated: false)
            navigation.pushViewController(third, animated: true)

            #expect(navigation.viewControllers == [root, second, third])
            #expect(navigation.children == navigation.viewControllers)
            #expect(navigation.topViewController === third)
            #expect(third.parent === navigation)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(navigation.children == [root, second, third])
        }

        @Test("Pushing an instance already on the stack raises and leaves the stack alone")
        func pushingTheSameInstanceTwiceRaises() async throws {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let root = UIViewController()
            let pushed = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(pushed, animated: false)

            navigation.pushViewController(pushed, animated: false)

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(HeadlessRuntime.shared.exceptions.count == 1)
            #expect(error.kind == .pushingSameInstance)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.reason.contains("is pushing the same view controller instance"))
            #expect(error.reason.contains("more than once which is not supported"))
            #expect(navigation.viewControllers == [root, pushed])
        }

        @Test("Pushing the root again raises too")
        func pushingTheRootAgainRaises() async throws {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)

            navigation.pushViewController(root, animated: true)

            #expect(HeadlessRuntime.shared.exceptions.map(\.kind) == [.pushingSameInstance])
            #expect(navigation.viewControllers == [root])
        }

        @Test("Pushing a navigation controller raises and the pushed controller gets no parent")
        func pushingANavigationControllerRaises() async throws {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            let nested = UINavigationController(rootViewController: UIViewController())

            navigation.pushViewController(nested, animated: false)

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(error.kind == .pushingNavigationController)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.reason == "Pushing a navigation controller is not supported")
            #expect(navigation.viewControllers == [root])
            #expect(nested.parent == nil)
        }

        @Test("Pushing a split view controller logs UIKit's warning and is ignored")
        func pushingASplitViewControllerIsIgnoredWithAWarning() async throws {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            let split = UISplitViewController()

            navigation.pushViewController(split, animated: false)

            let warning = try #require(HeadlessRuntime.shared.warnings.first)
            #expect(warning.kind == .pushingSplitViewController)
            #expect(warning.message == "Split View Controllers cannot be pushed to a Navigation Controller")
            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
            #expect(navigation.viewControllers == [root])
            #expect(split.parent == nil)
        }

        @Test("Pushing a tab bar controller records a warning but the push happens")
        func pushingATabBarControllerWarnsButPushes() async throws {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            let tabBar = UITabBarController()

            navigation.pushViewController(tabBar, animated: false)

            #expect(HeadlessRuntime.shared.warnings.map(\.kind) == [.pushingTabBarController])
            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
            #expect(navigation.viewControllers == [root, tabBar])
            #expect(tabBar.navigationController === navigation)
        }

        @Test("setViewControllers with a duplicate raises and leaves the stack unchanged")
        func settingDuplicatesRaises() async throws {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let root = UIViewController()
            let other = UIViewController()
            let navigation = UINavigationController(rootViewController: root)

            navigation.setViewControllers([other, root, other], animated: false)

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(error.kind == .duplicateInNavigationStack)
            #expect(error.name == "NSInternalInconsistencyException")
            #expect(error.reason.hasPrefix("All view controllers in a navigation controller must be distinct"))
            #expect(navigation.viewControllers == [root])
            #expect(other.parent == nil)
        }

        @Test("setViewControllers replaces the stack; leavers get willMove(nil) now and didMove(nil) later")
        func setViewControllersReplacesTheStack() async {
            let log = EventLog()
            let kept = RecordingViewController("kept", log: log)
            let leaving = RecordingViewController("leaving", log: log)
            let joining = RecordingViewController("joining", log: log)
            let navigation = UINavigationController(rootViewController: kept)
            navigation.pushViewController(leaving, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            _ = log.take()

            navigation.viewControllers = [kept, joining]

            #expect(navigation.viewControllers == [kept, joining])
            #expect(joining.parent === navigation)
            let synchronous = log.take()
            #expect(synchronous.contains("leaving.willMove(nil)"))
            #expect(synchronous.contains("joining.willMove(UINavigationController)"))
            #expect(!synchronous.contains("leaving.didMove(nil)"))
            await HeadlessRuntime.shared.waitUntilIdle()
            let deferred = log.take()
            #expect(deferred.contains("leaving.didMove(nil)"))
            #expect(deferred.contains("joining.didMove(UINavigationController)"))
            #expect(leaving.parent == nil)
            #expect(!deferred.contains { $0.hasPrefix("kept.") }, "a controller kept on the stack does not move")
        }

        @Test("popViewController with only the root returns nil and changes nothing")
        func poppingTheRootReturnsNil() async {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)

            let popped = navigation.popViewController(animated: true)

            #expect(popped == nil)
            #expect(navigation.viewControllers == [root])
            #expect(root.parent === navigation)
        }

        @Test("popViewController removes and returns the top synchronously")
        func popReturnsTheTop() async {
            let root = UIViewController()
            let top = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(top, animated: false)

            let popped = navigation.popViewController(animated: false)

            #expect(popped === top)
            #expect(navigation.viewControllers == [root])
            #expect(navigation.topViewController === root)
        }

        @Test("popToViewController with a controller not on the stack raises and pops nothing")
        func poppingToAMissingControllerRaises() async throws {
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let root = UIViewController()
            let top = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(top, animated: false)

            let popped = navigation.popToViewController(UIViewController(), animated: false)

            let error = try #require(HeadlessRuntime.shared.exceptions.first)
            #expect(error.kind == .poppingToMissingController)
            #expect(error.name == "NSInternalInconsistencyException")
            #expect(error.reason == "Tried to pop to a view controller that doesn't exist.")
            #expect(popped == nil)
            #expect(navigation.viewControllers == [root, top])
        }

        @Test("popToViewController with the top returns nil and pops nothing")
        func poppingToTheTopReturnsNil() async {
            let root = UIViewController()
            let top = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.pushViewController(top, animated: false)

            let popped = navigation.popToViewController(top, animated: true)

            #expect(popped == nil)
            #expect(navigation.viewControllers == [root, top])
        }

        @Test("popToViewController returns everything above the target, bottom first")
        func poppingToAMiddleControllerReturnsTheOnesAbove() async {
            let root = UIViewController()
            let middle = UIViewController()
            let upper = UIViewController()
            let top = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.setViewControllers([root, middle, upper, top], animated: false)

            let popped = navigation.popToViewController(middle, animated: false)

            #expect(popped == [upper, top])
            #expect(navigation.viewControllers == [root, middle])
        }

        @Test("popToRootViewController returns the popped controllers in stack order")
        func popToRootReturnsPoppedInStackOrder() async {
            let root = UIViewController()
            let second = UIViewController()
            let third = UIViewController()
            let fourth = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            navigation.setViewControllers([root, second, third, fourth], animated: false)

            let popped = navigation.popToRootViewController(animated: true)

            #expect(popped == [second, third, fourth])
            #expect(navigation.viewControllers == [root])
        }

        @Test("Popped controllers are deallocated once the transition is over")
        func poppedControllersAreDeallocated() async {
            let navigation = UINavigationController(rootViewController: UIViewController())
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            weak var weakFirst: UIViewController?
            weak var weakSecond: UIViewController?
            do {
                let first = UIViewController()
                let second = UIViewController()
                weakFirst = first
                weakSecond = second
                navigation.pushViewController(first, animated: true)
                navigation.pushViewController(second, animated: true)
            }
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(weakFirst != nil)
            #expect(weakSecond != nil)

            navigation.popToRootViewController(animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(weakFirst == nil)
            #expect(weakSecond == nil)
        }

        @Test("A controller popped without animation outside a window is deallocated too")
        func poppedControllerOutsideWindowIsDeallocated() async {
            let navigation = UINavigationController(rootViewController: UIViewController())
            weak var weakPushed: UIViewController?
            do {
                let pushed = UIViewController()
                weakPushed = pushed
                navigation.pushViewController(pushed, animated: false)
            }
            await HeadlessRuntime.shared.waitUntilIdle()

            navigation.popViewController(animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(weakPushed == nil)
        }
    }
}
