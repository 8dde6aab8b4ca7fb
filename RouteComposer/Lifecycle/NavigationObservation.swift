/// A registration with ``NavigationObservers``: cancel it to stop delivery.
///
/// A closure registration lasts as long as this token: keep it, and drop or cancel it to stop.
/// An observer object's registration also ends when the observer is deallocated, so its token
/// may be ignored.
@MainActor
public final class NavigationObservation {
    private weak var registry: NavigationObservers?
    let id: Int
    /// The closure of a closure registration. The registry holds the token weakly, so the closure
    /// goes with the token.
    let handler: ((NavigationEvent) -> Void)?

    init(registry: NavigationObservers, id: Int, handler: ((NavigationEvent) -> Void)?) {
        self.registry = registry
        self.id = id
        self.handler = handler
    }

    /// Stops delivery at once, including for events already waiting to be delivered. Cancelling
    /// twice does nothing.
    public func cancel() {
        registry?.remove(id)
    }
}
