// The tab bar controller's iOS 18 tabs as the library reads and changes them. Every use of
// UIKit's tab API (`UITab`, `UITabGroup`, `tabs`, `selectedTab`) in the library is in this file,
// each behind `#available`, so that everything else reads plain answers and runs unchanged
// before iOS 18, where a tab bar controller is driven by `viewControllers` alone.

/// What an action that adds a tab by identifier asks of the tab it adds.
@MainActor
struct TabDescription {
    let identifier: String
    let title: String?
    let image: UIImage?
}

/// The tab descriptions of controllers placed among a tab bar controller's children, until the
/// tabs are set from those children. Keyed weakly by controller: a description whose controller
/// is gone is dropped at the next record.
@MainActor
enum PendingTabs {
    private static var entries: [(controller: WeakController, description: TabDescription)] = []

    static func record(_ description: TabDescription, for controller: UIViewController) {
        entries.removeAll { $0.controller.value == nil || $0.controller.value === controller }
        entries.append((WeakController(controller), description))
    }

    static func has(_ controller: UIViewController) -> Bool {
        entries.contains { $0.controller.value === controller }
    }

    static func take(for controller: UIViewController) -> TabDescription? {
        guard let index = entries.firstIndex(where: { $0.controller.value === controller }) else { return nil }
        return entries.remove(at: index).description
    }
}

extension UITabBarController {
    /// True on iOS 18 and later when the controller's root tabs are set: it is then driven by them.
    var isDrivenByTabs: Bool {
        if #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) { return !tabs.isEmpty }
        return false
    }

    /// The controllers the root tabs that are not hidden show, in order; nil when the controller
    /// is not driven by tabs.
    var rootTabControllers: [UIViewController]? {
        guard #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *), !tabs.isEmpty else { return nil }
        return tabs.filter { !$0.isHidden }.compactMap(\.shownController)
    }

    /// True when a tab has `identifier`; false too when the controller is not driven by tabs.
    func hasTab(identifier: String) -> Bool {
        guard #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) else { return false }
        return tab(forIdentifier: identifier) != nil
    }

    /// The controller of the tab with `identifier`; with `onlyShown`, only while that tab is the
    /// selected one and its controller is on screen (a group's child is, in its group's managing
    /// navigation controller). Reading a tab's controller makes it, as UIKit does on first need.
    func controller(ofTab identifier: String, onlyShown: Bool) -> UIViewController? {
        guard #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *), let tab = tab(forIdentifier: identifier) else { return nil }
        guard onlyShown else { return tab.viewController }
        guard selectedTab === tab, let controller = tab.viewController, controller.parent != nil else { return nil }
        return controller
    }

    /// Selects what shows `viewController`: the root tab that shows it (keeping the selection
    /// inside a group), or the tab that made it, a group's child included. Nil when the
    /// controller is not driven by tabs; false when no tab here shows or made `viewController`.
    func revealTab(showing viewController: UIViewController) -> Bool? {
        guard #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *), !tabs.isEmpty else { return nil }
        if let root = tabs.first(where: { !$0.isHidden && $0.shownController === viewController }) {
            if selectedViewController !== viewController { selectedTab = root.selectionLeaf }
            return true
        }
        guard let tab = viewController.tab, tab.tabBarController === self, !tab.isHiddenOrInHiddenGroup else { return false }
        if selectedTab !== tab { selectedTab = tab }
        return true
    }

    /// On iOS 18 and later, when the controller has no tabs yet and every one of `controllers` was
    /// placed by an action that describes its tab, sets the tabs for them and returns true;
    /// otherwise changes nothing and returns false.
    ///
    /// - Throws: the error of ``setRootTabs(showing:animated:)``, when two share an identifier.
    func setTabsIfDescribed(_ controllers: [UIViewController]) throws -> Bool {
        guard #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *), tabs.isEmpty, !controllers.isEmpty, controllers.allSatisfy(PendingTabs.has) else {
            return false
        }
        if let error = setRootTabs(showing: controllers, animated: false) { throw error }
        return true
    }

    /// Sets the root tabs so that they show `controllers`, in order: each is a root tab's, the
    /// controller of a tab below one (its root tab is kept), or a controller an action described
    /// a new tab for. Hidden root tabs stay, after the others. Nothing changes when one of them
    /// cannot be a tab, and the error says why.
    func setRootTabs(showing controllers: [UIViewController], animated: Bool) -> RoutingError? {
        guard #available(iOS 18.0, tvOS 18.0, visionOS 2.0, *) else { return nil }
        let current = tabs
        var roots: [UITab] = []
        for controller in controllers {
            let root: UITab
            if let shown = current.first(where: { !$0.isHidden && $0.shownController === controller }) {
                root = shown
            } else if let made = controller.tab, made.tabBarController === self {
                root = made.root
            } else if let description = PendingTabs.take(for: controller) {
                guard tab(forIdentifier: description.identifier) == nil, !roots.contains(where: { $0.identifier == description.identifier }) else {
                    return TabFailure.identifierTaken(description.identifier, in: self)
                }
                let title = description.title ?? controller.title ?? description.identifier
                root = UITab(title: title, image: description.image, identifier: description.identifier) { _ in controller }
            } else {
                return TabFailure.identifierRequired(for: controller, in: self)
            }
            if !roots.contains(where: { $0 === root }) { roots.append(root) }
        }
        roots += current.filter(\.isHidden)
        if !roots.elementsEqual(current, by: ===) { setTabs(roots, animated: animated) }
        return nil
    }
}

@available(iOS 18.0, tvOS 18.0, visionOS 2.0, *)
extension UITab {
    /// What the tab bar controller shows for this tab as a root tab: a group's managing
    /// navigation controller, else the tab's own controller.
    fileprivate var shownController: UIViewController? {
        (self as? UITabGroup)?.managingNavigationController ?? viewController
    }

    /// The tab selected last below this one, following each group's selected child.
    fileprivate var selectionLeaf: UITab {
        var leaf: UITab = self
        while let group = leaf as? UITabGroup, let child = group.selectedChild { leaf = child }
        return leaf
    }

    fileprivate var root: UITab {
        var root: UITab = self
        while let parent = root.parent { root = parent }
        return root
    }

    fileprivate var isHiddenOrInHiddenGroup: Bool {
        var current: UITab? = self
        while let tab = current {
            if tab.isHidden { return true }
            current = tab.parent
        }
        return false
    }
}

/// The routing errors of tabs addressed by identifier: each is
/// ``RoutingError/compositionFailed(_:)`` with a ``RoutingFailureReason`` and a message naming
/// the identifier and the tab bar controller.
@MainActor
enum TabFailure {
    static func notFound(_ identifier: String, in tabBarController: UITabBarController) -> RoutingError {
        RoutingError.compositionFailed(
            .init("\(tabBarController) has no tab with the identifier \"\(identifier)\".", underlyingError: RoutingFailureReason.tabNotFound))
    }

    static func identifierTaken(_ identifier: String, in tabBarController: UITabBarController) -> RoutingError {
        RoutingError.compositionFailed(
            .init(
                "\(tabBarController) already has a tab with the identifier \"\(identifier)\"; UIKit requires identifiers to be unique.",
                underlyingError: RoutingFailureReason.tabIdentifierTaken))
    }

    static func identifierRequired(for controller: UIViewController, in tabBarController: UITabBarController) -> RoutingError {
        RoutingError.compositionFailed(
            .init(
                "\(tabBarController) is driven by tabs, and \(controller) is no tab's controller: add it with UITabBarController.add(tab:title:image:at:), which gives it an identifier.",
                underlyingError: RoutingFailureReason.tabIdentifierRequired))
    }
}
