/// A 1.x destination's context as ``AnyContext`` holds it: it answers with one of several values,
/// chosen by the type asked for.
final class LegacyContextBox: ContextBox {
    let legacy: LegacyDestinationContext

    init(_ legacy: LegacyDestinationContext) {
        self.legacy = legacy
    }

    var anyValue: Any { legacy }

    func value<T>(as type: T.Type) throws(ContextCastFailure) -> T {
        // The context comes first, so entities typed `Any?` get the context, as in 1.x.
        if let typed = legacy.context as? T { return typed }
        if let typed = legacy.destination as? T { return typed }
        guard let typed = legacy as? T else { throw ContextCastFailure() }
        return typed
    }
}
