/// What a ``DependencyContainer`` knows about one registered type, whatever that type is: enough
/// for validation and error messages.
@MainActor
@usableFromInline
class DependencyRegistration {
    @usableFromInline let registeredType: Any.Type
    @usableFromInline let scope: DependencyScope

    init(registeredType: Any.Type, scope: DependencyScope) {
        self.registeredType = registeredType
        self.scope = scope
    }
}

/// How to make one registered type, for how long to keep it, and what is kept.
///
/// Typed by the registered type, so handing out a kept instance needs no dynamic cast: only a
/// weak-shared instance, held as `AnyObject` because only objects can be held weakly, is cast
/// back.
@MainActor
@usableFromInline
final class TypedDependencyRegistration<Dependency>: DependencyRegistration {
    @usableFromInline let make: @MainActor (DependencyContainer) throws -> Dependency
    /// The singleton, once made.
    @usableFromInline @exclusivity(unchecked) var retained: Dependency?
    /// The weak-shared instance, while something else holds it.
    @usableFromInline @exclusivity(unchecked) weak var shared: AnyObject?

    init(scope: DependencyScope, make: @escaping @MainActor (DependencyContainer) throws -> Dependency) {
        self.make = make
        super.init(registeredType: Dependency.self, scope: scope)
    }

    /// The instance the scope keeps right now, if any: handing it out cannot start a cycle.
    @inlinable
    var kept: Dependency? {
        switch scope.lifetime {
        case .transient: nil
        case .singleton: retained
        case .weakShared: shared as? Dependency
        }
    }

    /// Makes an instance and keeps it as the scope says.
    @inlinable
    func makeInstance(in container: DependencyContainer) throws -> Dependency {
        let made = try make(container)
        switch scope.lifetime {
        case .transient:
            break
        case .singleton:
            retained = made
        case .weakShared:
            // A value has no identity to share, and boxing it in an object would free the box at
            // once: only class instances are kept.
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
@usableFromInline
struct WrongDependencyInstance: Error {
    @usableFromInline let actualType: Any.Type
}
