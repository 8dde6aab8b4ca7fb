// The context of a navigation started from a 1.x RoutingDestination; see RoutingDestination.swift.

/// The context of a navigation to a 1.x destination: entities typed with the destination's
/// context get the context; entities typed with the destination get the destination.
package struct LegacyDestinationContext {
    let destination: Any
    let context: Any?

    package init(destination: Any, context: Any?) {
        self.destination = destination
        self.context = context
    }
}
