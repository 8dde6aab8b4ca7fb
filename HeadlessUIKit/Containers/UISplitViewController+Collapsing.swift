#if !canImport(UIKit)
    import Foundation

    extension UISplitViewController {
        /// Collapses or expands to match the horizontal size class of the split's window.
        func matchSizeClass() {
            let compact = HeadlessRuntime.shared.horizontalSizeClass(of: viewIfLoaded?.window) == .compact
            guard compact != storedCollapsed else { return }
            if compact { collapse() } else { expand() }
        }

        private func collapse() {
            storedCollapsed = true
            if style == .unspecified, let primary = storedChildren.first,
                let replacement = delegate?.primaryViewController(forCollapsing: self), replacement !== primary
            {
                var controllers = storedChildren
                controllers[0] = replacement
                storedCollapsed = false
                replaceClassicChildren(controllers)
                storedCollapsed = true
            }
            foldSecondary()
            if style != .unspecified { delegate?.splitViewControllerDidCollapse(self) }
            syncContentViews()
            NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
        }

        private func expand() {
            storedCollapsed = false
            if style == .unspecified {
                expandClassic()
            } else {
                unfoldColumnSecondary()
                _ = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: preferredDisplayMode)
                delegate?.splitViewControllerDidExpand(self)
            }
            syncContentViews()
            NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
        }

        /// Folds the secondary into the primary for the collapsed interface.
        ///
        /// Classic: the delegate may take the secondary (and it is discarded); otherwise it is
        /// pushed onto a navigation primary, or discarded when the primary is not one.
        /// Column style: unless a compact column exists, the column the delegate puts on top decides
        /// whether the secondary's navigation controller is stacked on the primary's.
        func foldSecondary() {
            if style == .unspecified {
                guard storedChildren.count > 1, let primary = storedChildren.first else { return }
                let secondary = storedChildren[1]
                let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
                secondary.willMove(toParent: nil)
                secondary.performRemoveFromParent()
                secondary.viewIfLoaded?.removeFromSuperview()
                if !handled, let navigation = primary as? UINavigationController {
                    navigation.pushAllowingNesting(secondary, animated: false)
                    collapsedSecondary = secondary
                }
                return
            }
            guard columnControllers[.compact] == nil,
                let primary = columnWrappers[.primary], let secondary = columnWrappers[.secondary],
                secondary.storedParent === self
            else { return }
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            guard top == .secondary else { return }
            storedChildren.removeAllIdentical(secondary)
            secondary.storedParent = nil
            secondary.viewIfLoaded?.removeFromSuperview()
            primary.pushAllowingNesting(secondary, animated: false)
            collapsedSecondary = secondary
        }

        private func expandClassic() {
            guard var primary = storedChildren.first else { return }
            if let replacement = delegate?.primaryViewController(forExpanding: self), replacement !== primary {
                replaceClassicChildren([replacement])
                primary = replacement
            }
            var secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
            if secondary == nil, let navigation = primary as? UINavigationController, navigation.viewControllers.count > 1 {
                secondary = separate(from: navigation)
            }
            collapsedSecondary = nil
            guard let secondary else { return }
            replaceClassicChildren([primary, secondary])
        }

        private func unfoldColumnSecondary() {
            guard let secondary = collapsedSecondary as? UINavigationController,
                let primary = columnWrappers[.primary], primary.viewControllers.containsIdentical(secondary)
            else {
                collapsedSecondary = nil
                return
            }
            collapsedSecondary = nil
            _ = primary.popToViewController(secondary, animated: false)
            _ = primary.popViewController(animated: false)
            primary.finishDetachment(of: [secondary])
            secondary.viewIfLoaded?.removeFromSuperview()
            if performAddChild(secondary) { secondary.didMove(toParent: self) }
            let order: [Column] = [.primary, .supplementary, .secondary, .compact]
            let ranked = order.compactMap { columnWrappers[$0] ?? columnControllers[$0] }
            storedChildren = ranked.filter { member in storedChildren.containsIdentical(member) }
        }

        /// Pops what was stacked on the primary while collapsed and returns it as one secondary.
        private func separate(from navigation: UINavigationController) -> UIViewController? {
            let stack = navigation.viewControllers
            let start = collapsedSecondary.flatMap { folded in stack.firstIndex { $0 === folded } } ?? 1
            guard start > 0, start < stack.count else { return nil }
            let popped = Array(stack[start...])
            navigation.setViewControllers(Array(stack[..<start]), animated: false)
            navigation.finishDetachment(of: popped)
            for controller in popped { controller.viewIfLoaded?.removeFromSuperview() }
            if popped.count == 1 { return popped[0] }
            let wrapper = UINavigationController()
            wrapper.setViewControllers(popped.filter { !($0 is UINavigationController) }, animated: false)
            return wrapper
        }
    }

#endif
