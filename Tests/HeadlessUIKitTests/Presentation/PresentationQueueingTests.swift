import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.6 "Presenting while some transition is running" and §6: requests parked behind a
    /// running transition are deferred, not refused.
    @MainActor
    @Suite("Presentation parked behind running transitions")
    struct PresentationQueueingTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        @Test("A present issued during an animated push on the source's navigation controller runs after the push ends")
        func presentDuringAnimatedPushIsDeferred() async throws {
            let log = EventLog()
            let rootContent = RecordingViewController("Root", log: log)
            let nav = UINavigationController(rootViewController: rootContent)
            await runtime.showInFreshWindow(nav)
            let pushed = RecordingViewController("Pushed", log: log)
            let presented = RecordingViewController("P", log: log)
            _ = log.take()
            let probe = PresentationCompletionProbe()

            nav.pushViewController(pushed, animated: true)
            pushed.present(presented, animated: true, completion: probe.handler { log.record("completion") })

            #expect(runtime.warnings.isEmpty)
            #expect(nav.presentedViewController == nil)
            #expect(presented.presentingViewController == nil)
            #expect(!presented.isBeingPresented)
            await runtime.waitUntilIdle()

            #expect(runtime.warnings.isEmpty)
            #expect(presented.presentingViewController === nav)
            #expect(probe.callCount == 1)
            let pushEnded = try #require(log.events.firstIndex(of: "Pushed.viewDidAppear"))
            let presentStarted = try #require(log.events.firstIndex(of: "P.viewWillAppear"))
            #expect(pushEnded < presentStarted)
            #expect(log.events.last == "completion")
        }

        @Test("A present issued during a non-animated push is not refused")
        func presentDuringNonAnimatedPushIsAccepted() async {
            let nav = UINavigationController(rootViewController: UIViewController())
            await runtime.showInFreshWindow(nav)
            let pushed = UIViewController()
            let presented = UIViewController()
            let probe = PresentationCompletionProbe()

            nav.pushViewController(pushed, animated: false)
            pushed.present(presented, animated: false, completion: probe.handler())
            await runtime.waitUntilIdle()

            #expect(runtime.warnings.isEmpty)
            #expect(presented.presentingViewController === nav)
            #expect(probe.callCount == 1)
        }

        @Test("A present issued while the presenter's presented controller is being dismissed is queued after the dismissal")
        func presentDuringDismissalIsQueued() async throws {
            let log = EventLog()
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let first = RecordingViewController("First", log: log)
            root.present(first, animated: false)
            await runtime.waitUntilIdle()
            _ = log.take()
            let second = RecordingViewController("Second", log: log)
            let dismissProbe = PresentationCompletionProbe()
            let presentProbe = PresentationCompletionProbe()

            root.dismiss(animated: true, completion: dismissProbe.handler { log.record("dismiss completion") })
            root.present(second, animated: true, completion: presentProbe.handler { log.record("present completion") })

            #expect(runtime.warnings.isEmpty)
            #expect(root.presentedViewController === first)
            #expect(first.isBeingDismissed)
            #expect(second.presentingViewController == nil)
            await runtime.waitUntilIdle()

            #expect(runtime.warnings.isEmpty)
            #expect(root.presentedViewController === second)
            #expect(first.presentingViewController == nil)
            #expect(dismissProbe.callCount == 1)
            #expect(presentProbe.callCount == 1)
            let firstGone = try #require(log.events.firstIndex(of: "First.viewDidDisappear"))
            let secondArrives = try #require(log.events.firstIndex(of: "Second.viewWillAppear"))
            #expect(firstGone < secondArrives)
            #expect(log.events.last == "present completion")
        }

        @Test("A dismiss issued during an animated push inside the presented navigation controller runs after the push")
        func dismissDuringAnimatedPushIsDeferred() async throws {
            let log = EventLog()
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presentedNav = UINavigationController(rootViewController: UIViewController())
            root.present(presentedNav, animated: false)
            await runtime.waitUntilIdle()
            let pushed = RecordingViewController("Pushed", log: log)
            let probe = PresentationCompletionProbe()

            presentedNav.pushViewController(pushed, animated: true)
            pushed.dismiss(animated: true, completion: probe.handler { log.record("completion") })

            #expect(runtime.warnings.isEmpty)
            #expect(!probe.wasCalled)
            #expect(!presentedNav.isBeingDismissed)
            await runtime.waitUntilIdle()

            #expect(runtime.warnings.isEmpty)
            #expect(root.presentedViewController == nil)
            #expect(probe.callCount == 1)
            let pushEnded = try #require(log.events.firstIndex(of: "Pushed.viewDidAppear"))
            let dismissStarted = try #require(log.events.firstIndex(of: "Pushed.viewWillDisappear"))
            #expect(pushEnded < dismissStarted)
        }
    }
}
