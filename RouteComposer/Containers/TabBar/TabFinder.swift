/// Finds the controller of the tab with an identifier, when it is a `VC`, in a tab bar controller
/// driven by iOS 18 tabs: the first such tab bar controller the search reaches that has the tab.
///
/// By default only while that tab is the selected one and its controller is on screen, so that
/// the steps before it run and ``TabBarControllerActions/SelectTabAction`` selects it (see
/// ``TabStep``). When a tab bar controller driven by tabs is on screen and none has the tab, the
/// search fails with ``RoutingError/compositionFailed(_:)`` and
/// ``RoutingFailureReason/tabNotFound``, naming the identifier and the controller: the router
/// searches before it changes anything, so the screen stays as it was. Before iOS 18 it finds nothing.
@MainActor
public struct TabFinder<VC: UIViewController, C>: Finder {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    /// The identifier of the tab.
    public let identifier: String
    /// How the hierarchy is searched.
    public let iterator: StackIterator
    /// False to find the tab's controller whether or not it is shown, making it if need be.
    let onlyShown: Bool

    /// Finds the shown controller of the tab with `identifier`, searching with `iterator`.
    public init(identifier: String, iterator: StackIterator = RouteComposerDefaults.shared.stackIterator) {
        self.init(identifier: identifier, iterator: iterator, onlyShown: true)
    }

    init(identifier: String, iterator: StackIterator, onlyShown: Bool) {
        self.identifier = identifier
        self.iterator = iterator
        self.onlyShown = onlyShown
    }

    /// The tab's controller, when the tab is selected and shown (or at all, for the step's factory).
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` with ``RoutingFailureReason/tabNotFound``
    ///   when a tab bar controller driven by tabs is reached and none has the tab.
    public func findViewController(with context: C) throws -> VC? {
        var firstDrivenByTabs: UITabBarController?
        let found = try iterator.firstViewController { candidate in
            guard let tabBarController = candidate as? UITabBarController, tabBarController.isDrivenByTabs else { return false }
            if firstDrivenByTabs == nil { firstDrivenByTabs = tabBarController }
            return tabBarController.hasTab(identifier: identifier)
        }
        guard let tabBarController = found as? UITabBarController else {
            if let firstDrivenByTabs { throw TabFailure.notFound(identifier, in: firstDrivenByTabs) }
            return nil
        }
        return tabBarController.controller(ofTab: identifier, onlyShown: onlyShown) as? VC
    }
}
