/// The context of one navigation, erased so every step can recover its own context type.
///
/// The value is kept under its own static type, not as `Any?`, so an optional context keeps its
/// own nesting and casts back to exactly the optional type it was created with.
struct AnyContext {
    /// The value under its static type, in one object, so a copy of the context, which every step
    /// of a plan takes, is one retain.
    private let box: any ContextBox

    /// The value, for descriptions and errors.
    var value: Any { box.anyValue }

    init<C>(_ context: C) {
        // The context of a 1.x destination is internal: the router is given it under its own
        // type, and no step can see it, so none can pass it on wrapped in another type.
        if C.self == LegacyDestinationContext.self, let legacy = context as? LegacyDestinationContext {
            box = LegacyContextBox(legacy)
        } else {
            box = TypedContext(context)
        }
    }

    /// The context as `T`.
    ///
    /// - Throws: ``RoutingError/typeMismatch(type:expectedType:_:)`` naming the actual and the
    ///   expected type, and `location`.
    func get<T>(_ type: T.Type = T.self, location: @autoclosure () -> RoutingErrorLocation?) throws -> T {
        do {
            return try box.value(as: T.self)
        } catch {
            let value = value
            throw RoutingError.typeMismatch(
                type: Swift.type(of: value), expectedType: T.self,
                .init(
                    "The context of type \(String(reflecting: Swift.type(of: value))) cannot be used where \(String(reflecting: T.self)) is expected.",
                    location: location()))
        }
    }
}

/// A context that answers for the types it can be read as; see ``AnyContext``.
protocol ContextBox: AnyObject {
    var anyValue: Any { get }
    /// The value as `T`.
    ///
    /// A failure is thrown rather than answered with nil: an optional `T` built in unspecialized
    /// generic code has the runtime look up `Optional<T>`'s metadata on every call, and every
    /// step of every navigation reads its context.
    ///
    /// - Throws: ``ContextCastFailure`` when the value cannot be read as `T`.
    func value<T>(as type: T.Type) throws(ContextCastFailure) -> T
}

/// A context read as a type it cannot be read as.
struct ContextCastFailure: Error {}

/// A context under its static type: it is exactly the value when read as that type.
private final class TypedContext<C>: ContextBox {
    let value: C

    init(_ value: C) {
        self.value = value
    }

    var anyValue: Any { value }

    func value<T>(as type: T.Type) throws(ContextCastFailure) -> T {
        guard let typed = value as? T else { throw ContextCastFailure() }
        return typed
    }
}
