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

        /// Plays a tap on `tab` in the tab bar or sidebar of a controller driven by tabs: the
        /// delegate's `shouldSelectTab` may refuse it; otherwise the tab is selected and the
        /// delegate's `didSelectTab` is told, with the tab selected before. Returns whether the
        /// tab was selected; a tab that is not this controller's, or is hidden, is not offered.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        @discardableResult
        public func simulateUserSelection(of tab: UITab, in tabBarController: UITabBarController) -> Bool {
            guard tabBarController.isSelectable(tab) else { return false }
            if let delegate = tabBarController.delegate, !delegate.tabBarController(tabBarController, shouldSelectTab: tab) {
                return false
            }
            let previous = tabBarController.selectedTab
            tabBarController.selectedTab = tab
            tabBarController.delegate?.tabBarController(tabBarController, didSelectTab: tab, previousTab: previous)
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
