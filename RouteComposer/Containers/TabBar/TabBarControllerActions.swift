/// Actions that integrate a controller into a tab bar controller.
@MainActor
public enum TabBarControllerActions {
    /// Adds the controller as a tab: at an index, optionally replacing the tab there, or at the end.
    @MainActor
    public struct AddTabAction<ViewController: UITabBarController>: ContainerAction {
        /// Where the tab goes; nil or out of range appends.
        public let tabIndex: Int?
        /// Whether the tab at `tabIndex` is replaced rather than shifted.
        public let replacing: Bool

        init(at tabIndex: Int? = nil, replacing: Bool = false) {
            self.tabIndex = tabIndex
            self.replacing = replacing
        }

        /// Places the controller into the proposed tabs.
        public func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
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
        public func perform(
            with viewController: UIViewController, on existingController: ViewController, animated: Bool,
            completion: @escaping (_: RoutingResult) -> Void
        ) {
            var tabs = existingController.viewControllers ?? []
            do {
                try perform(embedding: viewController, in: &tabs)
            } catch {
                completion(.failure(error))
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
}
