/// The context of one navigation, erased so every step can recover its own context type.
///
/// The value is stored as `Any`, not `Any?`, so an optional context keeps its own nesting and
/// casts back to exactly the optional type it was created with.
struct AnyContext {
    let value: Any
    /// The value under its static type, so that a step asking for exactly that type, as most do,
    /// gets it by a class cast rather than by the runtime's casts from `Any`.
    private let exact: ExactContext
    /// The value as a ``ContextCarrier``, found once here rather than by every step.
    private let carrier: ContextCarrier?

    init<C>(_ context: C) {
        value = context
        exact = TypedContext(context)
        // The one carrier, the context of a 1.x destination, is internal: the router is given it
        // under its own type, and no step can see it, so none can pass it on wrapped in another
        // type. Comparing the types spares every navigation the runtime's cast from `C`.
        carrier = C.self == LegacyDestinationContext.self ? context as? ContextCarrier : nil
    }

    /// The context as `T`.
    ///
    /// - Throws: ``RoutingError/typeMismatch(type:expectedType:_:)`` naming the actual and the
    ///   expected type, and `location`.
    func get<T>(_ type: T.Type = T.self, location: @autoclosure () -> RoutingErrorLocation?) throws -> T {
        if let carrier {
            if let typed = carrier.value(as: T.self) { return typed }
        } else if let typed = exact as? TypedContext<T> {
            // `value as? T` gives back the very value when `T` is its static type.
            return typed.value
        }
        if let typed = value as? T { return typed }
        throw RoutingError.typeMismatch(
            type: Swift.type(of: value), expectedType: T.self,
            .init(
                "The context of type \(String(reflecting: Swift.type(of: value))) cannot be used where \(String(reflecting: T.self)) is expected.",
                location: location()))
    }
}

/// A context under its static type; see ``AnyContext``.
private class ExactContext {}

private final class TypedContext<C>: ExactContext {
    let value: C

    init(_ value: C) {
        self.value = value
    }
}
