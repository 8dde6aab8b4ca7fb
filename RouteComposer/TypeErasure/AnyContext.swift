/// The context of one navigation, erased so every step can recover its own context type.
///
/// The value is kept under its own static type, not as `Any?`, so an optional context keeps its
/// own nesting and casts back to exactly the optional type it was created with.
struct AnyContext {
    /// The value under its static type, in one object, so a copy of the context, which every step
    /// of a plan takes, is one retain.
    private let box: any ContextBox
    /// The value as a ``ContextCarrier``, found once here rather than by every step.
    private let carrier: ContextCarrier?

    /// The value, for descriptions and errors.
    var value: Any { box.anyValue }

    init<C>(_ context: C) {
        box = TypedContext(context)
        // The one carrier, the context of a 1.x destination, is internal: the router is given it
        // under its own type, and no step can see it, so none can pass it on wrapped in another
        // type.
        carrier = C.self == LegacyDestinationContext.self ? context as? ContextCarrier : nil
    }

    /// The context as `T`.
    ///
    /// - Throws: ``RoutingError/typeMismatch(type:expectedType:_:)`` naming the actual and the
    ///   expected type, and `location`.
    func get<T>(_ type: T.Type = T.self, location: @autoclosure () -> RoutingErrorLocation?) throws -> T {
        if let carrier, let typed = carrier.value(as: T.self) { return typed }
        if let typed = box.cast(to: T.self) { return typed }
        let value = value
        throw RoutingError.typeMismatch(
            type: Swift.type(of: value), expectedType: T.self,
            .init(
                "The context of type \(String(reflecting: Swift.type(of: value))) cannot be used where \(String(reflecting: T.self)) is expected.",
                location: location()))
    }
}

/// A context under its static type; see ``AnyContext``.
private protocol ContextBox: AnyObject {
    var anyValue: Any { get }
    /// The value as `T`, cast from its static type: exactly the value when `T` is that type.
    func cast<T>(to type: T.Type) -> T?
}

private final class TypedContext<C>: ContextBox {
    let value: C

    init(_ value: C) {
        self.value = value
    }

    var anyValue: Any { value }

    func cast<T>(to type: T.Type) -> T? {
        value as? T
    }
}
