#if !canImport(UIKit)

    /// An exception that UIKit would raise, reported by the headless model.
    ///
    /// On a device these are Objective-C exceptions that crash the app. The model reports
    /// them according to ``HeadlessRuntime/exceptionPolicy``: it traps like a device by default,
    /// or records the error and abandons the operation, leaving every piece of state as it was.
    public struct UIKitModelError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The Objective-C exception name UIKit uses, such as `NSInvalidArgumentException`.
        public let name: String
        /// The exception's reason, worded as UIKit words it, with object descriptions filled in.
        public let reason: String
        /// Which of UIKit's checks failed, for tests that match on the cause rather than the text.
        public let kind: Kind

        /// The UIKit checks whose failure raises an exception.
        public enum Kind: String, Sendable, CaseIterable {
            /// `present` was given a controller that is a child of another controller.
            case presentingChildController
            /// `present` was given a controller that is a window's visible root.
            case presentingActiveController
            /// `present` was given a controller that something already presents.
            case presentingAlreadyPresentedController
            /// A controller tried to present itself.
            case presentingOnItself
            /// A popover was presented without an anchor.
            case popoverWithoutAnchor
            /// The same instance was pushed twice onto one navigation stack.
            case pushingSameInstance
            /// A navigation controller was pushed onto a navigation controller.
            case pushingNavigationController
            /// A navigation stack was set with the same controller twice.
            case duplicateInNavigationStack
            /// `popToViewController` was given a controller that is not on the stack.
            case poppingToMissingController
            /// A tab was selected that is not one of the tab bar controller's view controllers.
            case selectingForeignTab
            /// Tabs were set with an identifier used twice. The reason text is the model's own: UIKit
            /// documents identifiers as unique, and no wording of its exception could be confirmed.
            case duplicateTabIdentifier
            /// A root tab has no view controller. The reason text is the model's own, as above.
            case rootTabWithoutViewController
            /// `addChild` was given a controller whose view is on screen under another parent.
            case childViewUnderOtherParent
            /// `addChild` was given the controller the parent currently presents.
            case addingPresentedControllerAsChild
            /// `addChild` was given a window's visible root controller.
            case addingRootControllerAsChild
            /// Dismissal found a presentation cycle.
            case presentationCycleOnDismiss
            /// `transition(from:to:)` was given controllers that are not children of the receiver.
            case transitionBetweenForeignChildren
            /// A storyboard name is not registered.
            case storyboardNotFound
            /// A storyboard has no scene with the requested identifier.
            case storyboardIdentifierNotFound
            /// An alert controller was given a second action in the `.cancel` style.
            case secondCancelAction
            /// An alert controller's `preferredAction` was set to an action it does not have.
            case preferredActionNotInActions
            /// A text field was added to an action sheet.
            case textFieldOnActionSheet
            /// An alert controller was pushed onto a navigation stack or put in one. The reason text is
            /// the model's own: no UIKit wording for this case could be confirmed, and UIKit documents
            /// alert controllers as presented only.
            case pushingAlertController
            /// A page view controller was given a number of pages its transition style, spine
            /// location or double-sidedness does not allow.
            case pageCountMismatch
            /// A collection view controller's view was loaded without a layout.
            case collectionViewWithoutLayout
            /// A layout constraint was activated between views in different view hierarchies.
            case constraintWithoutCommonAncestor
            /// A table view was asked to dequeue a cell for an identifier nothing was registered for.
            case dequeueWithoutRegistration
        }

        /// Creates an error describing one of UIKit's exceptions.
        public init(name: String, reason: String, kind: Kind) {
            self.name = name
            self.reason = reason
            self.kind = kind
        }

        /// `*** Terminating app due to uncaught exception 'NAME', reason: 'REASON'`, as the console shows it.
        public var description: String {
            "*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'"
        }
    }

#endif
