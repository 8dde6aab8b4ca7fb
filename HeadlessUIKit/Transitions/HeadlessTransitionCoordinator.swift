#if !canImport(UIKit)
    import Foundation

    /// The model's transition coordinator: one exists for each animated transition in a window,
    /// from the moment UIKit accepts it until it ends.
    @MainActor
    final class HeadlessTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
        private var alongsideAnimations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
        private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
        private var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        private(set) var isFinished = false

        let isAnimated = true
        let presentationStyle: UIModalPresentationStyle
        let initiallyInteractive = false
        let isInterruptible = false
        let isInteractive = false
        let isCancelled = false
        let transitionDuration: TimeInterval
        let percentComplete: CGFloat = 0
        let completionVelocity: CGFloat = 1
        let completionCurve: UIView.AnimationCurve = .easeInOut
        let containerView: UIView
        let targetTransform = CGAffineTransform.identity

        init(presentationStyle: UIModalPresentationStyle, from: UIViewController?, to: UIViewController?, containerView: UIView) {
            self.presentationStyle = presentationStyle
            self.transitionDuration = HeadlessRuntime.shared.transitionDuration
            self.containerView = containerView
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

        func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {}

        /// Ends the transition: runs the alongside animations (there is nothing to animate headlessly)
        /// and then every completion, in registration order.
        func finish() {
            guard !isFinished else { return }
            isFinished = true
            let animations = alongsideAnimations
            let completions = completions
            alongsideAnimations.removeAll()
            self.completions.removeAll()
            controllers.removeAll()
            for animation in animations { animation(self) }
            for completion in completions { completion(self) }
        }
    }

#endif
