import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.6 validation table rows 2 and 4–10, §8.3 messages, and the rule that a refused
    /// presentation changes nothing and never calls its completion.
    @MainActor
    @Suite("present(_:animated:completion:) validation")
    struct PresentValidationTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        // MARK: Row 2 — the presented controller has a parent

        @Test("Presenting a controller that has a parent raises and changes nothing")
        func presentingChildControllerRaises() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            presentationRecordExceptions()
            let child = UIViewController()
            let nav = UINavigationController(rootViewController: child)
            let probe = PresentationCompletionProbe()

            root.present(child, animated: false, completion: probe.handler())

            let error = try #require(runtime.exceptions.first)
            #expect(runtime.exceptions.count == 1)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.reason == "Application tried to present modally a view controller \(child) that has a parent view controller \(nav).")
            #expect(error.kind == .presentingChildController)
            #expect(root.presentedViewController == nil)
            #expect(child.presentingViewController == nil)
            #expect(child.parent === nav)
            #expect(nav.viewControllers == [child])
            await runtime.waitUntilIdle()
            #expect(!probe.wasCalled)
        }

        @Test("The has-a-parent check comes before the window-hierarchy check")
        func parentCheckPrecedesWindowCheck() async {
            presentationRecordExceptions()
            let offscreen = UIViewController()
            let child = UIViewController()
            let nav = UINavigationController(rootViewController: child)

            offscreen.present(child, animated: false)

            #expect(runtime.exceptions.map(\.kind) == [.presentingChildController])
            #expect(runtime.warnings.isEmpty)
            #expect(child.parent === nav)
        }

        // MARK: Row 4 — the presenter's presentation is in progress

        @Test(
            "Presenting while the presenter's presentation is in progress warns, changes nothing and never completes",
            arguments: [true, false])
        func presentingWhilePresentationInProgressIsIgnored(firstAnimated: Bool) async throws {
            let source = UIViewController()
            let nav = UINavigationController(rootViewController: source)
            await runtime.showInFreshWindow(nav)
            let first = UIViewController()
            let second = UIViewController()
            let firstProbe = PresentationCompletionProbe()
            let secondProbe = PresentationCompletionProbe()

            source.present(first, animated: firstAnimated, completion: firstProbe.handler())
            source.present(second, animated: true, completion: secondProbe.handler())

            let warning = try #require(runtime.warnings.first)
            #expect(runtime.warnings.count == 1)
            #expect(warning.kind == .presentingWhilePresentationInProgress)
            #expect(warning.message == "Attempt to present \(second) on \(nav) (from \(source)) while a presentation is in progress.")
            #expect(runtime.exceptions.isEmpty)
            #expect(nav.presentedViewController === first)
            #expect(second.presentingViewController == nil)
            #expect(!second.isBeingPresented)
            await runtime.waitUntilIdle()
            #expect(firstProbe.callCount == 1)
            #expect(!secondProbe.wasCalled)
            #expect(nav.presentedViewController === first)
            #expect(second.presentingViewController == nil)
        }

        @Test("Presenting from a controller whose own dismissal is in progress warns, changes nothing and never completes")
        func presentingFromControllerBeingDismissedIsIgnored() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let dismissed = UIViewController()
            root.present(dismissed, animated: false)
            await runtime.waitUntilIdle()
            let late = UIViewController()
            let probe = PresentationCompletionProbe()

            root.dismiss(animated: true)
            dismissed.present(late, animated: true, completion: probe.handler())

            let warning = try #require(runtime.warnings.first)
            #expect(warning.kind == .presentingWhilePresentationInProgress)
            #expect(warning.message == "Attempt to present \(late) on \(dismissed) (from \(dismissed)) while a presentation is in progress.")
            #expect(dismissed.presentedViewController == nil)
            #expect(late.presentingViewController == nil)
            await runtime.waitUntilIdle()
            #expect(!probe.wasCalled)
            #expect(late.presentingViewController == nil)
            #expect(root.presentedViewController == nil)
        }

        @Test("Presenting from a controller whose own presentation has not started yet is refused and never completes")
        func presentingFromControllerBeingPresentedIsIgnored() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = UIViewController()
            let late = UIViewController()
            let probe = PresentationCompletionProbe()

            root.present(presented, animated: true)
            presented.present(late, animated: true, completion: probe.handler())

            #expect(runtime.warnings.count == 1)
            #expect(presented.presentedViewController == nil)
            #expect(late.presentingViewController == nil)
            await runtime.waitUntilIdle()
            #expect(!probe.wasCalled)
            #expect(late.presentingViewController == nil)
            #expect(root.presentedViewController === presented)
        }

        // MARK: Row 5 — the presenter is not in the window hierarchy

        @Test("Presenting from a controller outside any window warns and never completes")
        func presentingOutsideWindowHierarchyIsIgnored() async throws {
            let root = UIViewController()
            let presented = UIViewController()
            let probe = PresentationCompletionProbe()

            root.present(presented, animated: true, completion: probe.handler())

            let warning = try #require(runtime.warnings.first)
            #expect(warning.kind == .presentingFromOutsideWindowHierarchy)
            #expect(warning.message == "Attempt to present \(presented) on \(root) (from \(root)) whose view is not in the window hierarchy.")
            #expect(root.presentedViewController == nil)
            #expect(presented.presentingViewController == nil)
            await runtime.waitUntilIdle()
            #expect(!probe.wasCalled)
        }

        @Test("A root in a window that is not visible is not in the window hierarchy")
        func presentingFromHiddenWindowIsIgnored() async throws {
            let scene = runtime.connectScene()
            let root = UIViewController()
            let window = UIWindow(windowScene: scene)
            window.rootViewController = root
            await runtime.waitUntilIdle()
            let presented = UIViewController()
            let probe = PresentationCompletionProbe()

            root.present(presented, animated: false, completion: probe.handler())

            #expect(runtime.warnings.map(\.kind) == [.presentingFromOutsideWindowHierarchy])
            #expect(root.presentedViewController == nil)
            await runtime.waitUntilIdle()
            #expect(!probe.wasCalled)
            withExtendedLifetime(window) {}
        }

        @Test("A context presenter in an unselected tab is not in the window hierarchy even though the tab bar is")
        func contextPresenterInUnselectedTabIsIgnored() async throws {
            let hiddenSource = UIViewController()
            let hiddenNav = UINavigationController(rootViewController: hiddenSource)
            let tabs = UITabBarController()
            tabs.viewControllers = [UIViewController(), hiddenNav]
            await runtime.showInFreshWindow(tabs)
            let presented = UIViewController()
            presented.modalPresentationStyle = .currentContext

            hiddenSource.present(presented, animated: false)

            let warning = try #require(runtime.warnings.first)
            #expect(warning.message == "Attempt to present \(presented) on \(hiddenNav) (from \(hiddenSource)) whose view is not in the window hierarchy.")
            #expect(presented.presentingViewController == nil)
        }

        @Test("allowsPresentationOutsideWindowHierarchy lets an off-window presentation proceed and complete")
        func lenientSwitchAllowsOffWindowPresentation() async {
            runtime.allowsPresentationOutsideWindowHierarchy = true
            let root = UIViewController()
            let presented = UIViewController()
            let probe = PresentationCompletionProbe()

            root.present(presented, animated: true, completion: probe.handler())

            #expect(runtime.warnings.isEmpty)
            #expect(presented.presentingViewController === root)
            #expect(!probe.wasCalled)
            await runtime.waitUntilIdle()
            #expect(probe.callCount == 1)
        }

        // MARK: Row 6 — the presenter already presents something

        @Test("Presenting on a presenter that already presents warns with the current controller and never completes")
        func presentingWhileAlreadyPresentingIsIgnored() async throws {
            let source = UIViewController()
            let nav = UINavigationController(rootViewController: source)
            await runtime.showInFreshWindow(nav)
            let first = UIViewController()
            nav.present(first, animated: false)
            await runtime.waitUntilIdle()
            let second = UIViewController()
            let probe = PresentationCompletionProbe()

            source.present(second, animated: true, completion: probe.handler())

            let warning = try #require(runtime.warnings.first)
            #expect(warning.kind == .presentingWhileAlreadyPresenting)
            #expect(warning.message == "Attempt to present \(second) on \(nav) (from \(source)) which is already presenting \(first).")
            #expect(nav.presentedViewController === first)
            #expect(second.presentingViewController == nil)
            await runtime.waitUntilIdle()
            #expect(!probe.wasCalled)
            #expect(nav.presentedViewController === first)
        }

        @Test("Presenting the controller already shown by the same presenter is the already-presenting warning, not an exception")
        func presentingSameControllerAgainWarns() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            presentationRecordExceptions()
            let presented = UIViewController()
            root.present(presented, animated: false)
            await runtime.waitUntilIdle()

            root.present(presented, animated: false)

            #expect(runtime.exceptions.isEmpty)
            #expect(runtime.warnings.map(\.kind) == [.presentingWhileAlreadyPresenting])
            #expect(presented.presentingViewController === root)
        }

        // MARK: Row 7 — detached source

        @Test("Presenting from a detached controller warns but the presentation proceeds and completes")
        func presentingFromDetachedControllerProceeds() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let detached = UIViewController()
            root.view.addSubview(detached.view)
            let presented = UIViewController()
            let probe = PresentationCompletionProbe()

            detached.present(presented, animated: false, completion: probe.handler())

            let warning = try #require(runtime.warnings.first)
            #expect(runtime.warnings.count == 1)
            #expect(warning.kind == .presentingFromDetachedController)
            #expect(
                warning.message
                    == "Presenting view controller \(presented) from detached view controller \(detached) is not supported, and may result in incorrect safe area insets and a corrupt root presentation. Make sure \(detached) is in the view controller hierarchy before presenting from it. Will become a hard exception in a future release."
            )
            #expect(presented.presentingViewController === detached)
            await runtime.waitUntilIdle()
            #expect(probe.callCount == 1)
            #expect(detached.presentedViewController === presented)
        }

        // MARK: Row 8 — already presented by someone else

        @Test("Presenting a controller that another controller presents raises and changes nothing")
        func presentingAlreadyPresentedControllerRaises() async throws {
            let firstRoot = UIViewController()
            await runtime.showInFreshWindow(firstRoot)
            let presented = UIViewController()
            firstRoot.present(presented, animated: false)
            await runtime.waitUntilIdle()
            let secondRoot = UIViewController()
            let secondWindow = runtime.makeKeyWindow(rootViewController: secondRoot)
            await runtime.waitUntilIdle()
            presentationRecordExceptions()
            let probe = PresentationCompletionProbe()

            secondRoot.present(presented, animated: true, completion: probe.handler())

            let error = try #require(runtime.exceptions.first)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.reason == "Application tried to present modally a view controller \(presented) that is already being presented by \(firstRoot).")
            #expect(error.kind == .presentingAlreadyPresentedController)
            #expect(presented.presentingViewController === firstRoot)
            #expect(secondRoot.presentedViewController == nil)
            await runtime.waitUntilIdle()
            #expect(!probe.wasCalled)
            withExtendedLifetime(secondWindow) {}
        }

        @Test("The window-hierarchy warning comes before the already-presented exception")
        func windowCheckPrecedesAlreadyPresentedCheck() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = UIViewController()
            root.present(presented, animated: false)
            await runtime.waitUntilIdle()
            presentationRecordExceptions()

            UIViewController().present(presented, animated: false)

            #expect(runtime.exceptions.isEmpty)
            #expect(runtime.warnings.map(\.kind) == [.presentingFromOutsideWindowHierarchy])
        }

        // MARK: Row 9 — presenting on itself

        @Test("A controller presenting itself raises")
        func presentingOnItselfRaises() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            presentationRecordExceptions()
            let probe = PresentationCompletionProbe()

            root.present(root, animated: false, completion: probe.handler())

            let error = try #require(runtime.exceptions.first)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.reason == "Application tried to present modal view controller on itself. Presenting controller is \(root).")
            #expect(error.kind == .presentingOnItself)
            #expect(root.presentedViewController == nil)
            #expect(root.presentingViewController == nil)
            await runtime.waitUntilIdle()
            #expect(!probe.wasCalled)
        }

        @Test("A child presenting its own outermost container is presenting the presenter on itself")
        func childPresentingItsContainerRaisesOnItself() async throws {
            let source = UIViewController()
            let nav = UINavigationController(rootViewController: source)
            await runtime.showInFreshWindow(nav)
            presentationRecordExceptions()

            source.present(nav, animated: false)

            let error = try #require(runtime.exceptions.first)
            #expect(error.kind == .presentingOnItself)
            #expect(error.reason == "Application tried to present modal view controller on itself. Presenting controller is \(nav).")
            #expect(nav.presentingViewController == nil)
        }

        // MARK: Active controller (visible window root)

        @Test("Presenting another window's visible root raises the active-controller exception")
        func presentingVisibleWindowRootRaises() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let otherRoot = UIViewController()
            let otherWindow = runtime.makeKeyWindow(rootViewController: otherRoot)
            await runtime.waitUntilIdle()
            presentationRecordExceptions()
            let probe = PresentationCompletionProbe()

            root.present(otherRoot, animated: false, completion: probe.handler())

            let error = try #require(runtime.exceptions.first)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.reason == "Application tried to present modally an active controller \(otherRoot).")
            #expect(error.kind == .presentingActiveController)
            #expect(root.presentedViewController == nil)
            #expect(otherRoot.presentingViewController == nil)
            #expect(otherWindow.rootViewController === otherRoot)
            await runtime.waitUntilIdle()
            #expect(!probe.wasCalled)
        }

        // MARK: Row 10 — popover anchor

        @Test("A popover without an anchor raises NSGenericException and changes nothing")
        func popoverWithoutAnchorRaises() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            presentationRecordExceptions()
            let presented = UIViewController()
            presented.modalPresentationStyle = .popover
            let popover = try #require(presented.popoverPresentationController)
            let probe = PresentationCompletionProbe()

            root.present(presented, animated: true, completion: probe.handler())

            let error = try #require(runtime.exceptions.first)
            #expect(error.name == "NSGenericException")
            #expect(
                error.reason
                    == "UIPopoverPresentationController (\(popover)) should have a non-nil sourceView or barButtonItem set before the presentation occurs.")
            #expect(error.kind == .popoverWithoutAnchor)
            #expect(root.presentedViewController == nil)
            #expect(presented.presentingViewController == nil)
            #expect(!presented.isBeingPresented)
            await runtime.waitUntilIdle()
            #expect(!probe.wasCalled)
        }

        @Test("A popover anchored to a source view or a bar button item is presented", arguments: [false, true])
        func anchoredPopoverIsPresented(useBarButtonItem: Bool) async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            presentationRecordExceptions()
            let presented = UIViewController()
            presented.modalPresentationStyle = .popover
            let popover = try #require(presented.popoverPresentationController)
            if useBarButtonItem {
                popover.barButtonItem = UIBarButtonItem(title: "Anchor", style: .plain, target: nil, action: nil)
            } else {
                popover.sourceView = root.view
            }
            let probe = PresentationCompletionProbe()

            root.present(presented, animated: false, completion: probe.handler())

            #expect(runtime.exceptions.isEmpty)
            #expect(presented.presentingViewController === root)
            await runtime.waitUntilIdle()
            #expect(probe.callCount == 1)
        }
    }
}
