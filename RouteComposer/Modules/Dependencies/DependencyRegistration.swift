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
/// Typed by the registered type, so handing out a kept instance needs no dynamic cast: a
/// weak-shared instance, held as `AnyObject` because only objects can be held weakly, is turned
/// back into the registered type from the bits recorded when it was made (see
/// ``UncountedObjectImage``), and cast only when its layout could not be recorded.
@MainActor
@usableFromInline
final class TypedDependencyRegistration<Dependency>: DependencyRegistration {
    @usableFromInline let make: @MainActor (DependencyContainer) throws -> Dependency
    /// The singleton, once made.
    @usableFromInline @exclusivity(unchecked) var retained: Dependency?
    /// The weak-shared instance, while something else holds it.
    @usableFromInline @exclusivity(unchecked) weak var shared: AnyObject?
    /// `shared` as the registered type, recorded when it was made.
    @usableFromInline @exclusivity(unchecked) var sharedImage = UncountedObjectImage<Dependency>()

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
        case .weakShared: keptShared()
        }
    }

    /// The weak-shared instance, if something still holds it.
    ///
    /// Out of line (but still specialised for the caller's type) so that the singleton path it
    /// shares `kept` with stays small enough to be inlined into the request.
    @inlinable @inline(never)
    func keptShared() -> Dependency? {
        guard let object = shared else { return nil }
        return sharedImage.value(of: object) ?? object as? Dependency
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
                let object = made as AnyObject
                shared = object
                sharedImage.record(made, as: object)
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
