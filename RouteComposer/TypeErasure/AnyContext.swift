/// The context of one navigation, erased so every step can recover its own context type.
///
/// The value is kept under its own static type, not as `Any?`, so an optional context keeps its
/// own nesting and casts back to exactly the optional type it was created with.
struct AnyContext {
    /// The value under its static type, in one object: a copy of the context, which every step of
    /// a plan takes, is one retain, and a step asking for exactly that type, as most do, gets it
    /// by comparing types rather than by the runtime's casts from `Any`.
    private let box: any ContextBox
    /// The value as a ``ContextCarrier``, found once here rather than by every step.
    private let carrier: ContextCarrier?

    /// The value, for the casts to other types than its own.
    var value: Any { box.anyValue }

    init<C>(_ context: C) {
        box = TypedContext(context)
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
        } else if let typed = box.exactValue(as: T.self) {
            return typed
        }
        let value = value
        if let typed = value as? T { return typed }
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
    /// The value when `T` is exactly its static type; nil otherwise.
    func exactValue<T>(as type: T.Type) -> T?
}

private final class TypedContext<C>: ContextBox {
    let value: C

    init(_ value: C) {
        self.value = value
    }

    var anyValue: Any { value }

    func exactValue<T>(as type: T.Type) -> T? {
        // The same type on both sides, so the bits are a `T`'s: no conversion to make.
        guard C.self == T.self else { return nil }
        return unsafeBitCast(value, to: T.self)
    }
}
