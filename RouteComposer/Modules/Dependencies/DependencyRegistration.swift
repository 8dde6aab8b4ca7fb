#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// What a ``DependencyContainer`` knows about one registered type, whatever that type is: enough
/// for validation and error messages.
@MainActor
class DependencyRegistration {
    let registeredType: Any.Type
    let scope: DependencyScope

    init(registeredType: Any.Type, scope: DependencyScope) {
        self.registeredType = registeredType
        self.scope = scope
    }
}

/// How to make one registered type, for how long to keep it, and what is kept.
///
/// Typed by the registered type, so a singleton is handed out without a cast. A weak-shared
/// instance is held as `AnyObject`, because only objects can be held weakly and the registered
/// type is usually a protocol that is not class-bound, and is cast back when handed out.
@MainActor
final class TypedDependencyRegistration<Dependency>: DependencyRegistration {
    let make: @MainActor (DependencyContainer) throws -> Dependency
    /// The singleton, once made.
    private var retained: Dependency?
    /// The weak-shared instance, while something else holds it.
    private weak var shared: AnyObject?

    init(scope: DependencyScope, make: @escaping @MainActor (DependencyContainer) throws -> Dependency) {
        self.make = make
        super.init(registeredType: Dependency.self, scope: scope)
    }

    /// The instance the scope keeps right now, if any: handing it out cannot start a cycle.
    var kept: Dependency? {
        switch scope.lifetime {
        case .transient: nil
        case .singleton: retained
        case .weakShared: shared as? Dependency
        }
    }

    /// Makes an instance and keeps it as the scope says.
    func makeInstance(in container: DependencyContainer) throws -> Dependency {
        let made = try make(container)
        switch scope.lifetime {
        case .transient:
            break
        case .singleton:
            // Empty unless the factory reached this registration again; whatever was there is let
            // go only after the slot holds the new instance, so its `deinit` sees a whole registration.
            let previous = retained
            retained = made
            withExtendedLifetime(previous) {}
        case .weakShared:
            // A value has no identity to share, and boxing it in an object would free the box at
            // once: only class instances are kept. Assigning a weak reference releases nothing.
            if type(of: made as Any) is AnyClass {
                shared = made as AnyObject
            }
        }
        return made
    }
}

/// Thrown by a RouterService-style factory whose object is not of the registered type; the
/// container turns it into ``ModuleError/wrongDependencyType(_:actual:requestedBy:)`` naming the
/// requester.
struct WrongDependencyInstance: Error {
    let actualType: Any.Type
}
