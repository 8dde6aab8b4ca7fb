/// The adapter for tab bar controllers: the children are the tabs, the selected one is visible.
@MainActor
public struct TabBarControllerAdapter<VC: UITabBarController>: ConcreteContainerAdapter {
    private weak var tabBarController: VC?

    /// Creates the adapter. It holds the container weakly.
    public init(with tabBarController: VC) {
        self.tabBarController = tabBarController
    }

    /// The tabs, in order.
    public var containedViewControllers: [UIViewController] { tabBarController?.viewControllers ?? [] }

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

    /// Selects `viewController`, which must be a tab. Tab switches are not animated in UIKit.
    public func makeVisible(_ viewController: UIViewController, animated: Bool, completion: @escaping (_: RoutingResult) -> Void) {
        guard let tabBarController else {
            completion(
                .failure(RoutingError.compositionFailed(.init("The tab bar controller was deallocated before \(viewController) could be selected in it."))))
            return
        }
        guard tabBarController.viewControllers?.holdsIdentical(viewController) == true else {
            completion(.failure(RoutingError.compositionFailed(.init("\(tabBarController) does not contain \(viewController), so it cannot select it."))))
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
