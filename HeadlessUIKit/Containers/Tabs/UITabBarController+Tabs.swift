#if !canImport(UIKit)
    import Foundation

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    extension UITabBarController {
        /// How the tabs are shown; the model stores it and shows nothing.
        public enum Mode: Int, Sendable {
            /// A sidebar when a root tab is a group and the platform has one, else a tab bar.
            case automatic = 0
            /// A tab bar.
            case tabBar = 1
            /// A tab bar and a sidebar.
            case tabSidebar = 2
        }

        /// What `setTabs(_:animated:)` does.
        func replaceTabs(_ tabs: [UITab]) {
            guard identifiersAreUnique(tabs.flatMap(\.subtree)) else { return }
            for old in storedTabItems where !tabs.contains(where: { $0 === old }) {
                old.owningTabBarController = nil
            }
            for tab in tabs { tab.owningTabBarController = self }
            storedTabItems = tabs
            if tabs.isEmpty {
                storedSelectedTab = nil
                applyViewControllers([])
            } else {
                tabsDidChange()
            }
        }

        /// True when no two of `tabs` share an identifier; otherwise raises UIKit's exception.
        func identifiersAreUnique(_ tabs: [UITab]) -> Bool {
            var identifiers = Set<String>()
            for tab in tabs where !identifiers.insert(tab.identifier).inserted {
                HeadlessRuntime.shared.raise(
                    "NSInternalInconsistencyException",
                    "Tab identifiers must be unique within a tab bar controller; '\(tab.identifier)' is used more than once.",
                    kind: .duplicateTabIdentifier)
                return false
            }
            return true
        }

        /// What `tab(forIdentifier:)` does.
        func findTab(identifier: String) -> UITab? {
            for root in storedTabItems {
                if let found = root.subtree.first(where: { $0.identifier == identifier }) { return found }
            }
            return nil
        }

        /// Shows the root tabs' controllers after a change of the tabs, a group's children or
        /// selection, or a tab's visibility, keeping the selected tab when it is still shown.
        func tabsDidChange() {
            guard !storedTabItems.isEmpty else { return }
            let shown = storedTabItems.filter { !$0.isHidden }
            var controllers: [UIViewController] = []
            for root in shown {
                guard let controller = root.rootViewController else {
                    HeadlessRuntime.shared.raise(
                        "NSInternalInconsistencyException",
                        "The root tab '\(root.identifier)' of \(self) has no view controller; root tabs must provide one.",
                        kind: .rootTabWithoutViewController)
                    continue
                }
                controllers.append(controller)
            }
            for root in shown { updateManagedStack(of: root, selecting: root.selectionLeaf) }
            let kept = storedSelectedTab.flatMap { isSelectable($0) ? $0 : nil }
            isSelectingForTab = kept != nil
            applyViewControllers(controllers)
            isSelectingForTab = false
            if let kept {
                storedSelectedTab = kept
                installRootSelection(of: kept)
            }
        }

        /// Selects `tab` after the membership check.
        func select(tab: UITab?) {
            guard let tab else { return }
            guard isSelectable(tab) else {
                HeadlessRuntime.shared.raise(
                    "NSInvalidArgumentException",
                    "-[UITabBarController setSelectedTab:] only a tab of the tab bar controller's tabs that is not hidden can be selected.",
                    kind: .selectingForeignTab)
                return
            }
            // A group selected itself shows its own controller, not the child chosen before.
            (tab as? UITabGroup)?.storedSelectedChild = nil
            var child = tab
            while let group = child.storedParent {
                group.storedSelectedChild = child
                child = group
            }
            storedSelectedTab = tab
            updateManagedStack(of: child, selecting: tab)
            installRootSelection(of: tab)
        }

        /// True when `tab` is in this controller's tabs and neither it nor an ancestor is hidden.
        func isSelectable(_ tab: UITab) -> Bool {
            var current: UITab? = tab
            var root = tab
            while let each = current {
                if each.isHidden { return false }
                root = each
                current = each.storedParent
            }
            return storedTabItems.contains { $0 === root }
        }

        /// Selects the controller of the root tab `tab` is in, without choosing the tab back.
        private func installRootSelection(of tab: UITab) {
            var root = tab
            while let parent = root.storedParent { root = parent }
            guard let controller = root.rootViewController, storedTabs?.contains(where: { $0 === controller }) == true else { return }
            isSelectingForTab = true
            defer { isSelectingForTab = false }
            if storedSelection !== controller { installSelection(controller) }
        }

        /// Sets the stack of a root group's managing navigation controller to the selection below it.
        private func updateManagedStack(of root: UITab, selecting selected: UITab) {
            guard let group = root as? UITabGroup, let navigation = group.managingNavigationController else { return }
            let stack = group.managedStack(for: selected)
            guard !navigation.viewControllers.elementsEqual(stack, by: ===) else { return }
            navigation.setViewControllers(stack, animated: false)
        }

        /// After the selected controller changed by `viewControllers`, `selectedIndex` or
        /// `selectedViewController`: the selected tab becomes the selection inside that root tab.
        func tabSelectionFollows(_ selection: UIViewController?) {
            guard !isSelectingForTab, !storedTabItems.isEmpty else { return }
            guard let selection, let root = storedTabItems.first(where: { !$0.isHidden && $0.rootViewController === selection }) else { return }
            storedSelectedTab = root.selectionLeaf
        }

        /// Drops the tabs before `setViewControllers` replaces them with plain controllers.
        func leaveTabsMode() {
            guard !storedTabItems.isEmpty else { return }
            for tab in storedTabItems { tab.owningTabBarController = nil }
            storedTabItems = []
            storedSelectedTab = nil
        }
    }

    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    extension UITab {
        /// The tab selected last below this one, following each group's selected child.
        var selectionLeaf: UITab {
            var leaf: UITab = self
            while let group = leaf as? UITabGroup, let child = group.storedSelectedChild { leaf = child }
            return leaf
        }
    }

#endif
