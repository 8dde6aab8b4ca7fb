import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("Split view controller actions")
    struct SplitViewControllerActionTests {
        private func isCompositionFailure(_ error: any Error) -> Bool {
            (error as? RoutingError)?.isCompositionFailed == true
        }

        @Test("setAsMaster embedding makes the controller the first child")
        func setAsMasterEmbedding() async throws {
            let (primary, detail, new) = (UIViewController(), UIViewController(), UIViewController())
            var empty: [UIViewController] = []
            try UISplitViewController.setAsMaster().perform(embedding: new, in: &empty)
            #expect(empty == [new])
            var full = [primary, detail]
            try UISplitViewController.setAsMaster().perform(embedding: new, in: &full)
            #expect(full == [new, detail])
        }

        @Test("pushToDetails embedding needs a primary, then sets the detail")
        func pushToDetailsEmbedding() async throws {
            let (primary, detail, new) = (UIViewController(), UIViewController(), UIViewController())
            var empty: [UIViewController] = []
            #expect { try UISplitViewController.pushToDetails().perform(embedding: new, in: &empty) } throws: { isCompositionFailure($0) }
            #expect(empty.isEmpty)
            var primaryOnly = [primary]
            try UISplitViewController.pushToDetails().perform(embedding: new, in: &primaryOnly)
            #expect(primaryOnly == [primary, new])
            var full = [primary, detail]
            try UISplitViewController.pushToDetails().perform(embedding: new, in: &full)
            #expect(full == [primary, new])
        }

        @Test("pushOnToDetails embedding needs a navigation controller as detail and pushes onto it")
        func pushOnToDetailsEmbedding() async throws {
            let (primary, new) = (UIViewController(), UIViewController())
            var primaryOnly = [primary]
            #expect { try UISplitViewController.pushOnToDetails().perform(embedding: new, in: &primaryOnly) } throws: { isCompositionFailure($0) }
            var plainDetail = [primary, UIViewController()]
            #expect { try UISplitViewController.pushOnToDetails().perform(embedding: new, in: &plainDetail) } throws: { isCompositionFailure($0) }

            let detailRoot = UIViewController()
            let details = UINavigationController(rootViewController: detailRoot)
            var withDetails: [UIViewController] = [primary, details]
            try UISplitViewController.pushOnToDetails().perform(embedding: new, in: &withDetails)
            #expect(withDetails == [primary, details])
            #expect(details.viewControllers == [detailRoot, new])
        }

        @Test("setAsMaster and pushToDetails perform on the live split at once")
        func setAsMasterAndPushToDetailsPerform() async {
            let detail = UIViewController()
            let split = ProbeSplitViewController()
            split.viewControllers = [UIViewController(), detail]
            await HeadlessRuntime.shared.showInFreshWindow(split)
            let newPrimary = UIViewController()
            let newDetail = UIViewController()
            let primaryCompletion = ProbeCompletion()
            let detailCompletion = ProbeCompletion()

            ProbeSplitViewController.setAsMaster().perform(with: newPrimary, on: split, animated: true, completion: primaryCompletion.handler)
            #expect(primaryCompletion.succeeded)
            #expect(split.viewControllers == [newPrimary, detail])

            ProbeSplitViewController.pushToDetails().perform(with: newDetail, on: split, animated: true, completion: detailCompletion.handler)
            #expect(detailCompletion.succeeded)
            #expect(split.viewControllers == [newPrimary, newDetail])
        }

        @Test("pushToDetails on a split without a primary fails")
        func pushToDetailsWithoutPrimaryFails() async {
            let split = UISplitViewController()
            await HeadlessRuntime.shared.showInFreshWindow(split)
            let completion = ProbeCompletion()

            UISplitViewController.pushToDetails().perform(with: UIViewController(), on: split, animated: false, completion: completion.handler)

            #expect(completion.failedWithCompositionError)
            #expect(split.viewControllers.isEmpty)
        }

        @Test("pushOnToDetails pushes onto the expanded detail navigation controller and waits for the animated push")
        func pushOnToDetailsExpanded() async {
            let detailRoot = UIViewController()
            let details = UINavigationController(rootViewController: detailRoot)
            let split = UISplitViewController()
            split.viewControllers = [UINavigationController(rootViewController: UIViewController()), details]
            await HeadlessRuntime.shared.showInFreshWindow(split)
            let pushed = UIViewController()
            let completion = ProbeCompletion()

            UISplitViewController.pushOnToDetails().perform(with: pushed, on: split, animated: true, completion: completion.handler)

            #expect(details.viewControllers == [detailRoot, pushed])
            #expect(!completion.isCompleted)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(completion.succeeded)
        }

        @Test("pushOnToDetails pushes onto the details folded onto the primary of a collapsed split")
        func pushOnToDetailsCollapsed() async {
            let detailRoot = UIViewController()
            let details = UINavigationController(rootViewController: detailRoot)
            let primary = UINavigationController(rootViewController: UIViewController())
            let split = UISplitViewController()
            split.viewControllers = [primary, details]
            let window = await HeadlessRuntime.shared.showInFreshWindow(split)
            HeadlessRuntime.shared.setHorizontalSizeClass(.compact, for: window)
            await HeadlessRuntime.shared.waitUntilIdle()
            let pushed = UIViewController()
            let completion = ProbeCompletion()

            UISplitViewController.pushOnToDetails().perform(with: pushed, on: split, animated: false, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(details.viewControllers == [detailRoot, pushed])
        }

        @Test("pushOnToDetails without a details navigation controller fails")
        func pushOnToDetailsWithoutDetailsFails() async {
            let split = UISplitViewController()
            split.viewControllers = [UIViewController(), UIViewController()]
            await HeadlessRuntime.shared.showInFreshWindow(split)
            let completion = ProbeCompletion()

            UISplitViewController.pushOnToDetails().perform(with: UIViewController(), on: split, animated: false, completion: completion.handler)

            #expect(completion.failedWithCompositionError)
        }
    }
}
