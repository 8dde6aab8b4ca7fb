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

    /// Each answer is found when first asked: the first asking of a class and a protocol scans
    /// every conformance record of the process, so no question is asked that the router did not.
    private var containerKind: ContainerKind?
    private var isInterceptable: Bool?

    private mutating func kind(of controller: UIViewController) -> ContainerKind {
        if let containerKind { return containerKind }
        let kind: ContainerKind
        if isInterceptable == false || !(controller is ContainerViewController) {
            kind = .none
        } else {
            switch controller {
            case is CustomContainerViewController: kind = .custom
            case is UINavigationController: kind = .navigation
            case is UITabBarController: kind = .tabBar
            case is UISplitViewController: kind = .split
            default: kind = .other
            }
        }
        containerKind = kind
        return kind
    }

    private mutating func interceptable(_ controller: UIViewController) -> Bool {
        if let isInterceptable { return isInterceptable }
        // Every container is a RoutingInterceptable.
        let answer = (containerKind.map { $0 != .none } ?? false) || controller is RoutingInterceptable
        isInterceptable = answer
        return answer
    }

    /// Keyed by class: class metadata lives as long as the process, so an identifier is never
    /// reused for another class. A navigation meets a handful of classes, which a linear pass
    /// over a short array finds faster than hashing; classes past the first few go to a
    /// dictionary. Exclusivity is not checked at run time: both are touched only here, on the
    /// main actor, and nothing in these functions can call back into them while they hold them.
    @exclusivity(unchecked) private static var first: [(type: ObjectIdentifier, traits: ControllerTraits)] = []
    @exclusivity(unchecked) private static var rest: [ObjectIdentifier: ControllerTraits] = [:]
    private static let firstCapacity = 16

    /// How the default locator serves `controller`'s class, asked of the runtime once per class.
    static func containerKind(of controller: UIViewController) -> ContainerKind {
        withTraits(of: controller) { $0.kind(of: controller) }
    }

    /// True when `controller`'s class is a ``RoutingInterceptable``, asked of the runtime once per class.
    static func isInterceptable(_ controller: UIViewController) -> Bool {
        withTraits(of: controller) { $0.interceptable(controller) }
    }

    private static func withTraits<T>(of controller: UIViewController, _ body: (inout ControllerTraits) -> T) -> T {
        let type = ObjectIdentifier(Swift.type(of: controller))
        for index in first.indices where first[index].type == type {
            return body(&first[index].traits)
        }
        if !rest.isEmpty, rest[type] != nil {
            // Present, so the default is never stored.
            return body(&rest[type, default: ControllerTraits()])
        }
        var traits = ControllerTraits()
        let answer = body(&traits)
        if first.count < firstCapacity {
            first.append((type, traits))
        } else {
            rest[type] = traits
        }
        return answer
    }
}

extension UIViewController {
    /// `self as? ContainerViewController`, without the runtime's conformance look-up for the
    /// built-in containers and for controllers that are no containers.
    var asContainerViewController: ContainerViewController? {
        switch ControllerTraits.containerKind(of: self) {
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
        guard ControllerTraits.isInterceptable(self) else { return nil }
        // A subclass inherits the UIKit container's conformance and cannot declare its own, so
        // the built-in kinds' witnesses are the ones the compiler knows.
        switch ControllerTraits.containerKind(of: self) {
        case .navigation: return self as? UINavigationController
        case .tabBar: return self as? UITabBarController
        case .split: return self as? UISplitViewController
        case .none, .custom, .other: return self as? RoutingInterceptable
        }
    }
}
