/// What the router asks of a view controller's class again and again: is it a container, which
/// built-in one, does it take part in routing decisions. Each answer is a conformance look-up,
/// which the Swift runtime makes by walking the class and its superclasses through its
/// conformance cache: several hundred instructions, and a navigation asks dozens of times. A
/// class's conformances are fixed once its module is loaded, so the answers are kept per class.
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

    private init(of controller: UIViewController) {
        // Each question is asked of the runtime once per class, and the first asking scans every
        // conformance record of the process; a controller that is no RoutingInterceptable can be
        // no container, so most classes cost a single question.
        isInterceptable = controller is RoutingInterceptable
        guard isInterceptable, controller is ContainerViewController else {
            containerKind = .none
            return
        }
        switch controller {
        case is CustomContainerViewController: containerKind = .custom
        case is UINavigationController: containerKind = .navigation
        case is UITabBarController: containerKind = .tabBar
        case is UISplitViewController: containerKind = .split
        default: containerKind = .other
        }
    }

    /// Keyed by class: class metadata lives as long as the process, so an identifier is never
    /// reused for another class. A navigation meets a handful of classes, which a linear pass
    /// over a short array finds faster than hashing; classes past the first few go to a
    /// dictionary. Exclusivity is not checked at run time: both are touched only here, on the
    /// main actor, and nothing in this function can call back into it while it holds them.
    @exclusivity(unchecked) private static var first: [(type: ObjectIdentifier, traits: ControllerTraits)] = []
    @exclusivity(unchecked) private static var rest: [ObjectIdentifier: ControllerTraits] = [:]
    private static let firstCapacity = 16

    /// The last class looked up and its traits: a navigation asks of the same class several
    /// times running (a container and its adapter, a controller and its parent walk).
    @exclusivity(unchecked) private static var last: (type: ObjectIdentifier, traits: ControllerTraits)?

    /// The traits of `controller`'s class, looked up once per class.
    static func of(_ controller: UIViewController) -> ControllerTraits {
        let type = ObjectIdentifier(Swift.type(of: controller))
        if let last, last.type == type { return last.traits }
        let traits = lookUp(type, of: controller)
        last = (type, traits)
        return traits
    }

    private static func lookUp(_ type: ObjectIdentifier, of controller: UIViewController) -> ControllerTraits {
        for entry in first where entry.type == type {
            return entry.traits
        }
        if !rest.isEmpty, let known = rest[type] { return known }
        let traits = ControllerTraits(of: controller)
        if first.count < firstCapacity {
            first.append((type, traits))
        } else {
            rest[type] = traits
        }
        return traits
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
