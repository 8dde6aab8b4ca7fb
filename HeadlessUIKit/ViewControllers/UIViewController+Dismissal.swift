#if !canImport(UIKit)

    extension UIViewController {
        func performDismiss(animated: Bool, completion: (() -> Void)?) {
            let runtime = HeadlessRuntime.shared
            // A controller that presents something dismisses it; one that was presented (or lives
            // inside a presented controller) forwards the request to its presenter.
            let presenter: UIViewController
            if let presented = presentedViewController, let owner = presented.storedPresenting {
                presenter = owner
            } else if let presenting = presentingViewController {
                presenter = presenting
            } else {
                completion?()
                return
            }
            guard let dismissed = presenter.storedPresented else {
                completion?()
                return
            }
            if let blocking = transitionToWaitFor(presenter: nil) {
                blocking.waiters.append { [weak self] in
                    self?.performDismiss(animated: animated, completion: completion)
                }
                return
            }
            if runtime.engine.activeTransition(onLane: ObjectIdentifier(presenter)) != nil {
                runtime.warn(
                    "Warning: Attempt to dismiss from view controller \(self) while a presentation or dismiss is in progress!",
                    kind: .dismissingWhileTransitionInProgress)
                completion?()
                return
            }
            var chain: [UIViewController] = []
            // Hashed, so that dismissing a chain of n stays O(n) rather than comparing each member
            // with all those before it.
            var visited: Set<ObjectIdentifier> = [ObjectIdentifier(presenter)]
            var next: UIViewController? = dismissed
            while let member = next {
                if !visited.insert(ObjectIdentifier(member)).inserted {
                    runtime.raise(
                        "UIViewControllerHierarchyInconsistency",
                        "presentedViewController for controller is itself on dismiss for: \(member)",
                        kind: .presentationCycleOnDismiss)
                    return
                }
                chain.append(member)
                next = member.storedPresented
            }
            acceptDismissal(of: chain, by: presenter, animated: animated, completion: completion)
        }

        /// Begins the dismissal a finger drives (the swipe down of a sheet) of this presented
        /// controller and everything it presents; `completion` runs only if the dismissal finishes.
        /// False when the controller is not resting presented, or a transition runs on its presenter.
        func beginInteractiveDismissal(following interaction: HeadlessInteraction, completion: (() -> Void)?) -> Bool {
            guard presentationPhase == .presented, let presenter = storedPresenting, presenter.storedPresented === self,
                transitionToWaitFor(presenter: nil) == nil,
                HeadlessRuntime.shared.engine.activeTransition(onLane: ObjectIdentifier(presenter)) == nil
            else { return false }
            var chain: [UIViewController] = []
            var loopGuard: Set<ObjectIdentifier> = [ObjectIdentifier(presenter)]
            var next: UIViewController? = self
            while let member = next, loopGuard.insert(ObjectIdentifier(member)).inserted {
                chain.append(member)
                next = member.storedPresented
            }
            acceptDismissal(of: chain, by: presenter, animated: true, completion: completion, interaction: interaction)
            return true
        }

        private func acceptDismissal(
            of chain: [UIViewController], by presenter: UIViewController,
            animated: Bool, completion: (() -> Void)?, interaction: HeadlessInteraction? = nil
        ) {
            let engine = HeadlessRuntime.shared.engine
            guard let dismissed = chain.first else { return }
            for member in chain { member.presentationPhase = .dismissing }
            // Only the top of the chain is on screen when full-screen presentations cover the rest,
            // and it is the one UIKit animates.
            let onScreenWindow = { [weak presenter] () -> UIWindow? in
                chain.reversed().lazy.compactMap { $0.viewIfLoaded?.window }.first ?? presenter?.viewIfLoaded?.window
            }
            let isAnimated = animated && (onScreenWindow().map { !$0.isHidden } ?? false)
            let style = dismissed.presentedStyle
            let transition = Transition(
                kind: .dismissal(style), lane: ObjectIdentifier(presenter), animated: isAnimated,
                window: onScreenWindow)
            if isAnimated, let container = onScreenWindow() {
                Self.coordinate(transition, of: chain, by: presenter, in: container, following: interaction)
            }
            // The presenter's view, when the dismissal put it back under a full-screen presentation.
            weak var reinsertedPresenterView: UIView?
            transition.willBegin = { [weak presenter] in
                if let restoration = dismissed.coveredViewRestoration, let superview = restoration.superview,
                    let presenterView = presenter?.viewIfLoaded, presenterView.superview == nil
                {
                    superview.insertSubview(presenterView, at: restoration.index)
                    reinsertedPresenterView = presenterView
                }
                for member in chain {
                    member.storedPresentationController?.dismissalTransitionWillBegin()
                    engine.markLeaving(member)
                }
            }
            transition.willEnd = {
                for member in chain.reversed() {
                    member.viewIfLoaded?.removeFromSuperview()
                    member.coveredViewRestoration = nil
                    engine.clearLeaving(member)
                }
            }
            transition.didEnd = { [weak presenter] in
                Self.endPresentation(of: chain)
                presenter?.activeCoordinator = nil
            }
            transition.willCancel = {
                reinsertedPresenterView?.removeFromSuperview()
                Self.keepPresented(chain)
            }
            transition.didCancel = { [weak presenter] in
                for member in chain { member.activeCoordinator = nil }
                presenter?.activeCoordinator = nil
            }
            transition.completion = completion
            engine.enqueue(transition)
        }

        /// Gives an animated dismissal its coordinator, interactive when a finger drives it, and
        /// makes it the coordinator of the presenter and of every member of the chain.
        private static func coordinate(
            _ transition: Transition, of chain: [UIViewController], by presenter: UIViewController, in container: UIView,
            following interaction: HeadlessInteraction?
        ) {
            let coordinator = HeadlessTransitionCoordinator(
                presentationStyle: transition.presentationStyle, from: chain.last, to: presenter, containerView: container,
                interactive: interaction != nil)
            transition.coordinator = coordinator
            transition.interaction = interaction
            interaction?.transition = transition
            presenter.activeCoordinator = coordinator
            for member in chain { member.activeCoordinator = coordinator }
        }

        /// Ends the presentation relationships of a dismissed chain, top first.
        private static func endPresentation(of chain: [UIViewController]) {
            let engine = HeadlessRuntime.shared.engine
            for member in chain.reversed() {
                engine.unregisterPresentation(of: member)
                member.storedPresenting?.storedPresented = nil
                member.storedPresenting = nil
                member.presentationPhase = .none
                member.activeCoordinator = nil
                member.storedPresentationController?.dismissalTransitionDidEnd(true)
                member.storedPresentationController?.detach()
            }
        }

        /// Undoes the start of a dismissal a finger cancelled: the chain stays presented.
        private static func keepPresented(_ chain: [UIViewController]) {
            let engine = HeadlessRuntime.shared.engine
            for member in chain {
                member.presentationPhase = .presented
                engine.clearLeaving(member)
                member.storedPresentationController?.dismissalTransitionDidEnd(false)
            }
        }
    }

#endif
