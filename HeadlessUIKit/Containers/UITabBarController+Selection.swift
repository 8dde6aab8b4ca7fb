#if !canImport(UIKit)
    import Foundation

    extension UITabBarController {
        /// Selects `controller` after UIKit's membership check.
        func select(_ controller: UIViewController?) {
            guard let controller else { return }
            let isTab = storedTabs?.containsIdentical(controller) ?? false
            guard isTab || controller === moreNavigationController else {
                HeadlessRuntime.shared.raise(
                    "NSInvalidArgumentException",
                    "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.",
                    kind: .selectingForeignTab)
                return
            }
            installSelection(controller)
        }

        /// True when `controller` is a tab that does not fit in the bar and lives in the More list.
        func isOverflowTab(_ controller: UIViewController) -> Bool {
            guard let tabs = storedTabs, tabs.count > HeadlessRuntime.shared.maximumVisibleTabs,
                let index = tabs.firstIndexIdentical(controller)
            else { return false }
            return index >= HeadlessRuntime.shared.maximumVisibleTabs - 1
        }

        /// Makes the More navigation controller a child exactly while some tabs overflow.
        func updateMoreListMembership() {
            let more = moreNavigationController
            let overflows = (storedTabs?.count ?? 0) > HeadlessRuntime.shared.maximumVisibleTabs
            if overflows, more.storedParent !== self {
                if performAddChild(more) { more.didMove(toParent: self) }
            } else if !overflows, more.storedParent === self {
                returnOverflowTabFromMoreList()
                more.willMove(toParent: nil)
                more.performRemoveFromParent()
            }
        }

        /// Makes `selection` the selected controller and shows its view (or the More list's).
        /// Tabs switch without animation and synchronously, as in UIKit; appearance follows on the
        /// next turn.
        func installSelection(_ selection: UIViewController?) {
            let more = moreNavigationController
            if let selection, selection !== more, isOverflowTab(selection) {
                showInMoreList(selection)
            } else if selection !== more || storedSelection !== more {
                returnOverflowTabFromMoreList()
            }
            storedSelection = selection
            tabSelectionFollows(selection)
            guard let container = viewIfLoaded else { return }
            var shown = selection
            if let selection, isOverflowTab(selection) { shown = more }
            for subview in container.subviews where subview.owningController !== shown && subview.owningController != nil {
                subview.removeFromSuperview()
            }
            if let shown, shown.viewIfLoaded?.superview !== container {
                container.addSubview(shown.view)
            }
        }

        /// Pushes an overflow tab onto the More list, as selecting it there does.
        private func showInMoreList(_ tab: UIViewController) {
            let more = moreNavigationController
            guard more.topViewController !== tab else { return }
            returnOverflowTabFromMoreList()
            tab.willMove(toParent: nil)
            tab.performRemoveFromParent()
            tab.viewIfLoaded?.removeFromSuperview()
            if let root = more.viewControllers.first {
                more.setViewControllers([root, tab], animated: false)
            }
        }

        /// Takes a tab shown in the More list back into the tab bar controller's children.
        private func returnOverflowTabFromMoreList() {
            let more = moreNavigationController
            guard more.viewControllers.count > 1, let root = more.viewControllers.first else { return }
            let shown = Array(more.viewControllers.dropFirst())
            more.setViewControllers([root], animated: false)
            for tab in shown where storedTabs?.containsIdentical(tab) == true {
                more.finishDetachment(of: [tab])
                tab.viewIfLoaded?.removeFromSuperview()
                if performAddChild(tab) { tab.didMove(toParent: self) }
            }
        }
    }

#endif
