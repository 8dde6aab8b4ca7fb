#if !canImport(UIKit)
    import Foundation

    /// The model's transition coordinator: one exists for each animated transition in a window,
    /// from the moment UIKit accepts it until it ends.
    ///
    /// A transition a finger drives (``HeadlessInteraction``) is interactive from its start until
    /// the finger lifts; the handlers of ``notifyWhenInteractionChanges(_:)`` then run, with
    /// ``isCancelled`` saying whether the transition will finish or go back. The completions run
    /// when it has ended either way, newest first, as UIKit runs them.
    @MainActor
    final class HeadlessTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
        private var alongsideAnimations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
        private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
        private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
        private var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        private(set) var isFinished = false

        let isAnimated = true
        let presentationStyle: UIModalPresentationStyle
        let initiallyInteractive: Bool
        let isInterruptible = false
        private(set) var isInteractive: Bool
        private(set) var isCancelled = false
        let transitionDuration: TimeInterval
        private(set) var percentComplete: CGFloat = 0
        let completionVelocity: CGFloat = 1
        let completionCurve: UIView.AnimationCurve = .easeInOut
        let containerView: UIView
        let targetTransform = CGAffineTransform.identity

        init(
            presentationStyle: UIModalPresentationStyle, from: UIViewController?, to: UIViewController?, containerView: UIView,
            interactive: Bool = false
        ) {
            self.presentationStyle = presentationStyle
            self.transitionDuration = HeadlessRuntime.shared.transitionDuration
            self.containerView = containerView
            self.initiallyInteractive = interactive
            self.isInteractive = interactive
            super.init()
            controllers[.from] = from
            controllers[.to] = to
        }

        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
            controllers[key]
        }

        func view(forKey key: UITransitionContextViewKey) -> UIView? {
            switch key {
            case .from: controllers[.from]?.viewIfLoaded
            case .to: controllers[.to]?.viewIfLoaded
            default: nil
            }
        }

        @discardableResult
        func animate(
            alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
        ) -> Bool {
            guard !isFinished else { return false }
            if let animation { alongsideAnimations.append(animation) }
            if let completion { completions.append(completion) }
            return true
        }

        @discardableResult
        func animateAlongsideTransition(
            in view: UIView?,
            animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
        ) -> Bool {
            animate(alongsideTransition: animation, completion: completion)
        }

        /// Keeps `handler` for the moment the finger lifts. A transition no finger drives never
        /// changes between interactive and not, so its handlers never run, as in UIKit.
        func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
            guard isInteractive, !isFinished else { return }
            interactionHandlers.append(handler)
        }

        /// The finger moved: the transition is `percentComplete` of the way through.
        func track(percentComplete: CGFloat) {
            guard isInteractive else { return }
            self.percentComplete = percentComplete
        }

        /// The finger lifted: the transition is no longer interactive, and finishes or, when
        /// `cancelled`, goes back. The interaction handlers run now, in registration order.
        func endInteraction(cancelled: Bool) {
            guard isInteractive else { return }
            isInteractive = false
            isCancelled = cancelled
            let handlers = interactionHandlers
            interactionHandlers.removeAll()
            for handler in handlers { handler(self) }
        }

        /// Ends the transition: runs the alongside animations (there is nothing to animate
        /// headlessly) in registration order, then the completions newest first.
        func finish() {
            guard !isFinished else { return }
            isFinished = true
            let animations = alongsideAnimations
            let completions = completions
            alongsideAnimations.removeAll()
            self.completions.removeAll()
            interactionHandlers.removeAll()
            controllers.removeAll()
            for animation in animations { animation(self) }
            for completion in completions.reversed() { completion(self) }
        }
    }

#endif
