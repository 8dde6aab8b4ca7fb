#if !canImport(UIKit)
    import Foundation

    /// Supplies a custom animation for a transition. The model never runs it: transitions have no
    /// visual part headlessly, but apps and libraries can store and pass these objects as on iOS.
    @MainActor
    public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
        /// The duration of the animation.
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
        /// Performs the animation.
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
        /// Called when the transition ends.
        func animationEnded(_ transitionCompleted: Bool)
    }

    extension UIViewControllerAnimatedTransitioning {
        /// Does nothing by default.
        public func animationEnded(_ transitionCompleted: Bool) {}
    }

    /// Drives a transition interactively.
    @MainActor
    public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
        /// Starts the interactive transition.
        func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
        /// The speed at which the transition completes after interaction ends.
        var completionSpeed: CGFloat { get }
        /// The animation curve used after interaction ends.
        var completionCurve: UIView.AnimationCurve { get }
        /// True when the transition starts interactively.
        var wantsInteractiveStart: Bool { get }
    }

    extension UIViewControllerInteractiveTransitioning {
        /// 1 by default.
        public var completionSpeed: CGFloat { 1 }
        /// `.easeInOut` by default.
        public var completionCurve: UIView.AnimationCurve { .easeInOut }
        /// True by default.
        public var wantsInteractiveStart: Bool { true }
    }

    /// The context an animator receives. The model never creates one; the protocol has all of
    /// UIKit's requirements so animator types written for iOS, which read frames and report
    /// progress through it, compile.
    @MainActor
    public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
        /// The view that contains the transition's views.
        var containerView: UIView { get }
        /// True when the transition is animated.
        var isAnimated: Bool { get }
        /// True when the transition is interactive.
        var isInteractive: Bool { get }
        /// True when the transition was cancelled.
        var transitionWasCancelled: Bool { get }
        /// The style of a modal transition.
        var presentationStyle: UIModalPresentationStyle { get }
        /// Reports how far an interactive transition has progressed, from 0 to 1.
        func updateInteractiveTransition(_ percentComplete: CGFloat)
        /// Reports that the user's interaction completed an interactive transition.
        func finishInteractiveTransition()
        /// Reports that the user's interaction cancelled an interactive transition.
        func cancelInteractiveTransition()
        /// Reports that an interactive transition's animations are paused.
        func pauseInteractiveTransition()
        /// Reports that the transition's animation finished.
        func completeTransition(_ didComplete: Bool)
        /// The controller for `key`.
        @discardableResult
        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
        /// The view for `key`.
        @discardableResult
        func view(forKey key: UITransitionContextViewKey) -> UIView?
        /// The rotation applied during the transition; the identity when there is none.
        var targetTransform: CGAffineTransform { get }
        /// The frame of `vc`'s view when the transition starts, or `.zero` when it is not known.
        @discardableResult
        func initialFrame(for vc: UIViewController) -> CGRect
        /// The frame of `vc`'s view when the transition ends, or `.zero` when it is not known.
        @discardableResult
        func finalFrame(for vc: UIViewController) -> CGRect
    }

    /// Supplies the objects that customise a modal transition.
    ///
    /// A controller holds its transitioning delegate weakly. For the `.custom` style the model asks
    /// it for a presentation controller; the animators are stored and passed on, never run.
    @MainActor
    public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
        /// The animator for presenting `presented`.
        func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )?
        /// The animator for dismissing `dismissed`.
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
        /// The interaction controller for a presentation.
        func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
        /// The interaction controller for a dismissal.
        func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
        /// The presentation controller for a `.custom` presentation.
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
            -> UIPresentationController?
    }

    extension UIViewControllerTransitioningDelegate {
        /// Nil by default: UIKit's standard animation.
        public func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> (
            any UIViewControllerAnimatedTransitioning
        )? { nil }
        /// Nil by default: UIKit's standard animation.
        public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
        /// Nil by default: not interactive.
        public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (
            any UIViewControllerInteractiveTransitioning
        )? { nil }
        /// Nil by default: not interactive.
        public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (
            any UIViewControllerInteractiveTransitioning
        )? { nil }
        /// Nil by default: UIKit's standard presentation controller.
        public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController)
            -> UIPresentationController?
        { nil }
    }

#endif
