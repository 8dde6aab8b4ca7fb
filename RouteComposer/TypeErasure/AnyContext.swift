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
        if carrier == nil, box.holds(T.self) {
            return box.value(as: T.self)
        }
        return try converted(to: T.self, location: location())
    }

    /// The context as another type than its own, or through its carrier: apart from the common
    /// path, which then makes no optional of `T`, whose metadata is looked up at run time.
    private func converted<T>(to type: T.Type, location: @autoclosure () -> RoutingErrorLocation?) throws -> T {
        if let carrier, let typed = carrier.value(as: T.self) { return typed }
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
    /// True when `T` is exactly the value's static type.
    ///
    /// A question of its own rather than an optional answer: an optional of a type known only at
    /// run time has its metadata looked up on every call, which cost more than the rest of it.
    func holds<T>(_ type: T.Type) -> Bool
    /// The value as `T`, which must be its static type (``holds(_:)``).
    func value<T>(as type: T.Type) -> T
}

private final class TypedContext<C>: ContextBox {
    let value: C

    init(_ value: C) {
        self.value = value
    }

    var anyValue: Any { value }

    func holds<T>(_ type: T.Type) -> Bool {
        C.self == T.self
    }

    func value<T>(as type: T.Type) -> T {
        // Asked only after `holds`: the same type on both sides, so the bits are a `T`'s and
        // there is no conversion to make.
        unsafeBitCast(value, to: T.self)
    }
}
