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
        /// The root `UITab`s once `tabs` is set (iOS 18); empty while the controller is driven by
        /// `viewControllers`. See `UITabBarController+Tabs.swift`.
        var storedTabItems: [UITab] = []
        var storedSelectedTab: UITab?
        /// Set while the tabs choose the selected controller, so the selection does not choose the tab back.
        var isSelectingForTab = false
        var storedMode: Mode = .automatic
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
        /// or the first one when nothing was selected. On a controller driven by ``tabs``, the
        /// tabs are dropped first: the controllers given are the tabs from then on.
        open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
            leaveTabsMode()
            applyViewControllers(viewControllers)
        }

        /// What `setViewControllers` does to the children and the selection; also how `tabs` shows
        /// the root tabs' controllers.
        func applyViewControllers(_ viewControllers: [UIViewController]?) {
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

        // MARK: Tabs (iOS 18; the behaviour is in `UITabBarController+Tabs.swift`)

        /// Creates a tab bar controller driven by `tabs`.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        public convenience init(tabs: [UITab]) {
            self.init(nibName: nil, bundle: nil)
            replaceTabs(tabs)
        }

        /// How the tabs are shown; `.automatic` by default. The model stores it and shows nothing.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        open var mode: Mode {
            get { storedMode }
            set { storedMode = newValue }
        }

        /// The root tabs; empty by default. Once set, the controller is driven by them: its view
        /// controllers are the controllers of the root tabs that are not hidden.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        open var tabs: [UITab] {
            get { storedTabItems }
            set { replaceTabs(newValue) }
        }

        /// Sets the root tabs. Identifiers must be unique among all the tabs, groups' children
        /// included; otherwise UIKit's exception is raised and nothing changes. The selected tab
        /// stays selected while it is still one of the tabs and not hidden.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        open func setTabs(_ tabs: [UITab], animated: Bool) { replaceTabs(tabs) }

        /// The selected tab, a root tab or a descendant; nil until the controller has tabs.
        /// Setting a tab that is not one of this controller's, or is hidden, raises the exception
        /// of a foreign selection and keeps the selection.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        open var selectedTab: UITab? {
            get { storedSelectedTab }
            set { select(tab: newValue) }
        }

        /// The tab with `identifier` among the root tabs and their descendants, or nil.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        open func tab(forIdentifier identifier: String) -> UITab? { findTab(identifier: identifier) }

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
        /// Whether the user may select `tab`, on a controller driven by tabs. True by default.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool
        /// Called after the user selected `selectedTab`, a root tab or a descendant, on a
        /// controller driven by tabs.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?)
    }

    extension UITabBarControllerDelegate {
        /// True by default.
        public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
        /// Does nothing by default.
        public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
        /// True by default.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        public func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool { true }
        /// Does nothing by default.
        @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
        public func tabBarController(_ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?) {}
    }

    /// The root of the More navigation controller: the list of overflow tabs.
    @MainActor
    final class UIMoreListController: UIViewController {}

#endif
