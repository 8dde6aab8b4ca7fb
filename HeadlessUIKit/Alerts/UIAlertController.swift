#if !canImport(UIKit)
    import Foundation

    /// An alert or action sheet; the model of UIKit's alert controller.
    ///
    /// As on iOS, an alert controller is shown by presenting it. Its presentation style is not the
    /// app's to choose: UIKit ignores assignments to ``modalPresentationStyle`` and uses `.custom`
    /// for alerts, which leaves the presenter's views in the window, and for action sheets either
    /// `.custom` (a sheet sliding up, on iPhone) or `.popover` (on iPad), which needs an anchor (see
    /// ``modalPresentationStyle``). Picking an action (``HeadlessRuntime/simulateUserTap(on:)``)
    /// dismisses the alert, then runs the action's handler.
    ///
    /// Not modelled: the alert's own view hierarchy and layout, key commands, `severity`, image and
    /// content view controllers, and the compatibility shim that presents alerts without a presenter.
    @MainActor
    open class UIAlertController: UIViewController {
        private var storedActions: [UIAlertAction] = []
        private var storedPreferredAction: UIAlertAction?
        private var storedTextFields: [UITextField] = []
        /// UIKit's `alloc/init` leaves the style at its zero value, the action sheet.
        private var storedPreferredStyle: Style = .actionSheet

        /// Creates an action sheet with no title, message or actions, as `UIAlertController()` does.
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// There are no archives headlessly; creates an action sheet with no title, message or actions.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// Creates an alert controller with a title, a message and a style, and no actions yet.
        public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
            self.init(nibName: nil, bundle: nil)
            self.title = title
            self.message = message
            storedPreferredStyle = preferredStyle
        }

        /// The text below the title.
        open var message: String?

        /// The style given at creation.
        open var preferredStyle: UIAlertController.Style { storedPreferredStyle }

        /// The actions, in the order they were added.
        open var actions: [UIAlertAction] { storedActions }

        /// Adds an action. A second action in the `.cancel` style raises UIKit's
        /// `NSInternalInconsistencyException`, and the action is not added.
        open func addAction(_ action: UIAlertAction) {
            if action.style == .cancel, storedActions.contains(where: { $0.style == .cancel }) {
                HeadlessRuntime.shared.raise(
                    "NSInternalInconsistencyException",
                    "UIAlertController can only have one action with a style of UIAlertActionStyleCancel",
                    kind: .secondCancelAction)
                return
            }
            storedActions.append(action)
            action.alertController = self
        }

        /// The action the alert emphasises. Setting an action that is not in ``actions`` raises UIKit's
        /// `NSInternalInconsistencyException` and leaves the property unchanged; nil is always allowed.
        open var preferredAction: UIAlertAction? {
            get { storedPreferredAction }
            set {
                guard newValue !== storedPreferredAction else { return }
                if let newValue, !storedActions.containsIdentical(newValue) {
                    HeadlessRuntime.shared.raise(
                        "NSInternalInconsistencyException",
                        "The -preferredAction of an alert controller must be contained in the -actions array or be nil.",
                        kind: .preferredActionNotInActions)
                    return
                }
                storedPreferredAction = newValue
            }
        }

        /// Adds a text field and hands it to `configurationHandler` at once. Only alerts have text
        /// fields: on an action sheet UIKit raises `NSInternalInconsistencyException`.
        open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
            guard storedPreferredStyle == .alert else {
                HeadlessRuntime.shared.raise(
                    "NSInternalInconsistencyException",
                    "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert",
                    kind: .textFieldOnActionSheet)
                return
            }
            let field = UITextField()
            storedTextFields.append(field)
            configurationHandler?(field)
        }

        /// The text fields, in the order they were added; nil when there are none, as on iOS.
        open var textFields: [UITextField]? { storedTextFields.isEmpty ? nil : storedTextFields }

        /// The style UIKit presents the alert controller in; assignments are ignored, as UIKit ignores them.
        ///
        /// An alert is `.custom`. An action sheet is `.popover` on an iPad and `.custom` on an iPhone;
        /// the model has no device idiom, so it takes the horizontal size class for it: `.regular`
        /// traits mean an iPad, `.compact` ones an iPhone. During `present` the traits are those of the
        /// controller presenting it (an iPad app in compact multitasking therefore gets a sheet, as
        /// UIKit's adapted popover shows); otherwise the alert controller's own.
        open override var modalPresentationStyle: UIModalPresentationStyle {
            get {
                if presentationPhase != .none { return presentedStyle }
                return style(for: traitCollection.horizontalSizeClass)
            }
            // UIKit's setter stores the style it computes, whatever it is given.
            set {}
        }

        override func presentationStyle(whenPresentedFrom source: UIViewController) -> UIModalPresentationStyle {
            style(for: source.traitCollection.horizontalSizeClass)
        }

        private func style(for sizeClass: UIUserInterfaceSizeClass) -> UIModalPresentationStyle {
            storedPreferredStyle == .actionSheet && sizeClass == .regular ? .popover : .custom
        }
    }

    extension UIAlertController {
        /// The kind of alert. Raw values match UIKit's.
        public enum Style: Int, Sendable {
            /// UIKit's `actionSheet` (raw value 0): a list of choices anchored to what the user touched.
            case actionSheet = 0
            /// UIKit's `alert` (raw value 1): a modal message in the middle of the screen.
            case alert = 1
        }
    }

    /// The popover UIKit uses for an action sheet on iPad; only its missing-anchor message differs.
    @MainActor
    final class ActionSheetPopoverPresentationController: UIPopoverPresentationController {
        override func missingAnchorReason(presenter: UIViewController) -> String {
            "Your application has presented a UIAlertController (\(presentedViewController)) of style UIAlertControllerStyleActionSheet from \(String(reflecting: type(of: presenter))) (\(presenter)). The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover. You must provide location information for this popover through the alert controller's popoverPresentationController. You must provide either a sourceView and sourceRect or a barButtonItem.  If this information is not known when you present the alert controller, you may provide it in the UIPopoverPresentationControllerDelegate method -prepareForPopoverPresentation."
        }
    }

#endif
