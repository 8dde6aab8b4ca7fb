#if !canImport(UIKit)

    /// A console warning UIKit would log, recorded by the headless model.
    ///
    /// Where UIKit ignores the operation that caused the warning, the model ignores it too,
    /// including not calling a completion handler that UIKit would not call.
    public struct UIKitModelWarning: Hashable, Sendable, CustomStringConvertible {
        /// The message, worded as UIKit words it, with object descriptions filled in.
        public let message: String
        /// Which situation caused the warning.
        public let kind: Kind

        /// The situations in which UIKit logs a warning, plus the few in which the model reports
        /// what UIKit silently gets wrong.
        public enum Kind: String, Sendable, CaseIterable {
            /// A present was refused because the presenter already presents a controller.
            case presentingWhileAlreadyPresenting
            /// A present was refused because the presenter's view is not in a visible window.
            case presentingFromOutsideWindowHierarchy
            /// A present was refused because the presenter's own presentation is still running.
            case presentingWhilePresentationInProgress
            /// A present went ahead from a controller detached from the window's controller tree.
            case presentingFromDetachedController
            /// A dismiss was refused because a presentation or dismissal is still running.
            case dismissingWhileTransitionInProgress
            /// A split view controller was pushed; UIKit ignores the push.
            case pushingSplitViewController
            /// A tab bar controller was pushed; UIKit documents this as unsupported but does it.
            case pushingTabBarController
            /// A push was issued while another animated navigation transition was running.
            case nestedPushAnimation
            /// A pop was issued while another animated navigation transition was running.
            case nestedPopAnimation
            /// `beginAppearanceTransition` and `endAppearanceTransition` were not paired.
            case unbalancedAppearanceTransition
            /// A window's root was replaced while the old root still presented controllers, which leak.
            case replacingRootWhilePresenting
        }

        /// Creates a warning.
        public init(message: String, kind: Kind) {
            self.message = message
            self.kind = kind
        }

        /// The message as UIKit logs it.
        public var description: String { message }
    }

#endif
