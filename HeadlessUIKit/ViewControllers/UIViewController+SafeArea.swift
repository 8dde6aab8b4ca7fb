#if !canImport(UIKit)
    import Foundation

    extension UIViewController {
        /// The insets this controller's view gets from this controller and its ancestors: UIKit adds
        /// a parent's safe area to its children's. Headlessly no bar or screen edge adds any.
        var accumulatedSafeAreaInsets: UIEdgeInsets {
            var insets = UIEdgeInsets.zero
            var next: UIViewController? = self
            while let current = next {
                let extra = current.additionalSafeAreaInsets
                insets.top += extra.top
                insets.left += extra.left
                insets.bottom += extra.bottom
                insets.right += extra.right
                next = current.storedParent
            }
            return insets
        }

        /// Reports a change of ``additionalSafeAreaInsets`` as UIKit does: the view is marked for
        /// layout and, for this controller and each descendant whose view is in a window, the view's
        /// `safeAreaInsetsDidChange()` and the controller's `viewSafeAreaInsetsDidChange()` run.
        func safeAreaInsetsChanged() {
            guard let view = storedView else { return }
            view.setNeedsLayout()
            var pending: [UIViewController] = [self]
            while let controller = pending.popLast() {
                guard let controllerView = controller.storedView, controllerView.window != nil else { continue }
                controllerView.safeAreaInsetsDidChange()
                controller.viewSafeAreaInsetsDidChange()
                pending.append(contentsOf: controller.storedChildren.reversed())
            }
        }
    }

#endif
