#if !canImport(UIKit)
    import Foundation

    /// A tab holding child tabs, shown as a section of the sidebar; the model of UIKit's
    /// `UITabGroup` (iOS 18).
    ///
    /// Selecting a child changes ``UITabBarController/selectedTab`` and the group's
    /// ``selectedChild``, but the tab bar controller shows the root tab's controller only, as UIKit
    /// does by default. With a ``managingNavigationController``, that navigation controller is what
    /// the root shows, and its stack is rebuilt on each selection inside the group from the
    /// controllers of the selected tabs, the group's first.
    @available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
    @MainActor
    open class UITabGroup: UITab {
        private var storedChildren: [UITab] = []

        /// Creates a group of `children`. `viewControllerProvider` makes the controller shown
        /// when the group itself is selected.
        public init(
            title: String, image: UIImage?, identifier: String, children: [UITab],
            viewControllerProvider: ((UITab) -> UIViewController)? = nil
        ) {
            super.init(title: title, image: image, identifier: identifier, viewControllerProvider: viewControllerProvider)
            self.children = children
        }

        /// The child tabs, in order. Setting adopts the new children and releases the old ones;
        /// a selected child that leaves is no longer selected. In a tab bar controller, children
        /// whose identifiers another of its tabs has raise the exception of `setTabs` and change nothing.
        open var children: [UITab] {
            get { storedChildren }
            set {
                if let controller = tabBarController {
                    let others = controller.storedTabItems.flatMap(\.subtree).filter { tab in !subtree.dropFirst().contains { $0 === tab } }
                    guard controller.identifiersAreUnique(others + newValue.flatMap(\.subtree)) else { return }
                }
                for child in storedChildren where child.storedParent === self { child.storedParent = nil }
                storedChildren = newValue
                for child in newValue { child.storedParent = self }
                if let selected = storedSelectedChild, !newValue.contains(where: { $0 === selected }) {
                    storedSelectedChild = nil
                }
                tabBarController?.tabsDidChange()
            }
        }

        var storedSelectedChild: UITab?

        /// The child selected last inside this group; nil when none was. Setting a tab that is
        /// not one of ``children`` is ignored.
        open var selectedChild: UITab? {
            get { storedSelectedChild }
            set {
                guard newValue.map({ child in storedChildren.contains { $0 === child } }) ?? true else { return }
                storedSelectedChild = newValue
                tabBarController?.tabsDidChange()
            }
        }

        /// The navigation controller that shows this group's selection as a stack: set, it is the
        /// controller the tab bar shows for the group, and each selection inside the group sets its
        /// stack to the controllers of the group and of the selected tabs below it.
        open var managingNavigationController: UINavigationController? {
            didSet { tabBarController?.tabsDidChange() }
        }

        /// The descendant with `identifier`, or nil.
        open func tab(forIdentifier identifier: String) -> UITab? {
            subtree.dropFirst().first { $0.identifier == identifier }
        }

        override var subtree: [UITab] { [self] + storedChildren.flatMap(\.subtree) }

        override var rootViewController: UIViewController? { managingNavigationController ?? viewController }

        /// The stack the managing navigation controller shows for the selection below this group:
        /// the controllers of the group and of each selected tab down to `selected`.
        func managedStack(for selected: UITab) -> [UIViewController] {
            var chain: [UITab] = []
            var current: UITab? = selected
            while let tab = current {
                chain.insert(tab, at: 0)
                if tab === self { break }
                current = tab.storedParent
            }
            return chain.compactMap(\.viewController)
        }
    }

#endif
