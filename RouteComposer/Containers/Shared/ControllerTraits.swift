/// What the router asks of a view controller's class again and again: is it a container, which
/// built-in one, does it take part in routing decisions. A class's conformances are fixed once
/// its module is loaded, so the answers are worked out once per class and kept; the built-in
/// kind then lets the library use the conformance the compiler knows instead of asking the
/// runtime for it.
@MainActor
struct ControllerTraits {
    /// How the default locator serves a class. The built-in kinds are the UIKit containers and
    /// their subclasses that do not supply their own adapter.
    enum ContainerKind {
        /// Not a ``ContainerViewController``.
        case none
        /// A ``CustomContainerViewController``: the container supplies its adapter.
        case custom
        /// A `UINavigationController` subclass.
        case navigation
        /// A `UITabBarController` subclass.
        case tabBar
        /// A `UISplitViewController` subclass.
        case split
        /// A ``ContainerViewController`` only a custom locator may know.
        case other
    }

    let containerKind: ContainerKind
    /// True for a ``RoutingInterceptable`` (every container is one).
    let isInterceptable: Bool
    /// The class's conformance to ``BuiltInContainer``, for a built-in kind: the room that
    /// supplies its adapter, found by one runtime question per class.
    let builtInContainer: BuiltInContainer.Type?

    /// The one cache of these answers in the library.
    private static let known = ControllerTraitsTable()

    /// The traits of `controller`'s class, worked out once per class.
    static func of(_ controller: UIViewController) -> ControllerTraits {
        known.traits(of: controller, make: ControllerTraits.init(of:))
    }
}

extension ControllerTraits {
    /// The answers for `controller`'s class, worked out by asking the runtime.
    init(of controller: UIViewController) {
        // A first look-up of a class's conformance to a protocol scans every conformance record
        // of the app, so each question asked here is a launch cost. A UIKit container's class is
        // told by a class cast, and conforms to the container protocols by this module's own
        // declarations; only whether a subclass made itself a custom container, and which room
        // supplies its adapter, are left to ask.
        let builtInKind: ContainerKind? =
            switch controller {
            case is UINavigationController: .navigation
            case is UITabBarController: .tabBar
            case is UISplitViewController: .split
            default: nil
            }
        if let builtInKind {
            isInterceptable = true
            if controller is CustomContainerViewController {
                containerKind = .custom
                builtInContainer = nil
            } else {
                containerKind = builtInKind
                builtInContainer = type(of: controller) as? BuiltInContainer.Type
            }
            return
        }
        // A controller that is no RoutingInterceptable can be no container: one question settles
        // most classes.
        isInterceptable = controller is RoutingInterceptable
        builtInContainer = nil
        guard isInterceptable, controller is ContainerViewController else {
            containerKind = .none
            return
        }
        containerKind = controller is CustomContainerViewController ? .custom : .other
    }
}

extension UIViewController {
    /// `self as? ContainerViewController`, without the runtime's conformance look-up for the
    /// built-in containers and for controllers that are no containers.
    var asContainerViewController: ContainerViewController? {
        switch ControllerTraits.of(self).containerKind {
        case .none: nil
        // The class casts cannot fail for these kinds; they only recover the static type, whose
        // conformance the compiler knows, where the protocol cast would ask the runtime.
        case .navigation: self as? UINavigationController
        case .tabBar: self as? UITabBarController
        case .split: self as? UISplitViewController
        case .custom, .other: self as? ContainerViewController
        }
    }

    /// `self as? RoutingInterceptable`, without a conformance look-up for the controllers that
    /// are not.
    var asRoutingInterceptable: RoutingInterceptable? {
        let traits = ControllerTraits.of(self)
        guard traits.isInterceptable else { return nil }
        // A subclass inherits the UIKit container's conformance and cannot declare its own, so
        // the built-in kinds' witnesses are the ones the compiler knows.
        switch traits.containerKind {
        case .navigation: return self as? UINavigationController
        case .tabBar: return self as? UITabBarController
        case .split: return self as? UISplitViewController
        case .none, .custom, .other: return self as? RoutingInterceptable
        }
    }
}
