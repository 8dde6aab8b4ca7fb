#if !canImport(UIKit)
    import Foundation

    /// A container that shows one of several tabs; the model of UIKit's tab bar controller.
    ///
    /// Every tab is a child. When there are more tabs than ``HeadlessRuntime/maximumVisibleTabs``,
    /// the last visible slot is the More list, and an overflow tab is shown by pushing it onto
    /// ``moreNavigationController`` (it is that controller's child while shown there, as in UIKit).
    /// Programmatic selection never calls the delegate.
    @MainActor
    open class UITabBarController: UIViewController {
        /// The delegate asked about user selections. Weak. Programmatic changes never reach it.
        open weak var delegate: (any UITabBarControllerDelegate)?

        var storedTabs: [UIViewController]?
        /// Strong, as the selected child is one of the tabs (or the More controller), which the tab
        /// bar holds anyway. `selectedViewController` hands it out `unowned(unsafe)`, as UIKit
        /// declares it, so its getter returns no reference of its own: a weak store here let a
        /// controller die between the getter and the caller's first use of it (a release build of
        /// the routing benchmark crashed there).
        var storedSelection: UIViewController?
        /// Set while `setViewControllers` replaces the tabs, so removals do not pick a selection early.
        private var isReplacingTabs = false
        private lazy var storedMoreNavigationController = UINavigationController(rootViewController: UIMoreListController())

        /// Creates an empty tab bar controller.
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            definesPresentationContext = true
        }

        /// Creates an empty tab bar controller.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
            definesPresentationContext = true
        }

        /// The tabs, in order; nil until set. Setting is `setViewControllers(_:animated: false)`.
        open var viewControllers: [UIViewController]? {
            get { storedTabs }
            set { setViewControllers(newValue, animated: false) }
        }

        /// The tab controllers the user may reorder; headlessly stored only.
        open var customizableViewControllers: [UIViewController]?

        /// The navigation controller of the More list. Always exists; it is shown only when there
        /// are more tabs than fit.
        open var moreNavigationController: UINavigationController { storedMoreNavigationController }

        /// The selected tab, or ``moreNavigationController`` while the More list itself is shown.
        /// Setting it to anything else than a tab or the More controller raises UIKit's exception.
        open unowned(unsafe) var selectedViewController: UIViewController? {
            get { storedSelection }
            set { select(newValue) }
        }

        /// The index of the selected tab; `NSNotFound` when the More list is shown or nothing is
        /// selected. Setting an index out of range is ignored.
        open var selectedIndex: Int {
            get {
                guard let selection = storedSelection, let tabs = storedTabs else { return NSNotFound }
                return tabs.firstIndex { $0 === selection } ?? NSNotFound
            }
            set {
                guard let tabs = storedTabs, tabs.indices.contains(newValue) else { return }
                select(tabs[newValue])
            }
        }

        /// Replaces the tabs. Leaving tabs are removed as children, new ones added. The selected tab
        /// stays selected if it survives; otherwise the tab at the old index (clamped) is selected,
        /// or the first one when nothing was selected.
        open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
            let previousIndex = selectedIndex
            let previousSelection = storedSelection
            isReplacingTabs = true
            defer { isReplacingTabs = false }
            var unique: [UIViewController] = []
            var seen = Set<ObjectIdentifier>()
            for controller in viewControllers ?? [] where seen.insert(ObjectIdentifier(controller)).inserted {
                unique.append(controller)
            }
            let old = storedTabs ?? []
            let leaving = old.filter { !seen.contains(ObjectIdentifier($0)) }
            removeChildren(leaving)
            for controller in leaving where controller.storedParent != nil {
                // A tab shown in the More list is the More navigation controller's child.
                controller.willMove(toParent: nil)
                controller.performRemoveFromParent()
            }
            storedTabs = viewControllers == nil ? nil : unique
            let oldSet = Set(old.map(ObjectIdentifier.init))
            for controller in unique where !oldSet.contains(ObjectIdentifier(controller)) {
                if performAddChild(controller) { controller.didMove(toParent: self) }
            }
            storedTabs = storedTabs?.filter { $0.storedParent === self || $0.storedParent === storedMoreNavigationController }
            let tabs = storedTabs ?? []
            updateMoreListMembership()
            if let selection = previousSelection, tabs.containsIdentical(selection) || selection === storedMoreNavigationController {
                installSelection(selection)
            } else if tabs.isEmpty {
                storedSelection = nil
                installSelection(nil)
            } else {
                let index = previousIndex == NSNotFound ? 0 : min(previousIndex, tabs.count - 1)
                installSelection(tabs[index])
            }
        }

        override func containerDidRemoveChild(_ child: UIViewController) {
            guard !isReplacingTabs, child !== storedMoreNavigationController, isOverflowTab(child) == false else { return }
            storedTabs?.removeAllIdentical(child)
            if storedSelection === child {
                installSelection(storedTabs?.first)
            }
        }

        override func viewWasLoaded() {
            installSelection(storedSelection)
        }
    }

    /// Told about the user's tab selections.
    @MainActor
    public protocol UITabBarControllerDelegate: NSObjectProtocol {
        /// Whether the user may select `viewController`. True by default.
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
        /// Called after the user selected `viewController`, even when it was already selected.
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    }

    extension UITabBarControllerDelegate {
        /// True by default.
        public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
        /// Does nothing by default.
        public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    }

    /// The root of the More navigation controller: the list of overflow tabs.
    @MainActor
    final class UIMoreListController: UIViewController {}

#endif
