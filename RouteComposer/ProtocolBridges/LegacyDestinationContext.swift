// The context of a navigation started from a 1.x RoutingDestination; see RoutingDestination.swift.

/// A navigation's context that answers with one of several values, chosen by the type asked for.
protocol ContextCarrier {
    /// The value of type `T` this context stands for, or nil if it has none.
    func value<T>(as type: T.Type) -> T?
}

/// The context of a navigation to a 1.x destination: entities typed with the destination's
/// context get the context; entities typed with the destination get the destination.
package struct LegacyDestinationContext: ContextCarrier {
    let destination: Any
    let context: Any?

    package init(destination: Any, context: Any?) {
        self.destination = destination
        self.context = context
    }

    func value<T>(as type: T.Type) -> T? {
        // The context comes first, so entities typed `Any?` get the context, as in 1.x.
        if let typed = context as? T { return typed }
        return destination as? T
    }
}
