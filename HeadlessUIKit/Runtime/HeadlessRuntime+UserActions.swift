#if !canImport(UIKit)

    extension HeadlessRuntime {
        /// Simulates the user tapping the tab of `tab` in `tabBarController`.
        ///
        /// Unlike programmatic selection, a tap consults the delegate: `shouldSelect` may refuse it,
        /// and `didSelect` is called after the selection, even when the tab was already selected.
        /// Returns whether the tab was selected.
        @discardableResult
        public func simulateUserSelection(of tab: UIViewController, in tabBarController: UITabBarController) -> Bool {
            let isSelectable =
                tabBarController.viewControllers?.containsIdentical(tab) ?? false
                || tab === tabBarController.moreNavigationController
            guard isSelectable else { return false }
            if let delegate = tabBarController.delegate, !delegate.tabBarController(tabBarController, shouldSelect: tab) {
                return false
            }
            tabBarController.selectedViewController = tab
            tabBarController.delegate?.tabBarController(tabBarController, didSelect: tab)
            return true
        }
    }

    extension UIViewController {
        /// UIKit refuses an interactive dismissal when the presented controller or any controller
        /// visible inside it (a navigation stack's top, the selected tab) is modal in presentation.
        var isModalInPresentationIncludingDescendants: Bool {
            var stack: [UIViewController] = [self]
            while let controller = stack.popLast() {
                if controller.isModalInPresentation { return true }
                switch controller {
                case let navigation as UINavigationController:
                    if let top = navigation.topViewController { stack.append(top) }
                case let tabs as UITabBarController:
                    if let selected = tabs.selectedViewController { stack.append(selected) }
                default:
                    stack.append(contentsOf: controller.children)
                }
            }
            return false
        }
    }

#endif
