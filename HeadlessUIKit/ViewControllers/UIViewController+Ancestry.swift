#if !canImport(UIKit)

    extension UIViewController {
        /// The nearest proper ancestor of type `T`.
        ///
        /// - Complexity: O(depth).
        func nearestAncestor<T: UIViewController>(of type: T.Type) -> T? {
            var controller = storedParent
            while let current = controller {
                if let match = current as? T { return match }
                controller = current.storedParent
            }
            return nil
        }

        /// The receiver's topmost ancestor through `parent` (the receiver when it has no parent).
        ///
        /// - Complexity: O(depth).
        var outermostAncestor: UIViewController {
            // Starting from the parent, the walk holds only the parents it loads, not the receiver.
            guard var controller = storedParent else { return self }
            while let parent = controller.storedParent { controller = parent }
            return controller
        }

        /// True when the receiver's view is in a window that is not hidden.
        var isInVisibleWindow: Bool {
            guard let window = viewIfLoaded?.window else { return false }
            return !window.isHidden
        }

        /// True when the receiver is the root of some window and its view is in that window.
        var isRootOfWindow: Bool {
            guard let window = viewIfLoaded?.window else { return false }
            return window.rootViewController === self
        }

        /// True when the receiver's controller tree hangs from a window root or a presentation.
        var isAttachedToWindowTree: Bool {
            let root = outermostAncestor
            return root.isRootOfWindow || root.storedPresenting != nil
        }
    }

#endif
