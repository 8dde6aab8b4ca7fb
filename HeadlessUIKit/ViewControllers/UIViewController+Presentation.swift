#if !canImport(UIKit)

    extension UIViewController {
        /// UIKit's choice of presenting controller for a presentation from the receiver in `style`.
        ///
        /// Context styles walk up from the receiver to the first controller that defines a
        /// presentation context, else the outermost ancestor. Other styles use the outermost
        /// ancestor; the covering styles also climb out of context presentations, because a
        /// full-screen presentation must come from a controller that covers the screen, but not
        /// onto a controller that is already presenting: the screen is then covered by what it
        /// presented, and the last controller presented on screen, the one climbed out of, presents.
        func resolvePresenter(for style: UIModalPresentationStyle) -> UIViewController {
            if style.usesPresentationContext {
                var controller = self
                while !controller.definesPresentationContext, let parent = controller.storedParent {
                    controller = parent
                }
                return controller
            }
            var presenter = outermostAncestor
            if style == .fullScreen || style == .pageSheet || style == .formSheet {
                while presenter.presentationPhase != .none, presenter.presentedStyle.usesPresentationContext,
                    let below = presenter.storedPresenting, below.outermostAncestor.storedPresented == nil
                {
                    presenter = below.outermostAncestor
                }
            }
            return presenter
        }

        /// The running or waiting transition that a new present or dismiss from the receiver must
        /// wait for: an animated navigation transition of the receiver or an ancestor (UIKit defers
        /// to its coordinator), or a dismissal on `presenter`.
        func transitionToWaitFor(presenter: UIViewController?) -> Transition? {
            let engine = HeadlessRuntime.shared.engine
            // The receiver is tested before the walk, which then holds only the parents it loads.
            if let transition = engine.animatedNavigationTransition(onLane: ObjectIdentifier(self)) { return transition }
            var next = storedParent
            while let current = next {
                if let transition = engine.animatedNavigationTransition(onLane: ObjectIdentifier(current)) { return transition }
                next = current.storedParent
            }
            if let presenter, let transition = engine.activeTransition(onLane: ObjectIdentifier(presenter)),
                case .dismissal = transition.kind
            {
                return transition
            }
            return nil
        }

        func performPresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
            let runtime = HeadlessRuntime.shared
            if let parent = presented.storedParent {
                runtime.raise(
                    "NSInvalidArgumentException",
                    "Application tried to present modally a view controller \(presented) that has a parent view controller \(parent).",
                    kind: .presentingChildController)
                return
            }
            let style = presented.presentationStyle(whenPresentedFrom: self)
            let presenter = resolvePresenter(for: style)

            if let blocking = transitionToWaitFor(presenter: presenter) {
                blocking.waiters.append { [weak self, presented] in
                    self?.performPresent(presented, animated: animated, completion: completion)
                }
                return
            }
            guard presenterIsReady(presenter, toPresent: presented) else { return }
            if !isAttachedToWindowTree && isInVisibleWindow {
                runtime.warn(
                    "Presenting view controller \(presented) from detached view controller \(self) is not supported, and may result in incorrect safe area insets and a corrupt root presentation. Make sure \(self) is in the view controller hierarchy before presenting from it. Will become a hard exception in a future release.",
                    kind: .presentingFromDetachedController)
            }
            guard canPresent(presented, on: presenter) else { return }
            let presentationController = presented.presentationControllerForPresenting(style: style, presenter: presenter, source: self)
            if let popover = presentationController as? UIPopoverPresentationController, !popover.hasAnchor {
                runtime.raise("NSGenericException", popover.missingAnchorReason(presenter: presenter), kind: .popoverWithoutAnchor)
                return
            }
            acceptPresentation(
                of: presented, by: presenter, style: style, controller: presentationController,
                animated: animated, completion: completion)
        }

        /// Whether `presenter` can take a presentation now; when it cannot, UIKit's warning is logged
        /// and the presentation dropped.
        private func presenterIsReady(_ presenter: UIViewController, toPresent presented: UIViewController) -> Bool {
            let runtime = HeadlessRuntime.shared
            if let running = runtime.engine.activeTransition(onLane: ObjectIdentifier(presenter)), case .presentation = running.kind {
                runtime.warn(
                    "Attempt to present \(presented) on \(presenter) (from \(self)) while a presentation is in progress.",
                    kind: .presentingWhilePresentationInProgress)
                return false
            }
            if !presenter.isInVisibleWindow && !runtime.allowsPresentationOutsideWindowHierarchy {
                runtime.warn(
                    "Attempt to present \(presented) on \(presenter) (from \(self)) whose view is not in the window hierarchy.",
                    kind: .presentingFromOutsideWindowHierarchy)
                return false
            }
            // A presenter that is itself still being presented (or already being dismissed) is
            // mid-transition too; before its view reaches the window UIKit reports the window check
            // above instead, as when presenting from viewDidLoad.
            if presenter.presentationPhase == .presenting || presenter.presentationPhase == .dismissing {
                runtime.warn(
                    "Attempt to present \(presented) on \(presenter) (from \(self)) while a presentation is in progress.",
                    kind: .presentingWhilePresentationInProgress)
                return false
            }
            if let current = presenter.storedPresented {
                runtime.warn(
                    "Attempt to present \(presented) on \(presenter) (from \(self)) which is already presenting \(current).",
                    kind: .presentingWhileAlreadyPresenting)
                return false
            }
            return true
        }

        /// Whether `presented` may be presented on `presenter`; when it may not, UIKit's exception is raised.
        private func canPresent(_ presented: UIViewController, on presenter: UIViewController) -> Bool {
            let runtime = HeadlessRuntime.shared
            if let existing = presented.storedPresenting {
                runtime.raise(
                    "NSInvalidArgumentException",
                    "Application tried to present modally a view controller \(presented) that is already being presented by \(existing).",
                    kind: .presentingAlreadyPresentedController)
                return false
            }
            if presented === presenter {
                runtime.raise(
                    "NSInvalidArgumentException",
                    "Application tried to present modal view controller on itself. Presenting controller is \(presenter).",
                    kind: .presentingOnItself)
                return false
            }
            if presented.isRootOfWindow {
                runtime.raise(
                    "NSInvalidArgumentException",
                    "Application tried to present modally an active controller \(presented).",
                    kind: .presentingActiveController)
                return false
            }
            return true
        }

        private func acceptPresentation(
            of presented: UIViewController, by presenter: UIViewController,
            style: UIModalPresentationStyle, controller: UIPresentationController,
            animated: Bool, completion: (() -> Void)?
        ) {
            let engine = HeadlessRuntime.shared.engine
            presenter.storedPresented = presented
            presented.storedPresenting = presenter
            presented.presentationPhase = .presenting
            presented.presentedStyle = style
            controller.attach(presenting: presenter)
            engine.registerPresentation(of: presented)

            let isAnimated = animated && presenter.isInVisibleWindow
            let transition = Transition(
                kind: .presentation(style), lane: ObjectIdentifier(presenter), animated: isAnimated,
                window: { [weak presenter] in presenter?.viewIfLoaded?.window })
            if isAnimated, let container = presenter.viewIfLoaded?.window {
                let coordinator = HeadlessTransitionCoordinator(presentationStyle: style, from: presenter, to: presented, containerView: container)
                transition.coordinator = coordinator
                presenter.activeCoordinator = coordinator
                presented.activeCoordinator = coordinator
            }
            let coversPresenter = style.removesPresenterViews || (style == .custom && controller.shouldRemovePresentersView)
            transition.willBegin = { [weak presenter, presented] in
                guard let presenter else { return }
                presented.insertPresentedView(over: presenter, contextual: style.usesPresentationContext)
                controller.presentationTransitionWillBegin()
                if coversPresenter { engine.markLeaving(presenter) }
            }
            transition.willEnd = { [weak presenter, presented] in
                guard let presenter else { return }
                if coversPresenter, let coveredView = presenter.viewIfLoaded, let superview = coveredView.superview {
                    let index = superview.subviews.firstIndex { $0 === coveredView } ?? superview.subviews.count
                    presented.coveredViewRestoration = ViewRestoration(superview: superview, index: index)
                    coveredView.removeFromSuperview()
                }
                engine.clearLeaving(presenter)
            }
            transition.didEnd = { [weak presenter, presented] in
                if presented.presentationPhase == .presenting { presented.presentationPhase = .presented }
                presenter?.activeCoordinator = nil
                presented.activeCoordinator = nil
                controller.presentationTransitionDidEnd(true)
            }
            transition.completion = completion
            engine.enqueue(transition)
        }

        /// Puts the presented view where the presentation shows it: over the context controller
        /// for context styles, on top of the window otherwise.
        func insertPresentedView(over presenter: UIViewController, contextual: Bool) {
            let presentedView: UIView = view
            guard let presenterView = presenter.viewIfLoaded else { return }
            if contextual, let superview = presenterView.superview, !(superview is UIWindow) {
                let index = (superview.subviews.firstIndex { $0 === presenterView } ?? superview.subviews.count - 1) + 1
                superview.insertSubview(presentedView, at: index)
            } else if let window = presenterView.window {
                window.addSubview(presentedView)
            }
        }

        /// The presentation controller for this presentation: for `.custom`, the transitioning
        /// delegate's if it supplies one; otherwise the one made for the style, reused if it was
        /// already created for configuration.
        func presentationControllerForPresenting(
            style: UIModalPresentationStyle, presenter: UIViewController,
            source: UIViewController
        ) -> UIPresentationController {
            if style == .custom, let custom = transitioningDelegate?.presentationController(forPresented: self, presenting: presenter, source: source) {
                storedPresentationController = custom
                return custom
            }
            if let existing = storedPresentationController, existing.presentationStyle == style { return existing }
            let made = UIPresentationController.make(for: self, style: style)
            storedPresentationController = made
            return made
        }

        func resolvedPresentationController() -> UIPresentationController? {
            if presentationPhase == .none, let parent = storedParent {
                var ancestor: UIViewController? = parent
                while let current = ancestor {
                    if current.presentationPhase != .none { return current.storedPresentationController }
                    ancestor = current.storedParent
                }
                return nil
            }
            let style = presentationPhase == .none ? modalPresentationStyle : presentedStyle
            if let existing = storedPresentationController, presentationPhase != .none || existing.presentationStyle == style {
                return existing
            }
            let made = UIPresentationController.make(for: self, style: style)
            storedPresentationController = made
            return made
        }
    }

#endif
