#if !canImport(UIKit)

    extension UINavigationController {
        /// Refuses an alert controller on the stack.
        ///
        /// UIKit documents an alert controller as something to present, and its view only works in
        /// the alert presentation. No UIKit exception text for pushing one could be confirmed, so the
        /// model raises `NSInvalidArgumentException` with its own wording, in the form of UIKit's
        /// "Pushing a navigation controller is not supported", and changes nothing.
        func raisePushingAlertController(_ alert: UIViewController) {
            HeadlessRuntime.shared.raise(
                "NSInvalidArgumentException",
                "Pushing an alert controller (\(alert)) onto \(self) is not supported; present it instead",
                kind: .pushingAlertController)
        }
    }

#endif
