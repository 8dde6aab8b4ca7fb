/// Actions that integrate a controller into a tab bar controller.
@MainActor
public enum TabBarControllerActions {
    /// Adds the controller as a tab: at an index, optionally replacing the tab there, or at the end.
    ///
    /// Made with ``ContainerViewController/add(tab:title:image:at:)``, it adds a tab with an
    /// identifier: on iOS 18 and later, to a controller driven by tabs, a new root `UITab` with
    /// that identifier, title and image, showing the controller; before iOS 18, or to a controller
    /// driven by `viewControllers`, it adds the controller by index as ``ContainerViewController/add(at:replacing:)``
    /// does, giving its `tabBarItem` the title and image.
    @MainActor
    public struct AddTabAction<ViewController: UITabBarController>: ContainerAction {
        /// Where the tab goes; nil or out of range appends.
        public let tabIndex: Int?
        /// Whether the tab at `tabIndex` is replaced rather than shifted.
        public let replacing: Bool
        /// The tab the action adds to a controller driven by tabs; nil for a tab by index only.
        let tabDescription: TabDescription?

        init(at tabIndex: Int? = nil, replacing: Bool = false, tab tabDescription: TabDescription? = nil) {
            self.tabIndex = tabIndex
            self.replacing = replacing
            self.tabDescription = tabDescription
        }

        /// Places the controller into the proposed tabs.
        public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
            if let tabDescription {
                PendingTabs.record(tabDescription, for: viewController)
                if let title = tabDescription.title { viewController.tabBarItem.title = title }
                if let image = tabDescription.image { viewController.tabBarItem.image = image }
            }
            guard let tabIndex, childViewControllers.indices.contains(tabIndex) || (!replacing && tabIndex == childViewControllers.count) else {
                childViewControllers.append(viewController)
                return
            }
            if replacing {
                childViewControllers[tabIndex] = viewController
            } else {
                childViewControllers.insert(viewController, at: tabIndex)
            }
        }

        /// Sets the tabs with the controller placed; succeeds at once, as tab changes do not animate.
        /// On a controller driven by tabs, fails before changing anything when the identifier is
        /// taken (``RoutingFailureReason/tabIdentifierTaken``) or the action has none
        /// (``RoutingFailureReason/tabIdentifierRequired``).
        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_: RoutingResult) -> Void
        ) {
            var tabs = existingController.rootTabControllers ?? existingController.viewControllers ?? []
            do {
                try perform(embedding: viewController, in: &tabs)
            } catch {
                completion(.failure(error))
                return
            }
            if existingController.isDrivenByTabs {
                let error = existingController.setRootTabs(showing: tabs, animated: animated)
                completion(error.map { .failure($0) } ?? .success)
                return
            }
            existingController.setViewControllers(tabs, animated: animated)
            completion(.success)
        }
    }
}

extension ContainerViewController where Self: UITabBarController {
    /// Adds a tab at `tabIndex` (appending when nil or out of range), replacing the tab there when `replacing`.
    public static func add(at tabIndex: Int? = nil, replacing: Bool = false) -> TabBarControllerActions.AddTabAction<Self> {
        .init(at: tabIndex, replacing: replacing)
    }

    /// Adds a tab with `identifier` at `tabIndex` (appending when nil or out of range): on iOS 18
    /// and later, to a controller driven by tabs, a new `UITab` titled `title` (the controller's
    /// own title, or the identifier, when nil); otherwise by index, as ``add(at:replacing:)``.
    /// See ``TabBarControllerActions/AddTabAction``.
    public static func add(
        tab identifier: String, title: String? = nil, image: UIImage? = nil, at tabIndex: Int? = nil
    ) -> TabBarControllerActions.AddTabAction<Self> {
        .init(at: tabIndex, tab: TabDescription(identifier: identifier, title: title, image: image))
    }
}
