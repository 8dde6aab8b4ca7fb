import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// `setNeedsLayout()`, `layoutIfNeeded()`, `layoutSubviews()` and the controller's
    /// `viewWillLayoutSubviews()` / `viewDidLayoutSubviews()`.
    @MainActor
    @Suite("Layout: setNeedsLayout and the layout callbacks")
    struct LayoutCallbackTests {
        @Test("With no layout pending, layoutIfNeeded calls no layout callback")
        func nothingPendingDoesNothing() async {
            let log = EventLog()
            let controller = LayoutRecordingViewController("c", log: log)
            let window = await HeadlessRuntime.shared.showInFreshWindow(controller)
            _ = log.take()

            controller.view.layoutIfNeeded()
            window.layoutIfNeeded()

            #expect(log.events.isEmpty)
        }

        @Test("setNeedsLayout then layoutIfNeeded: viewWillLayoutSubviews, layoutSubviews, viewDidLayoutSubviews, once")
        func markedViewIsLaidOutOnce() async {
            let log = EventLog()
            let controller = LayoutRecordingViewController("c", log: log)
            await HeadlessRuntime.shared.showInFreshWindow(controller)
            _ = log.take()

            controller.view.setNeedsLayout()
            #expect(log.events.isEmpty, "setNeedsLayout only marks the view")
            controller.view.layoutIfNeeded()
            #expect(log.take() == ["c.viewWillLayoutSubviews", "c.view.layoutSubviews", "c.viewDidLayoutSubviews"])

            controller.view.layoutIfNeeded()
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(log.events.isEmpty, "neither a second call nor the commit lays it out again")
        }

        @Test("A marked view in a window is laid out at the end of the turn")
        func commitLaysOutMarkedViews() async {
            let log = EventLog()
            let controller = LayoutRecordingViewController("c", log: log)
            await HeadlessRuntime.shared.showInFreshWindow(controller)
            _ = log.take()

            controller.view.setNeedsLayout()
            await HeadlessRuntime.shared.runTurns(1)

            #expect(log.take() == ["c.viewWillLayoutSubviews", "c.view.layoutSubviews", "c.viewDidLayoutSubviews"])
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(log.events.isEmpty)
        }

        @Test("A marked view outside any window is laid out when asked, or by the commit after it joins a window")
        func markedViewOutsideAWindowWaits() async {
            let log = EventLog()
            let window = await HeadlessRuntime.shared.showInFreshWindow(UIViewController())
            let asked = LayoutRecordingView("asked", log: log)
            let joining = LayoutRecordingView("joining", log: log)

            asked.setNeedsLayout()
            joining.setNeedsLayout()
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(log.events.isEmpty, "the commit lays out windows only")

            asked.layoutIfNeeded()
            #expect(log.take() == ["asked.layoutSubviews"])

            window.addSubview(joining)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(log.take() == ["joining.layoutSubviews"])
        }

        @Test("Parents are laid out before children, and a child's layoutIfNeeded leaves a marked parent alone")
        func layoutGoesDownTheTree() async {
            let log = EventLog()
            let window = await HeadlessRuntime.shared.showInFreshWindow(UIViewController())
            let parent = LayoutRecordingView("parent", log: log)
            let child = LayoutRecordingView("child", log: log)
            parent.addSubview(child)
            window.addSubview(parent)
            await HeadlessRuntime.shared.waitUntilIdle()

            parent.setNeedsLayout()
            child.setNeedsLayout()
            child.layoutIfNeeded()
            #expect(log.take() == ["child.layoutSubviews"])
            parent.layoutIfNeeded()
            #expect(log.take() == ["parent.layoutSubviews"])

            child.setNeedsLayout()
            parent.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(log.take() == ["parent.layoutSubviews", "child.layoutSubviews"])
        }
    }
}
