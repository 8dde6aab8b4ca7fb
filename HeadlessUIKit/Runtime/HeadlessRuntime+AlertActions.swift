#if !canImport(UIKit)

    extension HeadlessRuntime {
        /// Simulates the user tapping the button of `action` in the alert controller showing it.
        ///
        /// As in UIKit: only an enabled action of an alert controller that is on screen (its
        /// presentation ended and no dismissal started) can be tapped. The tap asks the alert's
        /// presenter to dismiss it with animation, and the action's handler runs once, in that
        /// dismissal's completion: after the alert's `viewDidDisappear`, so the handler may present
        /// something new from the presenter. Returns whether the tap happened.
        @discardableResult
        public func simulateUserTap(on action: UIAlertAction) -> Bool {
            guard action.isEnabled, let alert = action.alertController, alert.presentationPhase == .presented,
                let presenter = alert.storedPresenting
            else { return false }
            presenter.dismiss(animated: true) {
                action.handler?(action)
            }
            return true
        }
    }

#endif
