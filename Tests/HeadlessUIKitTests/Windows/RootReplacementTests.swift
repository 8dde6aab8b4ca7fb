import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §5 rules 1–3, §8.2 rule 14: replacing a window's root view controller.
    @MainActor
    @Suite("Windows: root replacement")
    struct RootReplacementTests {
        @Test("The new root's view is in the window right after the setter, and the old root's view is out")
        func newRootViewInstalledImmediately() async {
            let oldRoot = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(oldRoot)
            let newRoot = UIViewController()

            window.rootViewController = newRoot

            #expect(window.rootViewController === newRoot)
            #expect(newRoot.viewIfLoaded?.window === window)
            #expect(oldRoot.viewIfLoaded?.window == nil)
            #expect(oldRoot.viewIfLoaded?.superview == nil)
        }

        @Test("The old root disappears and the new root appears on a later turn, disappearing first")
        func appearanceOrderAfterReplacement() async {
            let log = EventLog()
            let oldRoot = RecordingViewController("old", log: log)
            let window = await HeadlessRuntime.shared.showInFreshWindow(oldRoot)
            _ = log.take()

            window.rootViewController = RecordingViewController("new", log: log)
            #expect(log.take() == ["new.viewDidLoad"], "only the view load happens inside the setter")

            await HeadlessRuntime.shared.runTurns(1)
            #expect(
                log.take() == [
                    "old.viewWillDisappear",
                    "new.viewWillAppear",
                    "new.viewIsAppearing",
                    "old.viewDidDisappear",
                    "new.viewDidAppear",
                ])
        }

        @Test("The visible descendants of the old root disappear with it")
        func visibleDescendantsOfOldRootDisappear() async {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: RecordingViewController("top", log: log))
            let window = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            _ = log.take()

            window.rootViewController = UIViewController()
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(log.take() == ["top.viewWillDisappear", "top.viewDidDisappear"])
        }

        @Test("Setting the same root again changes nothing")
        func settingSameRootIsNoOp() async {
            let log = EventLog()
            let root = RecordingViewController("root", log: log)
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            _ = log.take()

            window.rootViewController = root
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(log.take().isEmpty)
            #expect(root.viewIfLoaded?.window === window)
            #expect(HeadlessRuntime.shared.diagnostics.isEmpty)
        }

        @Test("Setting the root to nil removes the old root's view, which disappears")
        func settingRootToNil() async {
            let log = EventLog()
            let root = RecordingViewController("root", log: log)
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            _ = log.take()

            window.rootViewController = nil

            #expect(window.rootViewController == nil)
            #expect(root.viewIfLoaded?.window == nil)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(log.take() == ["root.viewWillDisappear", "root.viewDidDisappear"])
        }

        @Test("Replacing a root that presents nothing records no diagnostic")
        func replacingIdleRootIsSilent() async {
            let window = await HeadlessRuntime.shared.showInFreshWindow(UIViewController())

            window.rootViewController = UIViewController()
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(HeadlessRuntime.shared.diagnostics.isEmpty)
        }

        @Test("Replacing the root while it presents keeps the presentation and records .replacingRootWhilePresenting")
        func replacingPresentingRootKeepsPresentation() async {
            let oldRoot = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(oldRoot)
            let presented = UIViewController()
            oldRoot.present(presented, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            window.rootViewController = UIViewController()
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(oldRoot.presentedViewController === presented)
            #expect(presented.presentingViewController === oldRoot)
            #expect(!presented.isBeingDismissed)
            #expect(HeadlessRuntime.shared.warnings.map(\.kind) == [.replacingRootWhilePresenting])
            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
        }

        @Test("After the root was replaced, the old root's presented chain is out of the window and disappears")
        func oldPresentedChainLeavesWindow() async {
            let log = EventLog()
            let oldRoot = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(oldRoot)
            let presented = RecordingViewController("presented", log: log)
            oldRoot.present(presented, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            _ = log.take()

            window.rootViewController = UIViewController()
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(presented.viewIfLoaded?.window == nil)
            #expect(log.take() == ["presented.viewWillDisappear", "presented.viewDidDisappear"])
        }

        @Test("A later present from the old root's presented controller hits 'not in the window hierarchy'")
        func presentFromStrandedControllerIsRefused() async {
            let oldRoot = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(oldRoot)
            let presented = UIViewController()
            oldRoot.present(presented, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            window.rootViewController = UIViewController()
            await HeadlessRuntime.shared.waitUntilIdle()
            HeadlessRuntime.shared.clearDiagnostics()

            let late = UIViewController()
            var completed = false
            presented.present(late, animated: true) { completed = true }
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(!completed, "a refused presentation never calls its completion")
            #expect(presented.presentedViewController == nil)
            #expect(late.presentingViewController == nil)
            let warning = HeadlessRuntime.shared.warnings.first
            #expect(warning?.kind == .presentingFromOutsideWindowHierarchy)
            #expect(warning?.message == "Attempt to present \(late) on \(presented) (from \(presented)) whose view is not in the window hierarchy.")
        }

        @Test("The new root can present normally after replacing a presenting root")
        func newRootPresentsAfterReplacement() async {
            let oldRoot = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(oldRoot)
            oldRoot.present(UIViewController(), animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            let newRoot = UIViewController()
            window.rootViewController = newRoot
            await HeadlessRuntime.shared.waitUntilIdle()

            let modal = UIViewController()
            var completed = false
            newRoot.present(modal, animated: true) { completed = true }
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(completed)
            #expect(newRoot.presentedViewController === modal)
            #expect(modal.viewIfLoaded?.window === window)
        }

        @Test("A visible window root cannot be added as a child (.addingRootControllerAsChild)")
        func visibleRootCannotBecomeChild() async {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            HeadlessRuntime.shared.exceptionPolicy = .record
            let container = WindowsTestContainerController()

            container.addChild(root)

            let error = HeadlessRuntime.shared.exceptions.first
            #expect(HeadlessRuntime.shared.exceptions.count == 1)
            #expect(error?.kind == .addingRootControllerAsChild)
            #expect(error?.name == "UIViewControllerHierarchyInconsistency")
            #expect(error?.reason == "adding a root view controller \(root) as a child of view controller:\(container)")
            #expect(root.parent == nil)
            #expect(container.children.isEmpty)
            #expect(window.rootViewController === root)
            #expect(root.viewIfLoaded?.window === window)
        }

        @Test("A visible window root cannot be presented (.presentingActiveController)")
        func visibleRootCannotBePresented() async {
            let activeRoot = UIViewController()
            let firstWindow = await HeadlessRuntime.shared.showInFreshWindow(activeRoot)
            let otherRoot = UIViewController()
            _ = HeadlessRuntime.shared.makeKeyWindow(rootViewController: otherRoot)
            await HeadlessRuntime.shared.waitUntilIdle()
            HeadlessRuntime.shared.exceptionPolicy = .record

            var completed = false
            otherRoot.present(activeRoot, animated: false) { completed = true }
            await HeadlessRuntime.shared.waitUntilIdle()

            let error = HeadlessRuntime.shared.exceptions.first
            #expect(HeadlessRuntime.shared.exceptions.count == 1)
            #expect(error?.kind == .presentingActiveController)
            #expect(error?.name == "NSInvalidArgumentException")
            #expect(error?.reason == "Application tried to present modally an active controller \(activeRoot).")
            #expect(!completed)
            #expect(otherRoot.presentedViewController == nil)
            #expect(activeRoot.presentingViewController == nil)
            #expect(firstWindow.rootViewController === activeRoot)
            #expect(activeRoot.viewIfLoaded?.window === firstWindow)
        }

        @Test("Once replaced, the old root is an ordinary controller and can be added as a child")
        func formerRootCanBecomeChild() async {
            let formerRoot = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(formerRoot)
            window.rootViewController = UIViewController()
            await HeadlessRuntime.shared.waitUntilIdle()
            HeadlessRuntime.shared.exceptionPolicy = .record
            let container = WindowsTestContainerController()

            container.addChild(formerRoot)
            formerRoot.didMove(toParent: container)

            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
            #expect(formerRoot.parent === container)
            #expect(container.children == [formerRoot])
        }
    }
}
