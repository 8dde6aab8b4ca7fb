#if !canImport(UIKit)

    // The names are parenthesised because on a Mac `Selector` is the Objective-C runtime's, and a
    // literal names a method no `@objc` declaration has there, which the compiler warns about.
    extension Selector {
        /// `show(_:sender:)`.
        static let showViewController = Selector(("showViewController:sender:"))
        /// `showDetailViewController(_:sender:)`.
        static let showDetailViewController = Selector(("showDetailViewController:sender:"))
    }

    extension UIViewController {
        /// The next controller up the targeting chain: the parent, else the presenting controller.
        var targetingAncestor: UIViewController? { storedParent ?? storedPresenting }

        func performTargetLookup(forAction action: Selector, sender: Any?) -> UIViewController? {
            var controller: UIViewController? = self
            while let current = controller {
                if current.canPerformAction(action, withSender: sender) { return current }
                controller = current.targetingAncestor
            }
            return nil
        }

        func performShow(_ shown: UIViewController, sender: Any?) {
            if let target = targetViewController(forAction: .showViewController, sender: sender), target !== self {
                target.show(shown, sender: sender)
            } else {
                present(shown, animated: true)
            }
        }

        func performShowDetail(_ shown: UIViewController, sender: Any?) {
            if let target = targetViewController(forAction: .showDetailViewController, sender: sender), target !== self {
                target.showDetailViewController(shown, sender: sender)
            } else {
                present(shown, animated: true)
            }
        }
    }

#endif
