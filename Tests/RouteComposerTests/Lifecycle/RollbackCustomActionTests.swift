import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

/// An app's own action that makes its controller the window's root, then reports a failure: the
/// journal knows no built-in action that did this, only what the hierarchy looked like before.
struct ReplaceWindowRootThenFailAction: Action {
    typealias ViewController = UIViewController
    let window: UIWindow

    func perform(
        with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        window.rootViewController = viewController
        completion(.failure(RollbackFault(step: 1)))
    }
}

/// An app's own action that adds its controller as a child of the previous one, then never
/// completes.
struct AddChildAndStallAction: Action {
    typealias ViewController = UIViewController

    func perform(
        with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        existingController.addChild(viewController)
        existingController.view.addSubview(viewController.view)
        viewController.didMove(toParent: existingController)
    }
}

extension RouteComposerTests {
    @MainActor
    @Suite("Rollback: what an app's own action changed is undone or reported")
    struct RollbackCustomActionTests {
        let runtime = HeadlessRuntime.shared

        @Test("An app's own action that replaces the window's root and fails is undone: the old root is back, and the original error is reported")
        func customRootReplacementIsUndone() async throws {
            let home = HomeViewController()
            let window = await runtime.showInFreshWindow(home)
            let before = runtime.hierarchyDescription()
            let (router, recorder) = DefaultRouter.observed()
            let origin = Chain.found(by: InstanceFinder<HomeViewController, Any?>(instance: home))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: ClassFactory<ProductViewController, Any?>(),
                action: ReplaceWindowRootThenFailAction(window: window), previous: origin)

            let error = await #expect(throws: RollbackFault.self) {
                try await router.navigate(to: Chain.destination(product, ProductViewController.self, context: Any?.self), with: nil, animated: false)
            }

            #expect(error == RollbackFault(step: 1), "the original error, as the action threw it")
            #expect(window.rootViewController === home)
            #expect(runtime.hierarchyDescription() == before)
            let navigation = try #require(recorder.navigations.last)
            #expect(
                recorder.lines(of: navigation) == [
                    "started", "originFound HomeViewController",
                    "stepBuilt ProductViewController", "willIntegrate ProductViewController → HomeViewController",
                    "didRemove replaced: HomeViewController",
                    "rollbackStarted",
                    "willRemove rolledBack: ProductViewController", "didRemove rolledBack: ProductViewController",
                    "changeUndone HomeViewController",
                    "rollbackFinished", "failed",
                ])
            let undone = try #require(recorder.events(of: .changeUndone).first)
            #expect(undone.actionType?.contains("ReplaceWindowRootThenFailAction") == true)
        }

        @Test("An app's own action that adds a child and misses its deadline is reported as not undone, naming the action, the child and why")
        func customChildAdditionIsReported() async throws {
            let home = HomeViewController()
            await runtime.showInFreshWindow(home)
            let clock = ManualNavigationClock()
            var (router, recorder) = DefaultRouter.observed(clock: clock)
            router.actionTimeout = 5
            let origin = Chain.found(by: InstanceFinder<HomeViewController, Any?>(instance: home))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: ClassFactory<ProductViewController, Any?>(),
                action: AddChildAndStallAction(), previous: origin)
            var outcomes: [RoutingResult] = []

            try router.navigate(to: Chain.destination(product, ProductViewController.self, context: Any?.self), with: nil, animated: false) {
                outcomes.append($0)
            }
            await runtime.waitUntilIdle()
            let child = try #require(home.children.first as? ProductViewController)
            #expect(outcomes.isEmpty, "the action has not completed yet")

            clock.advance(by: 5)
            await runtime.waitUntilIdle()

            try #require(outcomes.count == 1)
            guard case .failure(let error) = outcomes[0] else {
                Issue.record("expected a failure, got \(outcomes[0])")
                return
            }
            let incomplete = try #require(error as? RollbackIncomplete)
            #expect((incomplete.originalError as? RoutingError)?.underlyingError as? RoutingFailureReason == .timedOut)
            try #require(incomplete.notUndone.count == 1)
            let change = incomplete.notUndone[0]
            #expect(change.kind == .integration)
            #expect(change.action?.contains("AddChildAndStallAction") == true)
            #expect(change.controllers == ["\(child)"])
            #expect(change.reason.contains("AddChildAndStallAction"))
            #expect("\(change)".contains("AddChildAndStallAction"))
            #expect(home.children.first === child, "the child the router cannot take out stays, as reported")
            let navigation = try #require(recorder.navigations.last)
            #expect(
                recorder.lines(of: navigation) == [
                    "started", "originFound HomeViewController",
                    "stepBuilt ProductViewController", "willIntegrate ProductViewController → HomeViewController",
                    "rollbackStarted", "changeNotUndone HomeViewController", "rollbackFinished", "failed",
                ])
            #expect(recorder.events(of: .changeNotUndone).first?.actionType?.contains("AddChildAndStallAction") == true)
            #expect(clock.pendingTimerCount == 0)
        }

        @Test("A present action that changes nothing before failing reports its original error and no rollback")
        func unchangedScreenHasNoRollback() async throws {
            let home = HomeViewController()
            await runtime.showInFreshWindow(home)
            let (router, recorder) = DefaultRouter.observed()
            let origin = Chain.found(by: InstanceFinder<HomeViewController, Any?>(instance: home))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: ClassFactory<ProductViewController, Any?>(),
                action: FailingAction(), previous: origin)

            await #expect(throws: RollbackFault.self) {
                try await router.navigate(to: Chain.destination(product, ProductViewController.self, context: Any?.self), with: nil, animated: false)
            }
            #expect(recorder.events(of: .rollbackStarted).isEmpty)
        }
    }
}

/// An app's own action that fails without changing anything.
struct FailingAction: Action {
    typealias ViewController = UIViewController

    func perform(
        with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        completion(.failure(RollbackFault(step: 1)))
    }
}
