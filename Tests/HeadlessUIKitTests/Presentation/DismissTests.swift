import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.7: who dismisses what, chains, no-op and refused dismissals, and deallocation.
    @MainActor
    @Suite("dismiss(animated:completion:)")
    struct DismissTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        /// Shows `root` and presents `presented` from it, waiting until the presentation ended.
        private func show(_ root: UIViewController, presenting presented: UIViewController) async {
            await runtime.showInFreshWindow(root)
            root.present(presented, animated: false)
            await runtime.waitUntilIdle()
        }

        @Test("dismiss on the presenter dismisses the controller it presents")
        func dismissOnPresenterDismissesPresented() async {
            let root = UIViewController()
            let presented = UIViewController()
            await show(root, presenting: presented)
            let probe = PresentationCompletionProbe()

            root.dismiss(animated: true, completion: probe.handler())

            #expect(presented.isBeingDismissed)
            await runtime.waitUntilIdle()
            #expect(root.presentedViewController == nil)
            #expect(presented.presentingViewController == nil)
            #expect(probe.callCount == 1)
            #expect(presented.viewIfLoaded?.window == nil)
        }

        @Test("dismiss on the presented controller forwards to its presenter")
        func dismissOnPresentedControllerForwardsToPresenter() async {
            let root = UIViewController()
            let presented = UIViewController()
            await show(root, presenting: presented)
            let probe = PresentationCompletionProbe()

            presented.dismiss(animated: true, completion: probe.handler())

            #expect(presented.isBeingDismissed)
            #expect(runtime.warnings.isEmpty)
            await runtime.waitUntilIdle()
            #expect(root.presentedViewController == nil)
            #expect(probe.callCount == 1)
        }

        @Test("dismiss on a child of the presented controller dismisses the presented controller")
        func dismissOnChildOfPresentedControllerForwards() async {
            let root = UIViewController()
            let inner = UIViewController()
            let presentedNav = UINavigationController(rootViewController: inner)
            await show(root, presenting: presentedNav)
            let probe = PresentationCompletionProbe()

            inner.dismiss(animated: false, completion: probe.handler())

            #expect(presentedNav.isBeingDismissed)
            #expect(!inner.isBeingDismissed)
            await runtime.waitUntilIdle()
            #expect(root.presentedViewController == nil)
            #expect(inner.presentingViewController == nil)
            #expect(presentedNav.viewControllers == [inner])
            #expect(probe.callCount == 1)
        }

        @Test("dismiss on the source (a descendant of the presenter) dismisses what the presenter presents")
        func dismissOnSourceInsidePresenterDismisses() async {
            let source = UIViewController()
            let nav = UINavigationController(rootViewController: source)
            let presented = UIViewController()
            await show(nav, presenting: presented)

            source.dismiss(animated: false)

            #expect(presented.isBeingDismissed)
            await runtime.waitUntilIdle()
            #expect(nav.presentedViewController == nil)
            #expect(nav.viewControllers == [source])
        }

        /// R → A → B → C, all full screen, shown and settled.
        private func makeChain(log: EventLog) async -> (
            r: RecordingViewController, a: RecordingViewController,
            b: RecordingViewController, c: RecordingViewController
        ) {
            let r = RecordingViewController("R", log: log)
            let a = RecordingViewController("A", log: log)
            let b = RecordingViewController("B", log: log)
            let c = RecordingViewController("C", log: log)
            for controller in [a, b, c] { controller.modalPresentationStyle = .fullScreen }
            await runtime.showInFreshWindow(r)
            r.present(a, animated: false)
            await runtime.waitUntilIdle()
            a.present(b, animated: false)
            await runtime.waitUntilIdle()
            b.present(c, animated: false)
            await runtime.waitUntilIdle()
            _ = log.take()
            return (r, a, b, c)
        }

        @Test("In a chain R→A→B→C, A.dismiss dismisses B and C, keeping the relationships until the end")
        func chainDismissalFromMiddle() async {
            let log = EventLog()
            let (r, a, b, c) = await makeChain(log: log)
            let probe = PresentationCompletionProbe()
            // A positive duration keeps the animated dismissal in flight across the turn below.
            runtime.transitionDuration = 0.3

            a.dismiss(animated: true, completion: probe.handler())

            #expect(b.isBeingDismissed)
            #expect(c.isBeingDismissed)
            #expect(!a.isBeingDismissed)
            #expect(a.presentedViewController === b)
            #expect(b.presentedViewController === c)
            #expect(c.presentingViewController === b)
            #expect(b.presentingViewController === a)
            await runtime.runTurns(1)
            #expect(b.isBeingDismissed && c.isBeingDismissed)
            #expect(a.presentedViewController === b)
            #expect(b.presentedViewController === c)
            #expect(!probe.wasCalled)

            await runtime.waitUntilIdle()
            #expect(a.presentedViewController == nil)
            #expect(b.presentedViewController == nil)
            #expect(b.presentingViewController == nil)
            #expect(c.presentingViewController == nil)
            #expect(!b.isBeingDismissed && !c.isBeingDismissed)
            #expect(r.presentedViewController === a)
            #expect(a.presentingViewController === r)
            #expect(probe.callCount == 1)
        }

        @Test("Dismissing a chain from the middle: the top disappears, the receiver reappears, intermediates never reappear")
        func chainDismissalAppearance() async {
            let log = EventLog()
            let (_, a, _, _) = await makeChain(log: log)

            a.dismiss(animated: true) { log.record("completion") }
            await runtime.waitUntilIdle()

            let events = log.events.filter { !$0.hasSuffix("viewIsAppearing") && !$0.hasSuffix("viewDidLoad") }
            #expect(events == ["C.viewWillDisappear", "A.viewWillAppear", "C.viewDidDisappear", "A.viewDidAppear", "completion"])
            #expect(a.viewIfLoaded?.window != nil)
        }

        @Test("dismiss on the top of a chain dismisses only the top")
        func dismissOnTopOfChainDismissesOnlyTop() async {
            let log = EventLog()
            let (_, a, b, c) = await makeChain(log: log)

            c.dismiss(animated: false)

            #expect(c.isBeingDismissed)
            #expect(!b.isBeingDismissed)
            await runtime.waitUntilIdle()
            #expect(b.presentedViewController == nil)
            #expect(b.presentingViewController === a)
        }

        @Test("dismiss on the window root dismisses the whole chain")
        func dismissOnRootDismissesWholeChain() async {
            let log = EventLog()
            let (r, a, b, c) = await makeChain(log: log)

            r.dismiss(animated: true)

            #expect(a.isBeingDismissed && b.isBeingDismissed && c.isBeingDismissed)
            await runtime.waitUntilIdle()
            #expect(r.presentedViewController == nil)
            #expect([a, b, c].allSatisfy { $0.presentingViewController == nil && $0.presentedViewController == nil })
            #expect(r.viewIfLoaded?.window != nil)
        }

        @Test("With nothing to dismiss the completion is called synchronously, before dismiss returns")
        func nothingToDismissCallsCompletionSynchronously() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            var order: [String] = []

            root.dismiss(animated: true) { order.append("completion") }
            order.append("returned")
            UIViewController().dismiss(animated: false) { order.append("offscreen completion") }
            order.append("returned again")

            #expect(order == ["completion", "returned", "offscreen completion", "returned again"])
            #expect(runtime.warnings.isEmpty)
            await runtime.waitUntilIdle()
            #expect(order.count == 4)
        }

        @Test("dismiss while a present is in progress warns, is ignored and calls the completion synchronously")
        func dismissWhilePresentInProgressIsIgnored() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = UIViewController()
            root.present(presented, animated: true)
            var order: [String] = []

            root.dismiss(animated: true) { order.append("completion") }
            order.append("returned")

            #expect(order == ["completion", "returned"])
            let warning = try #require(runtime.warnings.first)
            #expect(warning.kind == .dismissingWhileTransitionInProgress)
            #expect(warning.message == "Warning: Attempt to dismiss from view controller \(root) while a presentation or dismiss is in progress!")
            #expect(!presented.isBeingDismissed)
            await runtime.waitUntilIdle()
            #expect(root.presentedViewController === presented)
            #expect(!presented.isBeingDismissed)
            #expect(order.count == 2)
        }

        @Test("dismiss while a dismissal is in progress warns and calls the completion synchronously; the first dismissal ends normally")
        func dismissWhileDismissInProgressIsIgnored() async {
            let root = UIViewController()
            let presented = UIViewController()
            await show(root, presenting: presented)
            let first = PresentationCompletionProbe()
            let second = PresentationCompletionProbe()

            root.dismiss(animated: true, completion: first.handler())
            presented.dismiss(animated: true, completion: second.handler())

            #expect(second.callCount == 1)
            #expect(!first.wasCalled)
            #expect(runtime.warnings.map(\.kind) == [.dismissingWhileTransitionInProgress])
            await runtime.waitUntilIdle()
            #expect(first.callCount == 1)
            #expect(second.callCount == 1)
            #expect(root.presentedViewController == nil)
        }

        @Test("Dismissed controllers are deallocated once the dismissal ended")
        func dismissedControllersAreDeallocated() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            weak var weakPresented: UIViewController?
            weak var weakInner: UIViewController?
            do {
                let inner = UIViewController()
                let presented = UINavigationController(rootViewController: inner)
                presented.modalPresentationStyle = .fullScreen
                weakPresented = presented
                weakInner = inner
                root.present(presented, animated: true)
            }
            await runtime.waitUntilIdle()
            #expect(weakPresented != nil)

            root.dismiss(animated: true)
            await runtime.waitUntilIdle()

            #expect(weakPresented == nil)
            #expect(weakInner == nil)
        }
    }
}
