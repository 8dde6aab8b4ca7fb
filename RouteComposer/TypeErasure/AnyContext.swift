/// The context of one navigation, erased so every step can recover its own context type.
///
/// The value is stored as `Any`, not `Any?`, so an optional context keeps its own nesting and
/// casts back to exactly the optional type it was created with.
struct AnyContext {
    let value: Any

    init<C>(_ context: C) {
        value = context
    }

    /// The context as `T`.
    ///
    /// - Throws: ``RoutingError/typeMismatch(type:expectedType:_:)`` naming the actual and the
    ///   expected type, and `location`.
    func get<T>(_ type: T.Type = T.self, location: @autoclosure () -> RoutingErrorLocation?) throws -> T {
        if let carrier = value as? ContextCarrier, let typed = carrier.value(as: T.self) { return typed }
        if let typed = value as? T { return typed }
        throw RoutingError.typeMismatch(
            type: Swift.type(of: value), expectedType: T.self,
            .init(
                "The context of type \(String(reflecting: Swift.type(of: value))) cannot be used where \(String(reflecting: T.self)) is expected.",
                location: location()))
    }
}
