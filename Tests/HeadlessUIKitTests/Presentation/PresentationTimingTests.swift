import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.6 "Completion timing", §1.8 and §6: what is synchronous and what is deferred.
    @MainActor
    @Suite("Presentation timing")
    struct PresentationTimingTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        @Test(
            "The completion of an accepted present is never called before present returns, even when not animated",
            arguments: [false, true])
        func presentCompletionIsNeverSynchronous(animated: Bool) async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let probe = PresentationCompletionProbe()

            root.present(UIViewController(), animated: animated, completion: probe.handler())

            #expect(!probe.wasCalled)
            await runtime.waitUntilIdle()
            #expect(probe.callCount == 1)
        }

        @Test("A non-animated presentation ends within the next turn's commit")
        func nonAnimatedPresentationEndsOnNextTurn() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = UIViewController()
            let probe = PresentationCompletionProbe()

            root.present(presented, animated: false, completion: probe.handler())
            await runtime.runTurns(1)

            #expect(probe.callCount == 1)
            #expect(!presented.isBeingPresented)
        }

        @Test("An animated presentation is still in flight one turn later: will-callbacks delivered, did-callbacks and completion not")
        func animatedPresentationIsInFlightAfterOneTurn() async {
            let log = EventLog()
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = RecordingViewController("P", log: log)
            let probe = PresentationCompletionProbe()

            root.present(presented, animated: true, completion: probe.handler { log.record("completion") })
            #expect(log.events.isEmpty)
            await runtime.runTurns(1)

            #expect(log.events.contains("P.viewWillAppear"))
            #expect(!log.events.contains("P.viewDidAppear"))
            #expect(!probe.wasCalled)
            #expect(presented.isBeingPresented)
            await runtime.waitUntilIdle()
            #expect(log.events.suffix(2) == ["P.viewDidAppear", "completion"])
        }

        @Test("With a positive transition duration an animated presentation stays in flight until that much virtual time has passed")
        func animatedPresentationLastsTransitionDuration() async {
            let log = EventLog()
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            runtime.transitionDuration = 0.3
            let presented = RecordingViewController("P", log: log)
            let probe = PresentationCompletionProbe()

            root.present(presented, animated: true, completion: probe.handler())
            await runtime.runTurns(3)
            await runtime.advanceTime(by: 0.299)

            #expect(log.events.contains("P.viewWillAppear"))
            #expect(!log.events.contains("P.viewDidAppear"))
            #expect(presented.isBeingPresented)
            #expect(!probe.wasCalled)
            #expect(!runtime.isIdle)
            await runtime.advanceTime(by: 0.001)
            #expect(log.events.last == "P.viewDidAppear")
            #expect(probe.callCount == 1)
            #expect(!presented.isBeingPresented)
            #expect(runtime.isIdle)
        }

        @Test("The completion runs after the presented controller's viewDidAppear", arguments: [false, true])
        func presentCompletionRunsAfterViewDidAppear(animated: Bool) async throws {
            let log = EventLog()
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = RecordingViewController("P", log: log)

            root.present(presented, animated: animated) { log.record("completion") }
            await runtime.waitUntilIdle()

            let didAppear = try #require(log.events.firstIndex(of: "P.viewDidAppear"))
            let completion = try #require(log.events.firstIndex(of: "completion"))
            #expect(didAppear < completion)
            #expect(log.events.last == "completion")
        }

        @Test("The presented controller's view is not loaded by present itself, only by the deferred transition")
        func presentDoesNotLoadViewSynchronously() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = UIViewController()

            root.present(presented, animated: true)

            #expect(!presented.isViewLoaded)
            await runtime.waitUntilIdle()
            #expect(presented.isViewLoaded)
            #expect(presented.viewIfLoaded?.window != nil)
        }

        @Test(
            "isBeingPresented is true right after present and inside viewWillAppear/viewDidAppear, false in the completion",
            arguments: [false, true])
        func isBeingPresentedWindow(animated: Bool) async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = PresentationProbeViewController()
            var inWillAppear: Bool?
            var inDidAppear: Bool?
            var inCompletion: Bool?
            presented.onViewWillAppear = { inWillAppear = $0.isBeingPresented }
            presented.onViewDidAppear = { inDidAppear = $0.isBeingPresented }

            root.present(presented, animated: animated) { inCompletion = presented.isBeingPresented }

            #expect(presented.isBeingPresented)
            #expect(!presented.isBeingDismissed)
            await runtime.waitUntilIdle()
            #expect(inWillAppear == true)
            #expect(inDidAppear == true)
            #expect(inCompletion == false)
            #expect(!presented.isBeingPresented)
            #expect(!root.isBeingPresented)
        }

        @Test("The completion of an accepted dismiss is never synchronous, even when not animated", arguments: [false, true])
        func dismissCompletionIsNeverSynchronous(animated: Bool) async throws {
            let log = EventLog()
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = RecordingViewController("P", log: log)
            root.present(presented, animated: false)
            await runtime.waitUntilIdle()
            _ = log.take()
            let probe = PresentationCompletionProbe()

            root.dismiss(animated: animated, completion: probe.handler { log.record("completion") })

            #expect(!probe.wasCalled)
            await runtime.waitUntilIdle()
            #expect(probe.callCount == 1)
            let didDisappear = try #require(log.events.firstIndex(of: "P.viewDidDisappear"))
            let completion = try #require(log.events.firstIndex(of: "completion"))
            #expect(didDisappear < completion)
        }

        @Test("During a dismissal isBeingDismissed is true and relationships are kept; the completion sees them cleared")
        func isBeingDismissedWindowAndRelationships() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = PresentationProbeViewController()
            root.present(presented, animated: false)
            await runtime.waitUntilIdle()
            var inWillDisappear: (dismissing: Bool, presenter: UIViewController?, presented: UIViewController?)?
            var inDidDisappear: (dismissing: Bool, presenter: UIViewController?, presented: UIViewController?)?
            var inCompletion: (dismissing: Bool, presented: UIViewController?, presenter: UIViewController?)?
            presented.onViewWillDisappear = { inWillDisappear = ($0.isBeingDismissed, $0.presentingViewController, root.presentedViewController) }
            presented.onViewDidDisappear = { inDidDisappear = ($0.isBeingDismissed, $0.presentingViewController, root.presentedViewController) }
            // A positive duration keeps the animated dismissal in flight across the turn below.
            runtime.transitionDuration = 0.3

            root.dismiss(animated: true) {
                inCompletion = (presented.isBeingDismissed, root.presentedViewController, presented.presentingViewController)
            }

            #expect(presented.isBeingDismissed)
            #expect(!presented.isBeingPresented)
            #expect(root.presentedViewController === presented)
            #expect(presented.presentingViewController === root)
            await runtime.runTurns(1)
            #expect(presented.isBeingDismissed)
            #expect(root.presentedViewController === presented)
            await runtime.waitUntilIdle()
            #expect(inWillDisappear?.dismissing == true)
            #expect(inWillDisappear?.presenter === root)
            #expect(inWillDisappear?.presented === presented)
            #expect(inDidDisappear?.dismissing == true)
            #expect(inDidDisappear?.presenter === root)
            #expect(inDidDisappear?.presented === presented)
            let seenInCompletion = try #require(inCompletion)
            #expect(!seenInCompletion.dismissing)
            #expect(seenInCompletion.presented == nil)
            #expect(seenInCompletion.presenter == nil)
            #expect(!presented.isBeingDismissed)
        }
    }
}
