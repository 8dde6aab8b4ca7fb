/// What a ``DependencyContainer`` knows about one registered type: how to make it, for how long
/// to keep it, and what it keeps.
@MainActor
final class DependencyRegistration {
    let registeredType: Any.Type
    let scope: DependencyScope
    private let make: @MainActor (DependencyContainer) throws -> Any

    /// The singleton, once made.
    private var retained: Any?
    /// The weak-shared instance, while something else holds it.
    private weak var shared: AnyObject?

    init(registeredType: Any.Type, scope: DependencyScope,
         make: @escaping @MainActor (DependencyContainer) throws -> Any) {
        self.registeredType = registeredType
        self.scope = scope
        self.make = make
    }

    /// The instance the scope says to hand out now, made by the factory only when none is kept.
    func instance(in container: DependencyContainer) throws -> Any {
        switch scope.lifetime {
        case .transient:
            return try make(container)
        case .singleton:
            if let retained { return retained }
            let made = try make(container)
            retained = made
            return made
        case .weakShared:
            if let shared { return shared }
            let made = try make(container)
            // A value has no identity to share, and boxing it in an object would free the box at
            // once: only class instances are kept.
            if type(of: made) is AnyClass {
                shared = made as AnyObject
            }
            return made
        }
    }
}
