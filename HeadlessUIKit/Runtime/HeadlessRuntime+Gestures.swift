#if !canImport(UIKit)

    /// Which of a navigation controller's gestures pops its top controller.
    public enum HeadlessPopGesture: Sendable {
        /// The swipe from the leading edge, recognised by `interactivePopGestureRecognizer`.
        case edgeSwipe
        /// The pan anywhere in the content (iOS 26), recognised by
        /// `interactiveContentPopGestureRecognizer`.
        case contentPan
    }

    /// What a swipe down on a sheet did.
    public enum HeadlessSheetSwipeOutcome: Sendable, Equatable {
        /// The sheet moved down to a smaller detent and stays presented.
        case movedToDetent(UISheetPresentationController.Detent.Identifier)
        /// The sheet was dismissed.
        case dismissed
        /// The sheet refused to be dismissed (`isModalInPresentation`, or the delegate), and its
        /// delegate heard `presentationControllerDidAttemptToDismiss`.
        case refused
        /// Nothing could be swiped: the controller is not a resting presented sheet, or a
        /// transition runs.
        case ignored
    }

    extension HeadlessRuntime {
        /// Puts a finger on `navigationController` and begins the interactive pop of its top
        /// controller, as the edge swipe or the content pan does; the returned interaction moves
        /// and lifts the finger.
        ///
        /// UIKit lets the gesture begin only when the navigation controller is in a visible window,
        /// is not covered by a presentation (which takes the touches), has a controller to go back
        /// to, shows a back button (the top's navigation item neither hides it nor replaces it with
        /// a leading item), runs no transition, and the gesture's recogniser is enabled and its
        /// delegate does not refuse. Otherwise this returns nil and nothing changes.
        ///
        /// When it begins, the top leaves `viewControllers` at once, the delegate hears `willShow`
        /// for the controller below, and the transition starts at the next commit, interactive.
        public func beginInteractivePop(
            in navigationController: UINavigationController, with gesture: HeadlessPopGesture = .edgeSwipe
        ) -> HeadlessInteraction? {
            let recognizer =
                switch gesture {
                case .edgeSwipe: navigationController.interactivePopGestureRecognizer
                case .contentPan: navigationController.interactiveContentPopGestureRecognizer
                }
            guard navigationController.acceptsTouches, navigationController.showsBackButton,
                engine.activeTransition(onLane: ObjectIdentifier(navigationController)) == nil,
                recognizer?.allowsGestureToBegin() ?? false
            else { return nil }
            let interaction = HeadlessInteraction(engine: engine)
            guard navigationController.beginInteractivePop(following: interaction) else { return nil }
            return interaction
        }

        /// Plays a whole interactive pop: the finger goes down, moves to `percentComplete` and
        /// lifts, finishing the pop or, with `cancelled`, going back. Returns false when the
        /// gesture could not begin (see ``beginInteractivePop(in:with:)``).
        @discardableResult
        public func simulateInteractivePop(
            in navigationController: UINavigationController, with gesture: HeadlessPopGesture = .edgeSwipe,
            to percentComplete: CGFloat = 0.6, cancelled: Bool = false
        ) -> Bool {
            guard let interaction = beginInteractivePop(in: navigationController, with: gesture) else { return false }
            interaction.update(percentComplete: percentComplete)
            if cancelled { interaction.cancel() } else { interaction.finish() }
            return true
        }

        /// Simulates a tap on the back button of `navigationController`'s bar: an animated pop of
        /// the top controller, as `popViewController(animated: true)` makes it.
        ///
        /// There is a back button only when the stack has a controller below the top and the top's
        /// navigation item neither hides it nor replaces it with a leading item; a tap while the
        /// navigation controller runs a transition, or while a presentation covers it, does nothing,
        /// as the bar gets no touches then. Returns whether a pop started.
        @discardableResult
        public func simulateBackButtonTap(in navigationController: UINavigationController) -> Bool {
            guard navigationController.acceptsTouches, navigationController.showsBackButton,
                engine.activeTransition(onLane: ObjectIdentifier(navigationController)) == nil
            else { return false }
            return navigationController.popViewController(animated: true) != nil
        }

        /// Puts a finger on the presented sheet `presented` and begins its interactive dismissal,
        /// as a swipe down from its smallest detent does; the returned interaction moves and lifts
        /// the finger.
        ///
        /// Only the topmost presentation can be swiped: one covered by a further presentation, or
        /// not in a visible window, returns nil without telling anyone.
        ///
        /// As in UIKit: when the presented controller (or a controller visible inside it) sets
        /// `isModalInPresentation`, or the presentation controller's delegate answers
        /// `presentationControllerShouldDismiss` with false, the delegate hears
        /// `presentationControllerDidAttemptToDismiss` and this returns nil. Otherwise the delegate
        /// hears `presentationControllerWillDismiss` now, and `presentationControllerDidDismiss`
        /// only if the finger finishes the dismissal.
        public func beginInteractiveDismissal(of presented: UIViewController) -> HeadlessInteraction? {
            guard presented.presentationPhase == .presented, presented.acceptsTouches,
                let controller = presented.storedPresentationController
            else { return nil }
            let delegate = controller.delegate
            if presented.isModalInPresentationIncludingDescendants || delegate?.presentationControllerShouldDismiss(controller) == false {
                delegate?.presentationControllerDidAttemptToDismiss(controller)
                return nil
            }
            let interaction = HeadlessInteraction(engine: engine)
            let began = presented.beginInteractiveDismissal(following: interaction) { [weak controller] in
                guard let controller else { return }
                delegate?.presentationControllerDidDismiss(controller)
            }
            guard began else { return nil }
            delegate?.presentationControllerWillDismiss(controller)
            return interaction
        }

        /// Simulates the user swiping down a presented sheet all the way.
        ///
        /// A sheet resting above its smallest detent moves down one detent, and its delegate hears
        /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier`; `isModalInPresentation`
        /// does not stop that, as it stops only dismissals. A sheet at its smallest detent (or any
        /// other presentation) is dismissed as ``beginInteractiveDismissal(of:)`` describes,
        /// finished at once.
        @discardableResult
        public func simulateSheetSwipeDown(of presented: UIViewController) -> HeadlessSheetSwipeOutcome {
            guard presented.presentationPhase == .presented, presented.acceptsTouches,
                engine.activeTransition(onLane: ObjectIdentifier(presented.storedPresenting ?? presented)) == nil
            else { return .ignored }
            if let sheet = presented.storedPresentationController as? UISheetPresentationController,
                let smaller = sheet.detentBelowResting()
            {
                sheet.selectedDetentIdentifier = smaller
                (sheet.delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
                return .movedToDetent(smaller)
            }
            guard let interaction = beginInteractiveDismissal(of: presented) else {
                return presented.presentationPhase == .presented ? .refused : .ignored
            }
            interaction.update(percentComplete: 1)
            interaction.finish()
            return .dismissed
        }

        /// Simulates the user swiping down a presented sheet: ``simulateSheetSwipeDown(of:)``
        /// without the detents, kept for the tests that predate them. Returns whether a dismissal
        /// started.
        @discardableResult
        public func simulateInteractiveDismissal(of presented: UIViewController) -> Bool {
            guard let interaction = beginInteractiveDismissal(of: presented) else { return false }
            interaction.update(percentComplete: 1)
            interaction.finish()
            return true
        }
    }

    extension UIViewController {
        /// Whether a finger can reach the controller: it is in a visible window and nothing is
        /// presented over it or its ancestors, since a presentation takes the touches.
        var acceptsTouches: Bool {
            isInVisibleWindow && presentedViewController == nil
        }
    }

    extension UINavigationController {
        /// Whether the bar shows a back button: there is a controller to go back to, and the top's
        /// navigation item neither hides the button nor replaces it with a leading item.
        var showsBackButton: Bool {
            guard storedChildren.count >= 2, let top = storedChildren.last else { return false }
            let item = top.navigationItem
            return !item.hidesBackButton && (item.leftBarButtonItem == nil || item.leftItemsSupplementBackButton)
        }
    }

    extension UISheetPresentationController {
        /// The detent one below the one the sheet rests at; nil at the smallest.
        func detentBelowResting() -> Detent.Identifier? {
            let ordered = detentsSmallestFirst.map(\.identifier)
            guard let resting = restingDetentIdentifier, let index = ordered.firstIndex(of: resting), index > 0 else { return nil }
            return ordered[index - 1]
        }
    }

#endif
