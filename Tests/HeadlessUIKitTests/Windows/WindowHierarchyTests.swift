import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §8.2 rule 8, §1.6 rows 5 and 7: what counts as "in the window hierarchy".
    @MainActor
    @Suite("Windows: window hierarchy membership")
    struct WindowHierarchyTests {
        @Test("A controller in no window cannot present: warning, no relationship, no completion")
        func controllerOutsideWindowCannotPresent() async {
            let source = UIViewController()
            let presented = UIViewController()

            var completed = false
            source.present(presented, animated: false) { completed = true }
            #expect(source.presentedViewController == nil, "the refusal is synchronous")
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(!completed)
            #expect(source.presentedViewController == nil)
            #expect(presented.presentingViewController == nil)
            #expect(!presented.isBeingPresented)
            #expect(HeadlessRuntime.shared.warnings.map(\.kind) == [.presentingFromOutsideWindowHierarchy])
            #expect(
                HeadlessRuntime.shared.warnings.first?.message
                    == "Attempt to present \(presented) on \(source) (from \(source)) whose view is not in the window hierarchy.")
        }

        @Test("The warning names the resolved presenter and the source separately")
        func warningNamesPresenterAndSource() async {
            let source = UIViewController()
            let navigation = UINavigationController(rootViewController: source)
            let presented = UIViewController()

            source.present(presented, animated: false)

            #expect(
                HeadlessRuntime.shared.warnings.first?.message
                    == "Attempt to present \(presented) on \(navigation) (from \(source)) whose view is not in the window hierarchy.")
        }

        @Test("allowsPresentationOutsideWindowHierarchy lets a windowless controller present")
        func lenientSwitchAllowsWindowlessPresentation() async {
            HeadlessRuntime.shared.allowsPresentationOutsideWindowHierarchy = true
            let source = UIViewController()
            let presented = UIViewController()

            var completed = false
            source.present(presented, animated: true) { completed = true }
            #expect(source.presentedViewController === presented)
            #expect(presented.presentingViewController === source)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(completed)
            #expect(source.presentedViewController === presented)
            #expect(HeadlessRuntime.shared.warnings.isEmpty)
        }

        @Test("The root of a window that was never shown cannot present")
        func hiddenWindowRootCannotPresent() async {
            let scene = HeadlessRuntime.shared.connectScene()
            let window = UIWindow(windowScene: scene)
            let root = UIViewController()
            window.rootViewController = root
            window.makeKey()
            await HeadlessRuntime.shared.waitUntilIdle()

            var completed = false
            root.present(UIViewController(), animated: false) { completed = true }
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(!completed)
            #expect(root.presentedViewController == nil)
            #expect(HeadlessRuntime.shared.warnings.map(\.kind) == [.presentingFromOutsideWindowHierarchy])
        }

        @Test("The root of a window that was hidden again cannot present")
        func rehiddenWindowRootCannotPresent() async {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            window.isHidden = true
            await HeadlessRuntime.shared.waitUntilIdle()

            root.present(UIViewController(), animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(root.presentedViewController == nil)
            #expect(HeadlessRuntime.shared.warnings.map(\.kind) == [.presentingFromOutsideWindowHierarchy])
        }

        @Test("A visible window that is not key still counts: its root can present")
        func visibleNonKeyWindowRootCanPresent() async {
            let backRoot = UIViewController()
            let backWindow = await HeadlessRuntime.shared.showInFreshWindow(backRoot)
            _ = HeadlessRuntime.shared.makeKeyWindow(rootViewController: UIViewController())
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(!backWindow.isKeyWindow)

            let presented = UIViewController()
            var completed = false
            backRoot.present(presented, animated: false) { completed = true }
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(completed)
            #expect(backRoot.presentedViewController === presented)
            #expect(HeadlessRuntime.shared.warnings.isEmpty)
        }

        @Test("Hiding a window makes its visible controllers disappear; showing it again makes them appear")
        func hidingWindowDisappearsControllers() async {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: RecordingViewController("top", log: log))
            let window = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            _ = log.take()

            window.isHidden = true
            #expect(log.take().isEmpty, "disappearance is deferred to the next turn")
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(log.take() == ["top.viewWillDisappear", "top.viewDidDisappear"])

            window.makeKeyAndVisible()
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(log.take() == ["top.viewWillAppear", "top.viewIsAppearing", "top.viewDidAppear"])
        }

        @Test("Hiding a window also makes its presented controllers disappear")
        func hidingWindowDisappearsPresentedControllers() async {
            let log = EventLog()
            let root = RecordingViewController("root", log: log)
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            let presented = RecordingViewController("sheet", log: log)
            root.present(presented, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            _ = log.take()

            window.isHidden = true
            await HeadlessRuntime.shared.waitUntilIdle()

            let events = log.take()
            #expect(
                Set(events) == [
                    "root.viewWillDisappear", "root.viewDidDisappear",
                    "sheet.viewWillDisappear", "sheet.viewDidDisappear",
                ])
            #expect(events.count == 4)
        }

        @Test("A detached controller whose view is in a visible window presents with the 'detached' warning")
        func detachedControllerPresentsWithWarning() async {
            let root = UIViewController()
            _ = await HeadlessRuntime.shared.showInFreshWindow(root)
            let detached = UIViewController()
            root.view.addSubview(detached.view)
            let presented = UIViewController()

            var completed = false
            detached.present(presented, animated: false) { completed = true }
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(completed, "the presentation continues despite the warning")
            #expect(detached.presentedViewController === presented)
            #expect(HeadlessRuntime.shared.warnings.map(\.kind) == [.presentingFromDetachedController])
            #expect(
                HeadlessRuntime.shared.warnings.first?.message.hasPrefix(
                    "Presenting view controller \(presented) from detached view controller \(detached) is not supported") == true)
        }
    }
}
