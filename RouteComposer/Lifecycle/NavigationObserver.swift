/// Receives the ``NavigationEvent``s of a router's navigations.
///
/// Register one with `add(_:)` on a router's
/// ``DefaultRouter/observers``. The registry holds it weakly: it is told of events until it is
/// deallocated or its registration is cancelled.
///
/// Events arrive on the main actor, each once, in the order they happened. An observer may
/// navigate or dismiss from inside ``navigationDidReport(_:)``; the events that raises are
/// delivered after the current one has reached every observer, so all observers see one order.
@MainActor
public protocol NavigationObserver: AnyObject {
    /// Told of `event`. Must not block; anything slow belongs in a `Task`.
    func navigationDidReport(_ event: NavigationEvent)
}
