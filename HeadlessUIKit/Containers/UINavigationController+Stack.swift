#if !canImport(UIKit)

    extension UINavigationController {
        /// UIKit's checks before a push; false when the push must not happen.
        func validatePush(_ controller: UIViewController) -> Bool {
            let runtime = HeadlessRuntime.shared
            if controller is UINavigationController && !allowsNestedNavigationControllers {
                runtime.raise("NSInvalidArgumentException", "Pushing a navigation controller is not supported", kind: .pushingNavigationController)
                return false
            }
            if controller is UIAlertController {
                raisePushingAlertController(controller)
                return false
            }
            if storedChildren.containsIdentical(controller) {
                runtime.raise(
                    "NSInvalidArgumentException",
                    "\(self) is pushing the same view controller instance (\(controller)) more than once which is not supported and is most likely an error in the application",
                    kind: .pushingSameInstance)
                return false
            }
            if controller is UISplitViewController {
                runtime.warn("Split View Controllers cannot be pushed to a Navigation Controller", kind: .pushingSplitViewController)
                return false
            }
            if controller is UITabBarController {
                runtime.warn(
                    "Pushing a tab bar controller (\(controller)) onto \(self) is not supported by UIKit's documentation.", kind: .pushingTabBarController)
            }
            return true
        }

        func applyPush(_ controller: UIViewController, animated: Bool) {
            guard performAddChild(controller) else { return }
            scheduleStackTransition(operation: .push, animated: animated, removed: [], added: [controller])
        }

        func pop(above index: Int, animated: Bool) -> [UIViewController]? {
            let popped = Array(storedChildren[(index + 1)...])
            guard !popped.isEmpty else { return nil }
            detachChildrenUntilTransitionEnds(popped)
            scheduleStackTransition(operation: .pop, animated: animated, removed: popped, added: [])
            return popped
        }

        /// Queues the visual part of a stack change: the delegate's `willShow`, the content view swap,
        /// the appearance callbacks, `didMove(toParent:)` for joiners and leavers, and `didShow`.
        ///
        /// The transition starts when the navigation controller's view next lays out, as UIKit's
        /// deferred transition does: at the commit, or earlier in `layoutIfNeeded()`.
        func scheduleStackTransition(
            operation: Operation, animated: Bool, removed: [UIViewController], added: [UIViewController],
            interaction: HeadlessInteraction? = nil
        ) {
            let runtime = HeadlessRuntime.shared
            let engine = runtime.engine
            let isAnimated = animated && isInVisibleWindow
            let lane = ObjectIdentifier(self)
            if let running = engine.activeTransition(onLane: lane), running.isAnimated || isAnimated {
                switch operation {
                case .pop: runtime.warn("nested pop animation can result in corrupted navigation bar", kind: .nestedPopAnimation)
                case .push, .none: runtime.warn("nested push animation can result in corrupted navigation bar", kind: .nestedPushAnimation)
                }
            }
            let transition = Transition(
                kind: .navigation, lane: lane, animated: isAnimated,
                container: self, startsInLayout: true)
            // A push removes nothing and a pop adds nothing: share the other list instead of concatenating.
            transition.participants = removed.isEmpty ? added : (added.isEmpty ? removed : removed + added)
            if isAnimated {
                let coordinator = HeadlessTransitionCoordinator(
                    presentationStyle: .none, from: removed.last, to: topViewController, containerView: view, interactive: interaction != nil)
                transition.coordinator = coordinator
                transition.interaction = interaction
                interaction?.transition = transition
                if activeCoordinator == nil || activeCoordinator?.isFinished == true { activeCoordinator = coordinator }
            }
            var leavingViews: [UIViewController] = []
            transition.willBegin = { [weak self, weak transition] in
                guard let self else { return }
                if let coordinator = transition?.coordinator { self.activeCoordinator = coordinator }
                if let top = self.topViewController {
                    self.delegate?.navigationController(self, willShow: top, animated: isAnimated)
                }
                leavingViews = self.swapContentViews()
            }
            transition.willEnd = {
                for controller in leavingViews {
                    controller.viewIfLoaded?.removeFromSuperview()
                    engine.clearLeaving(controller)
                }
            }
            transition.didEnd = { [weak self, weak transition] in
                guard let self else { return }
                for controller in added where controller.storedParent === self {
                    controller.didMove(toParent: self)
                }
                self.finishDetachment(of: removed)
                if self.activeCoordinator === transition?.coordinator { self.activeCoordinator = nil }
                if let top = self.topViewController {
                    self.delegate?.navigationController(self, didShow: top, animated: isAnimated)
                }
            }
            prepareCancellation(of: transition, poppedControllers: removed)
            engine.enqueue(transition)
        }

        /// What a finger's cancel of `transition` does. UIKit tells the delegate nothing more:
        /// `willShow` named the controller that was to be revealed, and no `didShow` follows a
        /// cancelled pop.
        private func prepareCancellation(of transition: Transition, poppedControllers: [UIViewController]) {
            transition.willCancel = { [weak self] in
                self?.restoreStack(afterCancelledPopOf: poppedControllers)
            }
            transition.didCancel = { [weak self, weak transition] in
                guard let self else { return }
                if self.activeCoordinator === transition?.coordinator { self.activeCoordinator = nil }
            }
        }

        /// Undoes a pop a finger cancelled. The popped controllers are still children until the
        /// transition ends: they go back on top and their views, which were leaving, stay; the
        /// revealed controller's view leaves.
        private func restoreStack(afterCancelledPopOf popped: [UIViewController]) {
            let engine = HeadlessRuntime.shared.engine
            for controller in popped where controller.storedParent === self && !storedChildren.containsIdentical(controller) {
                storedChildren.append(controller)
            }
            for controller in popped { engine.clearLeaving(controller) }
            for controller in swapContentViews() {
                controller.viewIfLoaded?.removeFromSuperview()
                engine.clearLeaving(controller)
            }
        }

        /// Begins the pop a finger drives (the edge swipe, the pan on the content): the top leaves
        /// the stack now, and the transition follows `interaction`. False when there is nothing to
        /// pop back to.
        func beginInteractivePop(following interaction: HeadlessInteraction) -> Bool {
            guard storedChildren.count >= 2, let top = storedChildren.last else { return false }
            detachChildrenUntilTransitionEnds([top])
            scheduleStackTransition(operation: .pop, animated: true, removed: [top], added: [], interaction: interaction)
            return true
        }

        /// Queues the first layout of a freshly loaded view, which puts the top's view in place.
        /// The stack did not change, so the delegate hears nothing and no lane is held.
        func scheduleContentInstall() {
            let engine = HeadlessRuntime.shared.engine
            let transition = Transition(
                kind: .layout, lane: nil, animated: false,
                container: self, startsInLayout: true)
            var leavingViews: [UIViewController] = []
            transition.willBegin = { [weak self] in
                leavingViews = self?.swapContentViews() ?? []
            }
            transition.willEnd = {
                for controller in leavingViews {
                    controller.viewIfLoaded?.removeFromSuperview()
                    engine.clearLeaving(controller)
                }
            }
            engine.enqueue(transition)
        }

        /// Shows the top's view in the navigation controller's view and marks the other child
        /// views still there as leaving; returns their controllers.
        private func swapContentViews() -> [UIViewController] {
            guard let container = viewIfLoaded else { return [] }
            let engine = HeadlessRuntime.shared.engine
            let top = topViewController
            if let top, top.viewIfLoaded?.superview !== container {
                container.addSubview(top.view)
            }
            var leaving: [UIViewController] = []
            for subview in container.subviews {
                guard let owner = subview.owningController, owner !== top else { continue }
                engine.markLeaving(owner)
                leaving.append(owner)
            }
            return leaving
        }
    }

#endif
