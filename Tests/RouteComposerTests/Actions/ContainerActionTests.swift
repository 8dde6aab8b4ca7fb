import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("Navigation and tab bar container actions")
    struct ContainerActionTests {
        @Test("Embedding: push appends, pushAsRoot replaces everything, pushReplacingLast replaces the last")
        func navigationEmbedding() async throws {
            let (a, b, new) = (UIViewController(), UIViewController(), UIViewController())

            var pushed = [a, b]
            try UINavigationController.push().perform(embedding: new, in: &pushed)
            #expect(pushed == [a, b, new])

            var asRoot = [a, b]
            try UINavigationController.pushAsRoot().perform(embedding: new, in: &asRoot)
            #expect(asRoot == [new])

            var replacingLast = [a, b]
            try UINavigationController.pushReplacingLast().perform(embedding: new, in: &replacingLast)
            #expect(replacingLast == [a, new])

            var empty: [UIViewController] = []
            try UINavigationController.pushReplacingLast().perform(embedding: new, in: &empty)
            #expect(empty == [new])
        }

        @Test("An animated push completes only when its transition ends")
        func animatedPushWaitsForTheTransition() async {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let pushed = UIViewController()
            let completion = ProbeCompletion()

            UINavigationController.push().perform(with: pushed, on: navigation, animated: true, completion: completion.handler)

            #expect(navigation.viewControllers == [root, pushed])
            #expect(!completion.isCompleted)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(completion.succeeded)
        }

        @Test("A push without animation completes at once")
        func nonAnimatedPushCompletesAtOnce() async {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let completion = ProbeCompletion()

            UINavigationController.push().perform(with: UIViewController(), on: navigation, animated: false, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(navigation.viewControllers.count == 2)
        }

        @Test("pushAsRoot and pushReplacingLast change the live stack and wait for animated changes")
        func pushAsRootAndReplacingLastPerform() async {
            let (a, b) = (UIViewController(), UIViewController())
            let navigation = UINavigationController()
            navigation.setViewControllers([a, b], animated: false)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let replacing = UIViewController()
            let replacingCompletion = ProbeCompletion()

            UINavigationController.pushReplacingLast().perform(
                with: replacing, on: navigation, animated: true,
                completion: replacingCompletion.handler)
            #expect(navigation.viewControllers == [a, replacing])
            #expect(!replacingCompletion.isCompleted)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(replacingCompletion.succeeded)

            let newRoot = UIViewController()
            let rootCompletion = ProbeCompletion()
            UINavigationController.pushAsRoot().perform(with: newRoot, on: navigation, animated: true, completion: rootCompletion.handler)
            #expect(navigation.viewControllers == [newRoot])
            #expect(!rootCompletion.isCompleted)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(rootCompletion.succeeded)
        }

        @Test("push() on a subclass is typed by the subclass")
        func pushIsTypedBySubclass() async {
            let navigation = ProbeNavigationController(rootViewController: UIViewController())
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let action = ProbeNavigationController.push()
            #expect(type(of: action) == NavigationControllerActions.PushAction<ProbeNavigationController>.self)
            #expect(type(of: UINavigationController.push()) == NavigationControllerActions.PushAction<UINavigationController>.self)
            let completion = ProbeCompletion()

            action.perform(with: UIViewController(), on: navigation, animated: false, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(navigation.viewControllers.count == 2)
        }

        @Test("AddTab embedding: append, insert, replace, and out-of-range indexes append")
        func addTabEmbedding() async throws {
            let (a, b, new) = (UIViewController(), UIViewController(), UIViewController())

            var appended = [a, b]
            try UITabBarController.add().perform(embedding: new, in: &appended)
            #expect(appended == [a, b, new])

            var inserted = [a, b]
            try UITabBarController.add(at: 0).perform(embedding: new, in: &inserted)
            #expect(inserted == [new, a, b])

            var replaced = [a, b]
            try UITabBarController.add(at: 1, replacing: true).perform(embedding: new, in: &replaced)
            #expect(replaced == [a, new])

            var outOfRange = [a, b]
            try UITabBarController.add(at: 7).perform(embedding: new, in: &outOfRange)
            #expect(outOfRange == [a, b, new])

            var outOfRangeReplacing = [a, b]
            try UITabBarController.add(at: 2, replacing: true).perform(embedding: new, in: &outOfRangeReplacing)
            #expect(outOfRangeReplacing == [a, b, new])
        }

        @Test("AddTab performs on the live tab bar and completes at once")
        func addTabPerforms() async {
            let first = UIViewController()
            let tabBar = ProbeTabBarController()
            tabBar.viewControllers = [first]
            await HeadlessRuntime.shared.showInFreshWindow(tabBar)
            let added = UIViewController()
            let completion = ProbeCompletion()
            let action = ProbeTabBarController.add(at: 0)
            #expect(type(of: action) == TabBarControllerActions.AddTabAction<ProbeTabBarController>.self)
            #expect(action.tabIndex == 0 && !action.replacing)

            action.perform(with: added, on: tabBar, animated: true, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(tabBar.viewControllers ?? [] == [added, first])
        }
    }
}
