import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// A layout pass with nothing pending in its subtree returns without walking it; these pin the
    /// marks it must still see and the marks elsewhere it must leave alone.
    @MainActor
    @Suite("Layout: a pass over a clean subtree")
    struct LayoutSkipTests {
        /// Two sibling views in a fresh window, idle, with an empty log.
        private func siblings(_ log: EventLog) async -> (window: UIWindow, first: LayoutRecordingView, second: LayoutRecordingView) {
            let window = await HeadlessRuntime.shared.showInFreshWindow(UIViewController())
            let first = LayoutRecordingView("first", log: log)
            let second = LayoutRecordingView("second", log: log)
            window.addSubview(first)
            window.addSubview(second)
            await HeadlessRuntime.shared.waitUntilIdle()
            _ = log.take()
            return (window, first, second)
        }

        @Test("A mark outside the subtree is left for the pass that covers it")
        func markElsewhereIsKept() async {
            let log = EventLog()
            let (window, first, second) = await siblings(log)

            first.setNeedsLayout()
            second.layoutIfNeeded()
            #expect(log.events.isEmpty)
            #expect(first.needsLayoutMark)

            window.layoutIfNeeded()
            #expect(log.take() == ["first.layoutSubviews"])
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(log.events.isEmpty, "the commit does not lay it out again")
        }

        @Test("A mark outside the subtree is still laid out by the commit")
        func markElsewhereReachesTheCommit() async {
            let log = EventLog()
            let (_, first, second) = await siblings(log)

            first.setNeedsLayout()
            second.layoutIfNeeded()
            await HeadlessRuntime.shared.runTurns(1)
            #expect(log.take() == ["first.layoutSubviews"])
        }

        @Test("A view laid out, then marked again, is laid out again by the next pass")
        func markedAgainAfterALayout() async {
            let log = EventLog()
            let (window, first, second) = await siblings(log)

            first.setNeedsLayout()
            first.layoutIfNeeded()
            // The clean pass forgets the entry the first layout left behind.
            second.layoutIfNeeded()
            first.setNeedsLayout()
            window.layoutIfNeeded()
            #expect(log.take() == ["first.layoutSubviews", "first.layoutSubviews"])
        }

        @Test("A marked view taken out of the subtree no longer makes the subtree's pass run")
        func markMovedOut() async {
            let log = EventLog()
            let (window, first, second) = await siblings(log)
            let inner = LayoutRecordingView("inner", log: log)
            second.addSubview(inner)

            inner.setNeedsLayout()
            first.addSubview(inner)
            second.layoutIfNeeded()
            #expect(log.events.isEmpty)

            window.layoutIfNeeded()
            #expect(log.take() == ["inner.layoutSubviews"])
        }
    }
}
