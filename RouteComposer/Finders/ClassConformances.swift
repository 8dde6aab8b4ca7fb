/// The router's protocols a controller's class conforms to, looked up in the runtime once per
/// class and protocol rather than once per question.
///
/// A cast to a protocol asks the runtime's conformance tables, hundreds of instructions even when
/// cached, more for a class deep in a hierarchy that does not conform, and the router asks it of
/// the same few classes for every controller it passes. A class's conformances never change, so
/// the answer is kept per class with the conforming metatype, from which a controller is recovered
/// as the protocol by a cast to its own class, a comparison of class pointers.
@MainActor
enum ClassConformances {
    /// Classes seen, each with its conforming metatype or nil, in the order first seen. Bounded,
    /// so an app that makes classes at run time cannot grow them without end; classes past the
    /// bound are answered by the runtime.
    @exclusivity(unchecked) private static var containers: [(ObjectIdentifier, (any ContainerViewController.Type)?)] = []
    @exclusivity(unchecked) private static var interceptables: [(ObjectIdentifier, (any RoutingInterceptable.Type)?)] = []
    private static let capacity = 64

    /// `viewController` as a ``ContainerViewController``, or nil.
    static func container(_ viewController: UIViewController) -> (any ContainerViewController)? {
        let key = ObjectIdentifier(type(of: viewController))
        for (controllerClass, conforming) in containers where controllerClass == key {
            guard let conforming else { return nil }
            return recover(viewController, as: conforming)
        }
        // Taken from the instance's cast, the lookup the runtime caches, rather than by casting
        // the class, which takes a slower path the first time.
        let found = viewController as? ContainerViewController
        if containers.count < capacity {
            containers.append((key, found.map { type(of: $0) }))
        }
        return found
    }

    /// `viewController` as a ``RoutingInterceptable``, or nil.
    static func interceptable(_ viewController: UIViewController) -> (any RoutingInterceptable)? {
        let key = ObjectIdentifier(type(of: viewController))
        for (controllerClass, conforming) in interceptables where controllerClass == key {
            guard let conforming else { return nil }
            return recover(viewController, as: conforming)
        }
        let found = viewController as? RoutingInterceptable
        if interceptables.count < capacity {
            interceptables.append((key, found.map { type(of: $0) }))
        }
        return found
    }

    /// `viewController` as `T`, its own class or a superclass of it, so the cast is a comparison
    /// of class pointers that cannot fail; optional only to need no force.
    private static func recover<T: ContainerViewController>(_ viewController: UIViewController, as _: T.Type) -> (any ContainerViewController)? {
        viewController as? T
    }

    private static func recover<T: RoutingInterceptable>(_ viewController: UIViewController, as _: T.Type) -> (any RoutingInterceptable)? {
        viewController as? T
    }
}
