import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// UIAlertController and UIAlertAction: contents, UIKit's checks, presentation styles,
    /// the refusal to push, and the tap that dismisses and then runs the handler.
    @MainActor
    @Suite("UIAlertController")
    struct AlertControllerTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        // MARK: Contents

        @Test("The convenience initialiser stores title, message and style; a plain one makes an empty action sheet")
        func creation() async {
            let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
            #expect(alert.title == "Delete?")
            #expect(alert.message == "It cannot be undone.")
            #expect(alert.preferredStyle == .alert)
            #expect(alert.actions.isEmpty)
            #expect(alert.preferredAction == nil)
            #expect(alert.textFields == nil)

            let plain = UIAlertController()
            #expect(plain.preferredStyle == .actionSheet)
            #expect(plain.title == nil)
            #expect(UIAlertController.Style.actionSheet.rawValue == 0)
            #expect(UIAlertController.Style.alert.rawValue == 1)
        }

        @Test("Actions keep their title, style and enabled flag, and the alert keeps them in order")
        func actionsInOrder() async {
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
            let delete = UIAlertAction(title: "Delete", style: .destructive)
            let cancel = UIAlertAction(title: "Cancel", style: .cancel, handler: nil)
            alert.addAction(delete)
            alert.addAction(cancel)

            #expect(alert.actions == [delete, cancel])
            #expect(delete.title == "Delete")
            #expect(delete.style == .destructive)
            #expect(cancel.style == .cancel)
            #expect(delete.isEnabled)
            #expect([UIAlertAction.Style.default, .cancel, .destructive].map(\.rawValue) == [0, 1, 2])
        }

        @Test("A second cancel action raises UIKit's exception and is not added")
        func secondCancelActionRaises() async throws {
            runtime.exceptionPolicy = .record
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            let first = UIAlertAction(title: "Cancel", style: .cancel)
            alert.addAction(first)

            alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))

            let error = try #require(runtime.exceptions.first)
            #expect(runtime.exceptions.count == 1)
            #expect(error.name == "NSInternalInconsistencyException")
            #expect(error.reason == "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            #expect(error.kind == .secondCancelAction)
            #expect(alert.actions == [first])
        }

        @Test("preferredAction must be one of the actions or nil")
        func preferredActionMustBeAnAction() async throws {
            runtime.exceptionPolicy = .record
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
            let ok = UIAlertAction(title: "OK", style: .default)
            let stranger = UIAlertAction(title: "Elsewhere", style: .default)
            alert.addAction(ok)

            alert.preferredAction = stranger
            let error = try #require(runtime.exceptions.first)
            #expect(error.name == "NSInternalInconsistencyException")
            #expect(error.reason == "The -preferredAction of an alert controller must be contained in the -actions array or be nil.")
            #expect(error.kind == .preferredActionNotInActions)
            #expect(alert.preferredAction == nil)

            alert.preferredAction = ok
            #expect(alert.preferredAction === ok)
            alert.preferredAction = nil
            #expect(alert.preferredAction == nil)
            #expect(runtime.exceptions.count == 1)
        }

        @Test("Text fields belong to alerts: configured at once on an alert, refused with UIKit's exception on an action sheet")
        func textFields() async throws {
            runtime.exceptionPolicy = .record
            let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addTextField()
            #expect(alert.textFields?.count == 2)
            #expect(alert.textFields?.first?.placeholder == "Name")
            #expect(runtime.exceptions.isEmpty)

            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addTextField()
            let error = try #require(runtime.exceptions.first)
            #expect(error.name == "NSInternalInconsistencyException")
            #expect(error.reason == "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            #expect(error.kind == .textFieldOnActionSheet)
            #expect(sheet.textFields == nil)
        }

        // MARK: Presentation style

        @Test("An alert presents as .custom whatever the app assigns, and its presenter stays in the window")
        func alertPresentsOverPresenter() async {
            let log = EventLog()
            let root = RecordingViewController("Root", log: log)
            await runtime.showInFreshWindow(root)
            _ = log.take()
            let alert = ControllerRecordingAlertController(title: "Hi", message: nil, preferredStyle: .alert)
            alert.log = log
            alert.modalPresentationStyle = .fullScreen
            #expect(alert.modalPresentationStyle == .custom)

            root.present(alert, animated: true)
            await runtime.waitUntilIdle()

            #expect(root.presentedViewController === alert)
            #expect(alert.presentingViewController === root)
            #expect(alert.presentationController?.presentationStyle == .custom)
            #expect(root.viewIfLoaded?.window != nil)
            #expect(alert.viewIfLoaded?.window === root.viewIfLoaded?.window)
            #expect(controllerAppearance(log) == ["Alert.viewWillAppear", "Alert.viewDidAppear"])
        }

        @Test("An alert presented from a child is presented by the outermost container")
        func alertPresenterIsOutermost() async {
            let child = UIViewController()
            let navigation = UINavigationController(rootViewController: child)
            await runtime.showInFreshWindow(navigation)
            let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)

            child.present(alert, animated: false)
            await runtime.waitUntilIdle()

            #expect(alert.presentingViewController === navigation)
            #expect(navigation.topViewController === child)
        }

        @Test("An action sheet without an anchor in a regular-width environment raises UIKit's exception and is not presented")
        func regularActionSheetNeedsAnchor() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            runtime.exceptionPolicy = .record
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.addAction(UIAlertAction(title: "Share", style: .default))
            let probe = PresentationCompletionProbe()

            root.present(sheet, animated: true, completion: probe.handler())

            let error = try #require(runtime.exceptions.first)
            #expect(runtime.exceptions.count == 1)
            #expect(error.name == "NSGenericException")
            #expect(error.kind == .popoverWithoutAnchor)
            #expect(
                error.reason
                    == "Your application has presented a UIAlertController (\(sheet)) of style UIAlertControllerStyleActionSheet from HeadlessUIKit.UIViewController (\(root)). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
            )
            #expect(root.presentedViewController == nil)
            #expect(sheet.presentingViewController == nil)
            await runtime.waitUntilIdle()
            #expect(!probe.wasCalled)
        }

        @Test(
            "An anchored action sheet in a regular-width environment presents as a popover over its presenter",
            arguments: ["sourceView", "barButtonItem", "sourceItem"])
        func regularActionSheetWithAnchor(anchor: String) async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            #expect(sheet.modalPresentationStyle == .popover)
            let popover = try #require(sheet.popoverPresentationController)
            switch anchor {
            case "sourceView": popover.sourceView = root.view
            case "barButtonItem": popover.barButtonItem = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
            default: popover.sourceItem = root.view
            }
            let probe = PresentationCompletionProbe()

            root.present(sheet, animated: true, completion: probe.handler())
            await runtime.waitUntilIdle()

            #expect(runtime.exceptions.isEmpty)
            #expect(root.presentedViewController === sheet)
            #expect(sheet.presentationController === popover)
            #expect(popover.presentationStyle == .popover)
            #expect(root.viewIfLoaded?.window != nil)
            #expect(probe.callCount == 1)
        }

        @Test("An action sheet in a compact-width window presents as a sheet without an anchor")
        func compactActionSheetNeedsNoAnchor() async throws {
            let log = EventLog()
            let root = RecordingViewController("Root", log: log)
            let window = await runtime.showInFreshWindow(root)
            runtime.setHorizontalSizeClass(.compact, for: window)
            runtime.exceptionPolicy = .record
            _ = log.take()
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)

            root.present(sheet, animated: true)
            await runtime.waitUntilIdle()

            #expect(runtime.exceptions.isEmpty)
            #expect(root.presentedViewController === sheet)
            #expect(sheet.modalPresentationStyle == .custom)
            #expect(sheet.popoverPresentationController == nil)
            #expect(root.viewIfLoaded?.window === window)
            #expect(!controllerAppearance(log).contains("Root.viewWillDisappear"))
        }

        // MARK: Not a child

        @Test("Pushing an alert controller raises NSInvalidArgumentException and leaves the stack alone")
        func pushingAlertRaises() async throws {
            let top = UIViewController()
            let navigation = UINavigationController(rootViewController: top)
            await runtime.showInFreshWindow(navigation)
            runtime.exceptionPolicy = .record
            let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)

            navigation.pushViewController(alert, animated: true)

            let error = try #require(runtime.exceptions.first)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.kind == .pushingAlertController)
            #expect(error.reason == "Pushing an alert controller (\(alert)) onto \(navigation) is not supported; present it instead")
            #expect(navigation.viewControllers == [top])
            #expect(alert.parent == nil)

            navigation.setViewControllers([top, alert], animated: false)
            #expect(runtime.exceptions.map(\.kind) == [.pushingAlertController, .pushingAlertController])
            #expect(navigation.viewControllers == [top])
            #expect(alert.parent == nil)
            await runtime.waitUntilIdle()
            #expect(navigation.viewControllers == [top])
        }

        // MARK: Tapping an action

        @Test("Tapping an action dismisses the alert, then runs its handler once, after viewDidDisappear")
        func tapDismissesThenRunsHandler() async {
            let log = EventLog()
            let root = RecordingViewController("Root", log: log)
            await runtime.showInFreshWindow(root)
            let alert = ControllerRecordingAlertController(title: "Hi", message: nil, preferredStyle: .alert)
            alert.log = log
            var handlerCalls = 0
            var presentedDuringHandler: UIViewController?
            let ok = UIAlertAction(title: "OK", style: .default) { action in
                handlerCalls += 1
                log.record("handler(\(action.title ?? ""))")
                presentedDuringHandler = root.presentedViewController
            }
            alert.addAction(ok)
            root.present(alert, animated: true)
            await runtime.waitUntilIdle()
            _ = log.take()

            #expect(runtime.simulateUserTap(on: ok))
            #expect(alert.isBeingDismissed)
            #expect(handlerCalls == 0)
            #expect(!runtime.simulateUserTap(on: ok))
            await runtime.waitUntilIdle()

            #expect(
                log.events.filter { $0.hasPrefix("Alert.") || $0.hasPrefix("handler") }
                    == ["Alert.viewWillDisappear", "Alert.viewDidDisappear", "handler(OK)"])
            #expect(handlerCalls == 1)
            #expect(presentedDuringHandler == nil)
            #expect(root.presentedViewController == nil)
            #expect(alert.presentingViewController == nil)
        }

        @Test("A handler can present from the presenter the alert was dismissed from")
        func handlerPresentsNext() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let next = UIViewController()
            let alert = UIAlertController(title: "Continue?", message: nil, preferredStyle: .alert)
            let go = UIAlertAction(title: "Go", style: .default) { _ in root.present(next, animated: true) }
            alert.addAction(go)
            root.present(alert, animated: false)
            await runtime.waitUntilIdle()

            runtime.simulateUserTap(on: go)
            await runtime.waitUntilIdle()

            #expect(runtime.warnings.isEmpty)
            #expect(root.presentedViewController === next)
        }

        @Test("Disabled actions, actions of alerts not on screen and actions of no alert cannot be tapped")
        func untappableActions() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            var calls = 0
            let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
            let disabled = UIAlertAction(title: "Later", style: .default) { _ in calls += 1 }
            disabled.isEnabled = false
            let enabled = UIAlertAction(title: "Now", style: .default) { _ in calls += 1 }
            alert.addAction(disabled)
            alert.addAction(enabled)
            let loose = UIAlertAction(title: "Loose", style: .default) { _ in calls += 1 }

            #expect(!runtime.simulateUserTap(on: enabled))
            root.present(alert, animated: true)
            #expect(!runtime.simulateUserTap(on: enabled))
            await runtime.waitUntilIdle()
            #expect(!runtime.simulateUserTap(on: disabled))
            #expect(!runtime.simulateUserTap(on: loose))
            await runtime.waitUntilIdle()

            #expect(calls == 0)
            #expect(root.presentedViewController === alert)
        }
    }
}
