/// A view controller that takes part in routing decisions about itself.
@MainActor
public protocol RoutingInterceptable where Self: UIViewController {
    /// False when the controller must not be dismissed or covered by a navigation, for example
    /// while it holds unsaved input. The router then refuses, with
    /// ``RoutingError/cantBeDismissed(_:)``, any navigation that would remove it.
    var canBeDismissed: Bool { get }

    /// The controller the router treats as this one's parent; `parent` by default.
    var overriddenParentViewController: UIViewController? { get }
}

extension RoutingInterceptable {
    /// True.
    public var canBeDismissed: Bool { true }

    /// The UIKit parent.
    public var overriddenParentViewController: UIViewController? { parent }
}
