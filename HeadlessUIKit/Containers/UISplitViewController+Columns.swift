#if !canImport(UIKit)
    import Foundation

    extension UISplitViewController {
        /// The controllers shown side by side when expanded, in column order.
        var expandedColumns: [UIViewController] {
            guard style != .unspecified else { return storedChildren }
            let order: [Column] = [.primary, .supplementary, .secondary]
            return order.compactMap { column in columnWrappers[column] ?? columnControllers[column] }
                .filter { candidate in storedChildren.containsIdentical(candidate) }
        }

        /// The one controller shown when collapsed.
        var collapsedDisplay: UIViewController? {
            guard style != .unspecified else { return storedChildren.first }
            if let compact = columnControllers[.compact] { return compact }
            return columnWrappers[.primary] ?? columnControllers[.primary]
        }

        /// The `viewControllers` UIKit reports.
        var reportedViewControllers: [UIViewController] {
            storedCollapsed ? [collapsedDisplay].compactMap { $0 } : expandedColumns
        }

        func replaceClassicChildren(_ controllers: [UIViewController]) {
            let keep = Set(controllers.map(ObjectIdentifier.init))
            removeChildren(storedChildren.filter { !keep.contains(ObjectIdentifier($0)) })
            let existing = Set(storedChildren.map(ObjectIdentifier.init))
            for controller in controllers where !existing.contains(ObjectIdentifier(controller)) {
                if performAddChild(controller) { controller.didMove(toParent: self) }
            }
            storedChildren = controllers.filter { $0.storedParent === self }
            if storedCollapsed, storedChildren.count > 1 { foldSecondary() }
            syncContentViews()
        }

        func installColumn(_ controller: UIViewController?, for column: Column) {
            guard style != .unspecified else {
                var controllers = storedChildren
                let index = column == .primary ? 0 : 1
                if let controller {
                    if controllers.count > index { controllers[index] = controller } else { controllers.append(controller) }
                } else if controllers.count > index {
                    controllers.remove(at: index)
                }
                replaceClassicChildren(controllers)
                return
            }
            if let old = columnWrappers[column] ?? columnControllers[column], old !== controller {
                old.willMove(toParent: nil)
                old.performRemoveFromParent()
            }
            columnControllers[column] = nil
            columnWrappers[column] = nil
            guard let controller else {
                setNeedsColumnLayout()
                return
            }
            let shown: UIViewController
            if column == .compact || controller is UINavigationController {
                shown = controller
            } else if let existing = controller.storedParent as? UINavigationController, existing.viewControllers.first === controller {
                shown = existing
            } else {
                shown = UINavigationController(rootViewController: controller)
            }
            if shown.storedParent !== self, performAddChild(shown) { shown.didMove(toParent: self) }
            columnControllers[column] = controller
            if column != .compact, let navigation = shown as? UINavigationController { columnWrappers[column] = navigation }
            let order: [Column] = [.primary, .supplementary, .secondary, .compact]
            let ranked = order.compactMap { columnWrappers[$0] ?? columnControllers[$0] }
            storedChildren = ranked.filter { member in storedChildren.containsIdentical(member) }
            if storedCollapsed, column == .secondary { foldSecondary() }
            setNeedsColumnLayout()
        }

        func showDetailByDefault(_ controller: UIViewController, sender: Any?) {
            if storedCollapsed {
                guard let primary = style == .unspecified ? storedChildren.first : (columnWrappers[.primary] ?? columnControllers[.primary]) else {
                    present(controller, animated: true)
                    return
                }
                if let navigation = primary as? UINavigationController {
                    navigation.pushAllowingNesting(controller, animated: true)
                } else {
                    primary.show(controller, sender: sender)
                }
                return
            }
            if style == .unspecified {
                if storedChildren.count > 1, storedChildren[1] === controller { return }
                var controllers = storedChildren
                if controllers.count > 1 { controllers[1] = controller } else { controllers.append(controller) }
                replaceClassicChildren(controllers)
            } else {
                guard columnControllers[.secondary] !== controller, columnWrappers[.secondary] !== controller else { return }
                installColumn(controller, for: .secondary)
            }
        }

        /// Column style: UIKit's split view controller places its columns' views during its view's
        /// layout (its panel controller marks the view as needing layout and updates in
        /// `viewWillLayoutSubviews`), so a new column's view is not in the window until the commit or
        /// `layoutIfNeeded()`. One pending update serves every change made before it runs.
        func setNeedsColumnLayout() {
            let engine = HeadlessRuntime.shared.engine
            guard let container = viewIfLoaded, !engine.hasPendingLayoutTransition(for: container) else { return }
            let transition = Transition(
                kind: .layout, lane: nil, animated: false,
                container: self, startsInLayout: true)
            transition.willBegin = { [weak self] in self?.syncContentViews() }
            engine.enqueue(transition)
        }

        /// Shows the children that are on screen in the split's view: every column when expanded,
        /// the collapsed display otherwise.
        func syncContentViews() {
            guard let container = viewIfLoaded else { return }
            let shown = reportedViewControllers
            let shownSet = Set(shown.map(ObjectIdentifier.init))
            for subview in container.subviews {
                if let owner = subview.owningController, !shownSet.contains(ObjectIdentifier(owner)) { subview.removeFromSuperview() }
            }
            for controller in shown where controller.viewIfLoaded?.superview !== container {
                container.addSubview(controller.view)
            }
        }
    }

    extension UINavigationController {
        /// Pushes even a navigation controller, as UIKit does internally when a split view collapses.
        func pushAllowingNesting(_ controller: UIViewController, animated: Bool) {
            let previous = allowsNestedNavigationControllers
            allowsNestedNavigationControllers = true
            defer { allowsNestedNavigationControllers = previous }
            guard validatePush(controller) else { return }
            applyPush(controller, animated: animated)
        }
    }

#endif
