#if !canImport(UIKit)
    import Foundation

    /// Keys for the controllers taking part in a transition.
    public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
        /// The raw value, as UIKit stores it.
        public let rawValue: String
        /// Creates a value from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The controller visible at the start of the transition.
        public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
        /// The controller visible at the end of the transition.
        public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
    }

    /// Keys for the views taking part in a transition.
    public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable {
        /// The raw value, as UIKit stores it.
        public let rawValue: String
        /// Creates a value from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The view leaving the screen.
        public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
        /// The view arriving on screen.
        public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
    }

    /// Information about a transition in progress, handed to coordinator blocks.
    @MainActor
    public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
        /// True when the transition is animated.
        var isAnimated: Bool { get }
        /// The style of a modal transition, or `.none` for a navigation or other non-modal transition.
        var presentationStyle: UIModalPresentationStyle { get }
        /// True when the transition started interactively.
        var initiallyInteractive: Bool { get }
        /// True when the transition can be interrupted.
        var isInterruptible: Bool { get }
        /// True while the user drives the transition.
        var isInteractive: Bool { get }
        /// True when the transition was cancelled and the old state restored.
        var isCancelled: Bool { get }
        /// The transition's duration in seconds.
        var transitionDuration: TimeInterval { get }
        /// How far an interactive transition has progressed, from 0 to 1.
        var percentComplete: CGFloat { get }
        /// The speed at which an interactive transition finishes.
        var completionVelocity: CGFloat { get }
        /// The animation curve of the transition's remainder.
        var completionCurve: UIView.AnimationCurve { get }
        /// The controller for `key`, or nil.
        @discardableResult
        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
        /// The view for `key`, or nil.
        @discardableResult
        func view(forKey key: UITransitionContextViewKey) -> UIView?
        /// The view that contains the transition's views.
        var containerView: UIView { get }
        /// The transform applied during the transition.
        var targetTransform: CGAffineTransform { get }
    }

    /// An object that lets code run alongside a transition and learn when it ends.
    ///
    /// A controller's `transitionCoordinator` is non-nil only while an animated transition that
    /// involves it or one of its ancestors is in flight.
    @MainActor
    public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
        /// Runs `animation` alongside the transition and `completion` when it ends.
        /// Returns false when the transition has already ended and nothing was registered.
        @discardableResult
        func animate(
            alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool
        /// Like ``animate(alongsideTransition:completion:)`` for animations of a view outside the container.
        @discardableResult
        func animateAlongsideTransition(
            in view: UIView?,
            animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool
        /// Registers a handler for changes between interactive and non-interactive driving.
        func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
    }

    // UIKit's Swift interface gives both animate methods' completion a default of nil. A protocol
    // requirement cannot declare a default argument, so these overloads let the same calls compile.
    extension UIViewControllerTransitionCoordinator {
        /// ``animate(alongsideTransition:completion:)`` with no completion.
        @discardableResult
        public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
            animate(alongsideTransition: animation, completion: nil)
        }

        /// ``animateAlongsideTransition(in:animation:completion:)`` with no completion.
        @discardableResult
        public func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
            animateAlongsideTransition(in: view, animation: animation, completion: nil)
        }
    }

#endif
