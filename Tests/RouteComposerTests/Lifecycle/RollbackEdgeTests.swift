import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

/// A navigation controller whose adapter, once `stalls` is set, never completes a change of its
/// children: a container UIKit (or a custom container) never finishes, as an undo may meet.
final class StallingNavigationController: UINavigationController, CustomContainerViewController {
    var stalls = false
    /// The completions the adapter kept instead of calling.
    var heldCompletions: [(RoutingResult) -> Void] = []

    var adapter: ContainerAdapter { StallingAdapter(container: self) }

    struct StallingAdapter: ContainerAdapter {
        let container: StallingNavigationController
        private var base: NavigationControllerAdapter<UINavigationController> { NavigationControllerAdapter(with: container) }

        var containedViewControllers: [UIViewController] { base.containedViewControllers }
        var visibleViewControllers: [UIViewController] { base.visibleViewControllers }

        func makeVisible(_ viewController: UIViewController, animated: Bool, completion: @escaping (RoutingResult) -> Void) {
            base.makeVisible(viewController, animated: animated, completion: completion)
        }

        func setContainedViewControllers(
            _ containedViewControllers: [UIViewController], animated: Bool,
            completion: @escaping (RoutingResult) -> Void
        ) {
            guard container.stalls else {
                return base.setContainedViewControllers(containedViewControllers, animated: animated, completion: completion)
            }
            container.heldCompletions.append(completion)
        }
    }
}

extension RouteComposerTests {
    @MainActor
    @Suite("Rollback: split columns and undo deadlines")
    struct RollbackEdgeTests {
        let runtime = HeadlessRuntime.shared

        @Test("A failure after a controller was set as a split's detail puts the split's columns back")
        func splitColumnsAreRestored() async throws {
            let primary = HomeViewController()
            let detail = LoginViewController()
            let split = UISplitViewController()
            split.viewControllers = [primary, detail]
            await runtime.showInFreshWindow(split)
            let before = runtime.hierarchyDescription()
            let (router, recorder) = DefaultRouter.observed()
            let origin = Chain.found(by: InstanceFinder<UISplitViewController, Any?>(instance: split))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: ClassFactory<ProductViewController, Any?>(),
                action: UISplitViewController.pushToDetails(), previous: origin)
            let list = Chain.step(
                finder: NilFinder<ListViewController, Any?>(), factory: FailingFactory<ListViewController, Any?>(),
                action: GeneralAction.presentModally(), previous: product)

            await #expect(throws: FailingFactory<ListViewController, Any?>.BuildFailed.self) {
                try await router.navigate(to: Chain.destination(list, ListViewController.self, context: Any?.self), with: nil, animated: false)
            }

            #expect(split.viewControllers == [primary, detail])
            #expect(runtime.hierarchyDescription() == before)
            let navigation = try #require(recorder.navigations.last)
            #expect(
                recorder.lines(of: navigation) == [
                    "started", "originFound UISplitViewController",
                    "stepBuilt ProductViewController", "willIntegrate ProductViewController → UISplitViewController",
                    "willRemove replaced: LoginViewController", "didRemove replaced: LoginViewController",
                    "didIntegrate ProductViewController → UISplitViewController",
                    "rollbackStarted",
                    "willRemove rolledBack: ProductViewController", "didRemove rolledBack: ProductViewController",
                    "changeUndone UISplitViewController",
                    "rollbackFinished", "failed",
                ])
        }

        @Test("An undo that never completes is reported as not undone after the action deadline, and the navigation ends once")
        func undoMissingItsDeadline() async throws {
            let home = HomeViewController()
            let stack = StallingNavigationController(rootViewController: home)
            await runtime.showInFreshWindow(stack)
            let clock = ManualNavigationClock()
            var (router, recorder) = DefaultRouter.observed(clock: clock)
            router.actionTimeout = 5
            let origin = Chain.found(by: InstanceFinder<HomeViewController, Any?>(instance: home))
            let pushed = Chain.step(
                finder: NilFinder<ListViewController, Any?>(), factory: ClassFactory<ListViewController, Any?>(),
                action: UINavigationController.push(), previous: origin)
            // The second step's factory fails, and from then on the container stalls: the undo of
            // the push, which sets the stack back through the adapter, never completes. The second
            // step presents, so the push is integrated on its own before it is built.
            let failing = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(),
                factory: InlineFactory<ProductViewController, Any?> { _ in
                    stack.stalls = true
                    throw RollbackFault(step: 2)
                },
                action: GeneralAction.presentModally(), previous: pushed)
            var outcomes: [RoutingResult] = []

            try router.navigate(
                to: Chain.destination(failing, ProductViewController.self, context: Any?.self), with: nil,
                animated: false
            ) { outcomes.append($0) }
            await runtime.waitUntilIdle()
            #expect(stack.heldCompletions.count == 1, "the undo is under way and stalled")
            #expect(outcomes.isEmpty, "the navigation waits for its undo")

            clock.advance(by: 4.9)
            #expect(outcomes.isEmpty)
            clock.advance(by: 0.1)
            await runtime.waitUntilIdle()
            // The reveal of home changed nothing, so it has no undo of its own: one deadline only.
            #expect(stack.heldCompletions.count == 1)

            try #require(outcomes.count == 1)
            guard case .failure(let error) = outcomes[0] else {
                Issue.record("expected a failure, got \(outcomes[0])")
                return
            }
            let incomplete = try #require(error as? RollbackIncomplete)
            #expect(incomplete.originalError as? RollbackFault == RollbackFault(step: 2))
            // The push's undo misses its deadline; the pushed list is not reported a second time
            // as a change with no undo.
            #expect(incomplete.notUndone.map(\.kind) == [.integration])
            #expect(incomplete.notUndone.allSatisfy { $0.reason == "the undo did not complete within 5.0 seconds" })
            #expect(incomplete.notUndone.allSatisfy { $0.controllers.first?.contains("StallingNavigationController") == true })
            #expect(recorder.events(of: .changeNotUndone).count == 1)
            #expect(recorder.events(of: .failed).count == 1)

            // The completions that finally come are ignored: the rollback does not go on to pop the
            // stack after the navigation ended, and nothing more is reported or called.
            let eventCount = recorder.events.count
            for completion in stack.heldCompletions { completion(.success) }
            stack.stalls = false
            clock.advance(by: 60)
            await runtime.waitUntilIdle()
            #expect(outcomes.count == 1)
            #expect(recorder.events.count == eventCount, "\(recorder.lines.suffix(4))")
            #expect(stack.viewControllers.count == 2, "the late completion changed nothing")
            #expect(recorder.events(of: .failed).count == 1 && recorder.events(of: .finished).isEmpty)
            #expect(clock.pendingTimerCount == 0)
            stack.heldCompletions = []
        }

        @Test("Cancelling an animated push into the stack of a tab being selected restores the screen and reports the original error")
        func cancelledPushIntoSelectedTab() async throws {
            let home = HomeViewController()
            let login = LoginViewController()
            let first = UINavigationController(rootViewController: home)
            let second = UINavigationController(rootViewController: login)
            let tabs = UITabBarController()
            tabs.setViewControllers([first, second], animated: false)
            await runtime.showInFreshWindow(tabs)
            runtime.transitionDuration = 1
            let before = runtime.hierarchyDescription()
            let (router, recorder) = DefaultRouter.observed()
            let origin = Chain.found(by: InstanceFinder<LoginViewController, Any?>(instance: login))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: ClassFactory<ProductViewController, Any?>(),
                action: UINavigationController.push(), previous: origin)
            let task = Task { @MainActor in
                try await router.navigate(to: Chain.destination(product, ProductViewController.self, context: Any?.self), with: nil, animated: true)
            }
            for _ in 0..<100 where second.viewControllers.count < 2 {
                await runtime.runTurns(1)
            }
            try #require(second.viewControllers.count == 2, "the push is in flight")
            #expect(tabs.selectedViewController === second)

            task.cancel()
            await runtime.waitUntilIdle()

            let error: Error? =
                switch await task.result {
                case .success: nil
                case .failure(let error): error
                }
            #expect(error is CancellationError, "the original error, as the screen is restored: \(String(describing: error))")
            #expect(tabs.selectedViewController === first)
            #expect(second.viewControllers == [login])
            #expect(runtime.hierarchyDescription() == before)
            #expect(recorder.events(of: .changeNotUndone).isEmpty)
            #expect(recorder.events(of: .rollbackFinished).first?.error is CancellationError)
        }
    }
}
