import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §6 `CATransaction.setCompletionBlock(_:)` in the headless model.
    @MainActor
    @Suite("CATransaction completion")
    struct CATransactionTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        @Test("The completion waits for an animated presentation started inside the group and runs after viewDidAppear")
        func completionWaitsForAnimatedPresentation() async throws {
            let log = EventLog()
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = RecordingViewController("P", log: log)

            CATransaction.begin()
            CATransaction.setCompletionBlock { log.record("transaction completion") }
            root.present(presented, animated: true) { log.record("present completion") }
            CATransaction.commit()

            #expect(log.events.isEmpty)
            await runtime.waitUntilIdle()
            let didAppear = try #require(log.events.firstIndex(of: "P.viewDidAppear"))
            let completion = try #require(log.events.firstIndex(of: "transaction completion"))
            #expect(didAppear < completion)
            #expect(log.events.filter { $0 == "transaction completion" }.count == 1)
        }

        @Test("The completion waits for an animated dismissal started inside the group")
        func completionWaitsForAnimatedDismissal() async throws {
            let log = EventLog()
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = RecordingViewController("P", log: log)
            root.present(presented, animated: false)
            await runtime.waitUntilIdle()
            _ = log.take()
            runtime.transitionDuration = 0.3

            CATransaction.begin()
            CATransaction.setCompletionBlock { log.record("transaction completion") }
            root.dismiss(animated: true)
            CATransaction.commit()
            await runtime.runTurns(1)

            #expect(log.events.contains("P.viewWillDisappear"))
            #expect(!log.events.contains("transaction completion"))
            await runtime.waitUntilIdle()
            #expect(log.events.last == "transaction completion")
            #expect(root.presentedViewController == nil)
        }

        @Test("A non-animated presentation inside the group delays the completion past the commit, to the end of the transition")
        func completionWaitsForNonAnimatedPresentation() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = UIViewController()
            var called = false

            CATransaction.begin()
            CATransaction.setCompletionBlock { called = presented.presentingViewController === root && !presented.isBeingPresented }
            root.present(presented, animated: false)
            CATransaction.commit()

            #expect(!called)
            await runtime.waitUntilIdle()
            #expect(called)
        }

        @Test("With no transition started inside the group the completion runs at commit")
        func completionRunsAtCommitWithoutTransitions() async {
            var order: [String] = []

            CATransaction.begin()
            CATransaction.setCompletionBlock { order.append("completion") }
            #expect(CATransaction.completionBlock() != nil)
            order.append("before commit")
            CATransaction.commit()
            order.append("after commit")

            #expect(order == ["before commit", "completion", "after commit"])
        }

        @Test("A transition started before the group began does not delay the group's completion")
        func transitionStartedBeforeGroupIsNotAwaited() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = UIViewController()
            root.present(presented, animated: true)
            var called = false

            CATransaction.begin()
            CATransaction.setCompletionBlock { called = true }
            CATransaction.commit()

            #expect(called)
            #expect(presented.isBeingPresented)
            await runtime.waitUntilIdle()
        }

        @Test("An outer group waits for a transition started inside a nested group")
        func outerGroupWaitsForNestedTransition() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            var order: [String] = []

            CATransaction.begin()
            CATransaction.setCompletionBlock { order.append("outer") }
            CATransaction.begin()
            root.present(UIViewController(), animated: true) { order.append("present") }
            CATransaction.commit()
            CATransaction.commit()

            #expect(order.isEmpty)
            await runtime.waitUntilIdle()
            #expect(order == ["present", "outer"])
        }

        @Test("setCompletionBlock without begin uses the implicit transaction, which completes at the end of the turn")
        func implicitTransactionCompletesAtEndOfTurn() async {
            var called = false

            CATransaction.setCompletionBlock { called = true }

            #expect(!called)
            await runtime.runTurns(1)
            #expect(called)
        }

        @Test("The implicit transaction waits for an animated presentation started after its completion block was set")
        func implicitTransactionWaitsForPresentation() async throws {
            let log = EventLog()
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = RecordingViewController("P", log: log)

            CATransaction.setCompletionBlock { log.record("transaction completion") }
            root.present(presented, animated: true)

            #expect(log.events.isEmpty)
            await runtime.waitUntilIdle()
            let didAppear = try #require(log.events.firstIndex(of: "P.viewDidAppear"))
            let completion = try #require(log.events.firstIndex(of: "transaction completion"))
            #expect(didAppear < completion)
        }
    }
}
