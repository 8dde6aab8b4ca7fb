import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// The layout walk trusts the tree while no view has moved since the pass began and checks each
    /// view once one has; these pin the answers of the checked walk when a layout moves views.
    @MainActor
    @Suite("Layout: the walk when a layout moves views")
    struct LayoutWalkTests {
        /// A view that records its layout and then runs `onLayout`.
        private final class ActingView: UIView {
            let name: String
            let log: EventLog
            var onLayout: () -> Void = {}

            init(_ name: String, log: EventLog) {
                self.name = name
                self.log = log
                super.init(frame: .zero)
            }

            required init?(coder: NSCoder) { nil }

            override func layoutSubviews() {
                log.record("\(name).layoutSubviews")
                onLayout()
            }
        }

        /// Views named `names` added to a fresh idle window in order, with an empty log.
        private func stage(_ names: [String], log: EventLog) async -> (UIWindow, [ActingView]) {
            let window = await HeadlessRuntime.shared.showInFreshWindow(UIViewController())
            let views = names.map { ActingView($0, log: log) }
            for view in views { window.addSubview(view) }
            await HeadlessRuntime.shared.waitUntilIdle()
            _ = log.take()
            return (window, views)
        }

        @Test("A marked view an earlier layout took out of the tree is not laid out")
        func removedViewIsSkipped() async {
            let log = EventLog()
            let (window, views) = await stage(["a", "b"], log: log)
            let (first, second) = (views[0], views[1])
            first.onLayout = { second.removeFromSuperview() }
            first.setNeedsLayout()
            second.setNeedsLayout()

            window.layoutIfNeeded()
            #expect(log.take() == ["a.layoutSubviews"])
            #expect(second.needsLayoutMark, "a view outside the window keeps its mark")
        }

        @Test("A marked view's child an earlier layout took out of the tree is not laid out")
        func removedSubtreeIsSkipped() async {
            let log = EventLog()
            let (window, views) = await stage(["a", "b"], log: log)
            let (first, second) = (views[0], views[1])
            let child = ActingView("child", log: log)
            second.addSubview(child)
            await HeadlessRuntime.shared.waitUntilIdle()
            second.onLayout = { child.removeFromSuperview() }
            first.setNeedsLayout()
            second.setNeedsLayout()
            child.setNeedsLayout()

            window.layoutIfNeeded()
            #expect(log.take() == ["a.layoutSubviews", "b.layoutSubviews"])
        }

        @Test("After a first move, a view queued before a later move is still checked")
        func laterMoveAfterAnEarlierOne() async {
            let log = EventLog()
            let (window, views) = await stage(["a", "b", "gone"], log: log)
            let (first, second, gone) = (views[0], views[1], views[2])
            let kept = ActingView("kept", log: log)
            let dropped = ActingView("dropped", log: log)
            second.addSubview(kept)
            second.addSubview(dropped)
            await HeadlessRuntime.shared.waitUntilIdle()
            first.onLayout = { gone.removeFromSuperview() }
            kept.onLayout = { dropped.removeFromSuperview() }
            for view in [first, second, gone, kept, dropped] { view.setNeedsLayout() }

            window.layoutIfNeeded()
            #expect(log.take() == ["a.layoutSubviews", "b.layoutSubviews", "kept.layoutSubviews"])
        }

        @Test("A view an earlier layout moved under a later sibling is visited once")
        func movedViewIsVisitedOnce() async {
            let log = EventLog()
            let (window, views) = await stage(["a", "b", "c"], log: log)
            let (first, moved, last) = (views[0], views[1], views[2])
            first.onLayout = { last.addSubview(moved) }
            var layouts = 0
            moved.onLayout = {
                layouts += 1
                // Marked again at once: a second visit in the same pass would lay it out again.
                if layouts == 1 { moved.setNeedsLayout() }
            }
            first.setNeedsLayout()
            moved.setNeedsLayout()

            window.layoutIfNeeded()
            #expect(log.take() == ["a.layoutSubviews", "b.layoutSubviews"])
            #expect(moved.superview === last)
            #expect(moved.needsLayoutMark)
        }

        @Test("A pass in which nothing moves lays out each marked view once, parents first")
        func unchangedTreeIsWalkedInOrder() async {
            let log = EventLog()
            let (window, views) = await stage(["a", "b"], log: log)
            let inner = ActingView("inner", log: log)
            let leaf = ActingView("leaf", log: log)
            views[0].addSubview(inner)
            inner.addSubview(leaf)
            await HeadlessRuntime.shared.waitUntilIdle()
            for view in [leaf, views[1], inner, views[0]] { view.setNeedsLayout() }

            window.layoutIfNeeded()
            #expect(log.take() == ["a.layoutSubviews", "inner.layoutSubviews", "leaf.layoutSubviews", "b.layoutSubviews"])
        }
    }
}
