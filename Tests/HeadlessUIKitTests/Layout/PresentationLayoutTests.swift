import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// Presentations and dismissals are not laid out: UIKit starts them after the commit, so
    /// `layoutIfNeeded()` never starts them and never runs their completions.
    @MainActor
    @Suite("Layout: presentations are not forced")
    struct PresentationLayoutTests {
        @Test("layoutIfNeeded does not start a presentation", arguments: [false, true])
        func presentationIsNotForced(animated: Bool) async throws {
            let log = EventLog()
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            let presented = RecordingViewController("presented", log: log)

            root.present(presented, animated: animated) { log.record("completion") }
            window.layoutIfNeeded()
            root.view.layoutIfNeeded()

            #expect(presented.viewIfLoaded?.window == nil)
            #expect(presented.isBeingPresented)
            #expect(log.events.isEmpty, "neither callbacks nor the completion run inside layoutIfNeeded")
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(presented.view.window === window)
            #expect(log.events.filter { $0 == "completion" }.count == 1)
            let didAppear = try #require(log.events.firstIndex(of: "presented.viewDidAppear"))
            let completion = try #require(log.events.firstIndex(of: "completion"))
            #expect(didAppear < completion)
        }

        @Test("layoutIfNeeded does not run a dismissal")
        func dismissalIsNotForced() async {
            let log = EventLog()
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            let presented = RecordingViewController("presented", log: log)
            root.present(presented, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            _ = log.take()

            root.dismiss(animated: false) { log.record("completion") }
            window.layoutIfNeeded()

            #expect(presented.viewIfLoaded?.window === window)
            #expect(presented.isBeingDismissed)
            #expect(log.events.isEmpty)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(presented.viewIfLoaded?.window == nil)
            #expect(log.take() == ["presented.viewWillDisappear", "presented.viewDidDisappear", "completion"])
        }

        @Test("A presentation parked behind an animated push that layoutIfNeeded started waits for the push to end")
        func parkedPresentationWaitsForTheForcedPush() async throws {
            let stage = await NavigationLayoutStage.make()
            let pushed = RecordingViewController("pushed", log: stage.log)
            let presented = RecordingViewController("presented", log: stage.log)

            stage.navigation.pushViewController(pushed, animated: true)
            pushed.present(presented, animated: false) { stage.log.record("completion") }
            stage.window.layoutIfNeeded()

            #expect(pushed.viewIfLoaded?.window === stage.window)
            #expect(stage.navigation.presentedViewController == nil, "the request waits for the push's coordinator")
            #expect(!stage.log.events.contains("completion"))
            await HeadlessRuntime.shared.waitUntilIdle()
            let pushEnded = try #require(stage.log.events.firstIndex(of: "pushed.viewDidAppear"))
            let presentedAppeared = try #require(stage.log.events.firstIndex(of: "presented.viewDidAppear"))
            #expect(pushEnded < presentedAppeared)
            #expect(stage.log.events.last == "completion")
        }
    }
}
