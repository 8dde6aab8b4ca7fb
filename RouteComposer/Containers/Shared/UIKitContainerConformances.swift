extension UINavigationController: ContainerViewController {
    /// True when every controller on the stack can be dismissed.
    public var canBeDismissed: Bool { viewControllers.canBeDismissed }
}

extension UITabBarController: ContainerViewController {
    /// True when every tab can be dismissed.
    public var canBeDismissed: Bool { (viewControllers ?? []).canBeDismissed }
}

extension UISplitViewController: ContainerViewController {
    /// True when every controller the split shows can be dismissed.
    public var canBeDismissed: Bool { viewControllers.canBeDismissed }
}

extension Array where Element: UIViewController {
    /// True when no element is a ``RoutingInterceptable`` that refuses to be dismissed;
    /// containers answer for their own children.
    @MainActor
    public var canBeDismissed: Bool {
        !contains { $0.asRoutingInterceptable?.canBeDismissed == false }
    }
}
