/// The adapter for tab bar controllers: the children are the tabs, the selected one is visible.
///
/// On a controller driven by iOS 18 tabs, the children are the controllers the root tabs that are
/// not hidden show, making a controller visible selects its tab (a group's child included), and
/// setting the children sets the root tabs that show them.
@MainActor
public struct TabBarControllerAdapter<VC: UITabBarController>: ConcreteContainerAdapter {
    private weak var tabBarController: VC?

    /// Creates the adapter. It holds the container weakly.
    public init(with tabBarController: VC) {
        self.tabBarController = tabBarController
    }

    /// The tabs, in order.
    public var containedViewControllers: [UIViewController] {
        guard let tabBarController else { return [] }
        return tabBarController.rootTabControllers ?? tabBarController.viewControllers ?? []
    }

    /// The selected tab.
    public var visibleViewControllers: [UIViewController] {
        // No `Optional.map`, as in the navigation controller's adapter.
        guard let selected = tabBarController?.selectedViewController else { return [] }
        return [selected]
    }

    /// True when `viewController` is the selected tab.
    public func isVisible(_ viewController: UIViewController) -> Bool {
        tabBarController?.selectedViewController === viewController
    }

    /// Selects `viewController`, which must be a tab, or on a controller driven by tabs the
    /// controller of one of its tabs. Tab switches are not animated in UIKit.
    public func makeVisible(_ viewController: UIViewController, animated: Bool, completion: @escaping (_: RoutingResult) -> Void) {
        guard let tabBarController else {
            completion(
                .failure(RoutingError.compositionFailed(.init("The tab bar controller was deallocated before \(viewController) could be selected in it."))))
            return
        }
        // Made only on failure: describing the controllers builds strings.
        func notContained() -> RoutingError {
            RoutingError.compositionFailed(.init("\(tabBarController) does not contain \(viewController), so it cannot select it."))
        }
        if let revealed = tabBarController.revealTab(showing: viewController) {
            completion(revealed ? .success : .failure(notContained()))
            return
        }
        guard tabBarController.viewControllers?.holdsIdentical(viewController) == true else {
            completion(.failure(notContained()))
            return
        }
        if tabBarController.selectedViewController !== viewController {
            tabBarController.selectedViewController = viewController
        }
        completion(.success)
    }

    /// Replaces the tabs.
    public func setContainedViewControllers(
        _ containedViewControllers: [UIViewController], animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void
    ) {
        guard let tabBarController else {
            completion(.failure(RoutingError.compositionFailed(.init("The tab bar controller was deallocated before its tabs could be set."))))
            return
        }
        guard !tabBarController.isDrivenByTabs else {
            let error = tabBarController.setRootTabs(showing: containedViewControllers, animated: animated)
            completion(error.map { .failure($0) } ?? .success)
            return
        }
        tabBarController.setViewControllers(containedViewControllers, animated: animated)
        completion(.success)
    }
}

extension UITabBarController: BuiltInContainer {
    static func builtInAdapter(for container: UIViewController) -> ContainerAdapter? {
        // A closure here, passed to `Optional.map`, would check its actor at each call.
        guard let tabBarController = container as? UITabBarController else { return nil }
        return TabBarControllerAdapter(with: tabBarController)
    }
}
