import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

// Rollback: a navigation that fails after it changed the screen undoes its changes.
//
// The chain, from a bare window root (HomeViewController):
//
//     step 1   UITabBarController        replaceRoot
//     step 2   UINavigationController    addTab into the tab bar
//     step 3   RollbackAViewController   push into that navigation controller
//     step 4   UINavigationController    present modally from A
//     step 5   RollbackBViewController   push into the presented navigation controller
//
// Every factory is a plain one (no container factory takes the next steps as children), so each
// step is built and integrated on its own, and a failure at step k finds k - 1 steps on screen.

final class RollbackAViewController: UIViewController {}
final class RollbackBViewController: UIViewController {}
final class RollbackModalViewController: UIViewController {}

/// The error a chosen factory or action throws.
struct RollbackFault: Error, Equatable {
    let step: Int
}

/// An action that presents, then reports failure: a change followed by a failure in one step.
struct PresentThenFailAction: Action {
    typealias ViewController = UIViewController
    func perform(
        with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        existingController.present(viewController, animated: animated) {
            completion(.failure(RollbackFault(step: 4)))
        }
    }
}

@MainActor
enum RollbackChain {
    /// The five-step chain; the factory of `failingStep` throws, and with `failingAction` step 4's
    /// action presents and then fails.
    static func destination(window: UIWindow, failingStep: Int?, failingAction: Bool = false) -> DestinationStep<RollbackBViewController, Any?> {
        let provider = CustomWindowProvider(window: window)
        let root: DestinationStep<UIViewController, Any?> = GeneralStep.root(windowProvider: provider)
        func factory<VC: UIViewController>(_ step: Int, _ make: @escaping @MainActor () -> VC) -> InlineFactory<VC, Any?> {
            InlineFactory { _ in
                if step == failingStep { throw RollbackFault(step: step) }
                return make()
            }
        }
        let tabs = Chain.step(
            finder: NilFinder<UITabBarController, Any?>(), factory: factory(1) { UITabBarController() },
            action: GeneralAction.replaceRoot(windowProvider: provider), previous: root.head)
        let stack = Chain.step(
            finder: NilFinder<UINavigationController, Any?>(), factory: factory(2) { UINavigationController() },
            action: UITabBarController.add(), previous: tabs)
        let screenA = Chain.step(
            finder: NilFinder<RollbackAViewController, Any?>(), factory: factory(3) { RollbackAViewController() },
            action: UINavigationController.push(), previous: stack)
        let modal: EntityStep
        if failingAction {
            modal = Chain.step(
                finder: NilFinder<UINavigationController, Any?>(), factory: factory(4) { UINavigationController() },
                action: PresentThenFailAction(), previous: screenA)
        } else {
            modal = Chain.step(
                finder: NilFinder<UINavigationController, Any?>(), factory: factory(4) { UINavigationController() },
                action: GeneralAction.presentModally(), previous: screenA)
        }
        let screenB = Chain.step(
            finder: NilFinder<RollbackBViewController, Any?>(), factory: factory(5) { RollbackBViewController() },
            action: UINavigationController.push(), previous: modal)
        return Chain.destination(screenB, RollbackBViewController.self, context: Any?.self)
    }

    /// The events of the integrations of steps 1 to `count`, as ``EventRecorder`` renders them.
    static func integrationLines(upTo count: Int) -> [String] {
        let steps: [[String]] = [
            [
                "stepBuilt UITabBarController", "willIntegrate UITabBarController → HomeViewController",
                "willRemove replaced: HomeViewController", "didRemove replaced: HomeViewController",
                "didIntegrate UITabBarController → HomeViewController",
            ],
            [
                "stepBuilt UINavigationController", "willIntegrate UINavigationController → UITabBarController",
                "didIntegrate UINavigationController → UITabBarController",
            ],
            [
                "stepBuilt RollbackAViewController", "willIntegrate RollbackAViewController → UINavigationController",
                "didIntegrate RollbackAViewController → UINavigationController",
            ],
            [
                "stepBuilt UINavigationController", "willIntegrate UINavigationController → RollbackAViewController",
                "didIntegrate UINavigationController → RollbackAViewController",
            ],
        ]
        return steps.prefix(count).flatMap { $0 }
    }

    /// The events of undoing steps `count` down to 1, newest first. By the time a step is undone,
    /// the steps after it are, so each undo removes its own controller alone.
    static func undoLines(from count: Int) -> [String] {
        let steps: [[String]] = [
            [
                "willRemove rolledBack: UITabBarController", "didRemove rolledBack: UITabBarController",
                "changeUndone HomeViewController",
            ],
            [
                "willRemove rolledBack: UINavigationController", "didRemove rolledBack: UINavigationController",
                "changeUndone UITabBarController",
            ],
            [
                "willRemove rolledBack: RollbackAViewController", "didRemove rolledBack: RollbackAViewController",
                "changeUndone UINavigationController",
            ],
            [
                "willRemove rolledBack: UINavigationController", "didRemove rolledBack: UINavigationController",
                "changeUndone UITabBarController",
            ],
        ]
        return steps.prefix(count).reversed().flatMap { $0 }
    }
}

extension RouteComposerTests {
    @MainActor
    @Suite("Rollback: a failed navigation undoes what it did")
    struct RollbackTests {
        let runtime = HeadlessRuntime.shared

        @Test(
            "A factory that throws at any of the five steps leaves the screen exactly as before, with the original error and the events in order",
            arguments: 1...5)
        func factoryFailureIsRolledBack(step: Int) async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let before = runtime.hierarchyDescription()
            let (router, recorder) = DefaultRouter.observed()

            let error = await #expect(throws: RollbackFault.self) {
                try await router.navigate(to: RollbackChain.destination(window: window, failingStep: step), animated: false)
            }

            #expect(error == RollbackFault(step: step), "the original error, not wrapped")
            #expect(runtime.hierarchyDescription() == before)
            let navigation = try #require(recorder.navigations.last)
            let changed = step > 1
            let expected =
                ["started", "originFound HomeViewController"] + RollbackChain.integrationLines(upTo: step - 1)
                + (changed ? ["rollbackStarted"] + RollbackChain.undoLines(from: step - 1) + ["rollbackFinished"] : [])
                + ["failed"]
            #expect(recorder.lines(of: navigation) == expected)
            let failed = try #require(recorder.events.last)
            #expect(failed.error as? RollbackFault == RollbackFault(step: step))
        }

        @Test("An action that presents and then fails is undone too")
        func actionFailureIsRolledBack() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let before = runtime.hierarchyDescription()
            let (router, recorder) = DefaultRouter.observed()

            let error = await #expect(throws: RollbackFault.self) {
                try await router.navigate(to: RollbackChain.destination(window: window, failingStep: nil, failingAction: true), animated: false)
            }

            #expect(error == RollbackFault(step: 4))
            #expect(runtime.hierarchyDescription() == before)
            let navigation = try #require(recorder.navigations.last)
            #expect(
                recorder.lines(of: navigation) == ["started", "originFound HomeViewController"]
                    + RollbackChain.integrationLines(upTo: 3)
                    + [
                        "stepBuilt UINavigationController", "willIntegrate UINavigationController → RollbackAViewController",
                        "rollbackStarted",
                    ]
                    + RollbackChain.undoLines(from: 4) + ["rollbackFinished", "failed"])
        }

        @Test("A reveal that selected another tab and popped a stack is undone: the tab and the stack come back")
        func revealIsRolledBack() async throws {
            let home = HomeViewController()
            let list = ListViewController()
            let stack = UINavigationController(rootViewController: home)
            stack.pushViewController(list, animated: false)
            let other = UINavigationController(rootViewController: LoginViewController())
            let tabs = UITabBarController()
            tabs.setViewControllers([stack, other], animated: false)
            tabs.selectedViewController = other
            await runtime.showInFreshWindow(tabs)
            let before = runtime.hierarchyDescription()
            let (router, recorder) = DefaultRouter.observed()
            let origin = Chain.found(by: InstanceFinder<HomeViewController, Any?>(instance: home))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: FailingFactory<ProductViewController, Any?>(),
                action: UINavigationController.push(), previous: origin)

            await #expect(throws: FailingFactory<ProductViewController, Any?>.BuildFailed.self) {
                try await router.navigate(to: Chain.destination(product, ProductViewController.self, context: Any?.self), with: nil, animated: false)
            }

            #expect(runtime.hierarchyDescription() == before)
            #expect(tabs.selectedViewController === other)
            #expect(stack.viewControllers == [home, list])
            let navigation = try #require(recorder.navigations.last)
            #expect(
                recorder.lines(of: navigation) == [
                    "started", "originFound HomeViewController",
                    "willRemove popped: ListViewController", "didRemove popped: ListViewController",
                    "rollbackStarted", "changeUndone UITabBarController", "changeUndone UINavigationController",
                    "rollbackFinished", "failed",
                ])
        }

        @Test("The dismissal that cleared the way cannot be undone: the error says so and keeps the original error")
        func dismissalIsReportedAsNotUndone() async throws {
            let home = HomeViewController()
            let window = await runtime.showInFreshWindow(home)
            home.present(RollbackModalViewController(), animated: false)
            await runtime.waitUntilIdle()
            let (router, recorder) = DefaultRouter.observed()

            var outcome: RoutingResult?
            try router.navigate(to: RollbackChain.destination(window: window, failingStep: 3), with: nil, animated: false) { outcome = $0 }
            await runtime.waitUntilIdle()

            guard case .failure(let error)? = outcome else {
                Issue.record("expected a failure, got \(String(describing: outcome))")
                return
            }
            let incomplete = try #require(error as? RollbackIncomplete)
            #expect(incomplete.originalError as? RollbackFault == RollbackFault(step: 3))
            #expect(RollbackIncomplete.originalError(of: error) as? RollbackFault == RollbackFault(step: 3))
            try #require(incomplete.notUndone.count == 1)
            #expect(incomplete.notUndone[0].kind == .dismissal)
            #expect(incomplete.notUndone[0].controllers.count == 1)
            #expect(incomplete.notUndone[0].controllers[0].contains("RollbackModalViewController"))
            #expect("\(incomplete)".contains("could not undo"))
            #expect(window.rootViewController === home && home.presentedViewController == nil, "the rest was undone")
            #expect(recorder.events(of: .changeNotUndone).count == 1)
            #expect(recorder.events(of: .rollbackFinished).first?.error is RollbackIncomplete)
        }

        @Test("Under .leaveAsIs, the steps integrated before the failure stay, as before rollback existed")
        func leaveAsIsKeepsHalfBuiltScreen() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            var (router, recorder) = DefaultRouter.observed()
            router.rollbackPolicy = .leaveAsIs

            await #expect(throws: RollbackFault.self) {
                try await router.navigate(to: RollbackChain.destination(window: window, failingStep: 5), animated: false)
            }

            let tabs = try #require(window.rootViewController as? UITabBarController)
            let stack = try #require(tabs.viewControllers?.first as? UINavigationController)
            #expect(stack.viewControllers.first is RollbackAViewController)
            #expect(stack.viewControllers.first?.presentedViewController is UINavigationController)
            #expect(recorder.events(of: .rollbackStarted).isEmpty)
            #expect("\(RollbackPolicy.rollback)" == "rollback" && "\(RollbackPolicy.leaveAsIs)" == "leaveAsIs")
        }

        @Test("An animated navigation that fails rolls back in virtual time, and the next queued navigation starts after the rollback")
        func animatedRollbackThenQueuedNavigation() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let before = runtime.hierarchyDescription()
            let (router, recorder) = DefaultRouter.observed()
            var results: [String] = []

            try router.navigate(to: RollbackChain.destination(window: window, failingStep: 5), with: nil, animated: true) {
                results.append($0.isSuccessful ? "first succeeded" : "first failed")
            }
            try router.navigate(to: RollbackChain.destination(window: window, failingStep: 2), with: nil, animated: true) {
                results.append($0.isSuccessful ? "second succeeded" : "second failed")
            }
            await runtime.waitUntilIdle()

            #expect(results == ["first failed", "second failed"])
            #expect(runtime.hierarchyDescription() == before)
            let navigations = recorder.navigations
            try #require(navigations.count == 2)
            let kinds = recorder.events.map { "\($0.navigation == navigations[0] ? 1 : 2) \($0.kind)" }
            let firstEnd = try #require(kinds.firstIndex(of: "1 failed"))
            let secondStart = try #require(kinds.firstIndex(of: "2 started"))
            #expect(kinds.firstIndex(of: "1 rollbackFinished").map { $0 < firstEnd } == true)
            #expect(firstEnd < secondStart, "the queued navigation starts after the rollback ended")
            #expect(recorder.lines(of: navigations[0]).filter { $0.hasPrefix("changeUndone") }.count == 4)
        }
    }
}
