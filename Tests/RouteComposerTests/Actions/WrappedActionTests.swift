import Dispatch
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("CATransaction.wrap and DispatchQueue.delay")
    struct WrappedActionTests {
        @Test("Without animation the CATransaction wrapper passes the action's result straight through")
        func transactionWrapperPassesThroughWhenNotAnimated() async {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let completion = ProbeCompletion()

            CATransaction.wrap(ProbeImmediateAction(result: .failure(ProbeError(name: "now"))))
                .perform(with: UIViewController(), on: root, animated: false, completion: completion.handler)

            #expect(completion.error as? ProbeError == ProbeError(name: "now"))
        }

        @Test("An animated wrapped push completes after the push's transition has ended")
        func transactionWrapperWaitsForTheTransition() async {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let pushed = UIViewController()
            let completion = ProbeCompletion()

            CATransaction.wrap(UINavigationController.push()).perform(
                with: pushed, on: navigation, animated: true,
                completion: completion.handler)

            #expect(navigation.viewControllers == [root, pushed])
            #expect(!completion.isCompleted)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(completion.succeeded)
        }

        @Test("A failure the wrapped action reports after the transaction has completed is passed through, once")
        func transactionWrapperPassesLateFailureThrough() async {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let performed = ProbeCounter()
            let completion = ProbeCompletion()

            CATransaction.wrap(ProbeLateAction(result: .failure(ProbeError(name: "late")), performed: performed))
                .perform(with: UIViewController(), on: root, animated: true, completion: completion.handler)

            #expect(performed.count == 1)
            #expect(!completion.isCompleted)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(completion.error as? ProbeError == ProbeError(name: "late"))
        }

        @Test("A success the wrapped action reports late is a success, once")
        func transactionWrapperPassesLateSuccessThrough() async {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let completion = ProbeCompletion()

            CATransaction.wrap(ProbeLateAction(result: .success, performed: ProbeCounter()))
                .perform(with: UIViewController(), on: root, animated: true, completion: completion.handler)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(completion.succeeded)
        }

        @Test("The wrapped container action keeps the wrapped action's embedding and reports its late result")
        func transactionWrappedContainerAction() async throws {
            let navigation = UINavigationController(rootViewController: UIViewController())
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let wrapped = CATransaction.wrap(ProbeLateContainerAction(result: .failure(ProbeError(name: "container"))))
            let (a, new) = (UIViewController(), UIViewController())
            var children = [a]
            try wrapped.perform(embedding: new, in: &children)
            #expect(children == [new, a])
            let completion = ProbeCompletion()

            wrapped.perform(with: UIViewController(), on: navigation, animated: true, completion: completion.handler)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(completion.error as? ProbeError == ProbeError(name: "container"))
        }

        @Test("DispatchQueue.delay holds back an animated success")
        func delayHoldsBackAnimatedSuccess() async {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let completion = ProbeCompletion()

            let clock = ManualNavigationClock()
            DispatchQueue.delay(ProbeImmediateAction(result: .success), for: .milliseconds(30), clock: clock)
                .perform(with: UIViewController(), on: root, animated: true, completion: completion.handler)

            #expect(!completion.isCompleted)
            clock.advance(by: 0.029)
            #expect(!completion.isCompleted)
            clock.advance(by: 0.001)
            #expect(completion.succeeded)
        }

        @Test("DispatchQueue.delay passes non-animated results and failures through at once")
        func delayPassesOthersThrough() async {
            let root = UIViewController()
            await HeadlessRuntime.shared.showInFreshWindow(root)
            let nonAnimated = ProbeCompletion()
            let failure = ProbeCompletion()

            DispatchQueue.delay(ProbeImmediateAction(result: .success), for: .seconds(30))
                .perform(with: UIViewController(), on: root, animated: false, completion: nonAnimated.handler)
            DispatchQueue.delay(ProbeImmediateAction(result: .failure(ProbeError(name: "fast"))), for: .seconds(30))
                .perform(with: UIViewController(), on: root, animated: true, completion: failure.handler)

            #expect(nonAnimated.succeeded)
            #expect(failure.error as? ProbeError == ProbeError(name: "fast"))
        }

        @Test("The delayed container action keeps the wrapped action's embedding")
        func delayedContainerActionEmbedding() async throws {
            let wrapped = DispatchQueue.delay(UITabBarController.add(at: 0))
            let (a, new) = (UIViewController(), UIViewController())
            var tabs = [a]
            try wrapped.perform(embedding: new, in: &tabs)
            #expect(tabs == [new, a])
        }
    }
}
