/// The observers of a router's navigations, and the one place their events are delivered from.
///
/// Every ``DefaultRouter`` has one, shared by its copies like its ``NavigationQueue``; routers
/// made separately have separate registries unless given the same one.
///
/// Delivery is on the main actor, each event once, to every registration in the order they were
/// made, and events in the order they happened. It is not re-entrant: an event raised while
/// observers are being called (an observer that navigates) waits until the current event has
/// reached every observer, so every observer sees the same order.
///
/// With nothing registered, and ``LeakDetection`` off, a navigation makes no event value and
/// takes no census of the hierarchy: observing costs nothing until it is used.
@MainActor
public final class NavigationObservers {
    private enum Receiver {
        case object(() -> NavigationObserver?)
        /// The token, held weakly: it holds the closure, which goes when the token goes.
        case closure(() -> NavigationObservation?)

        var isAlive: Bool {
            switch self {
            case .object(let observer): observer() != nil
            case .closure(let token): token() != nil
            }
        }
    }

    /// Replaced whole, never changed in place: then no access to it spans a call, and the compiler
    /// drops the run-time exclusivity check that every navigation's reads of it would pay.
    private var registrations: [(id: Int, receiver: Receiver)] = []
    private var lastID = 0
    private var pending: [NavigationEvent] = []
    private var isDelivering = false

    /// The leak checks pending for the removals of every router reporting here. They belong to
    /// the registry rather than to one router, so that routers sharing their observers report a
    /// controller that several of them removed once, after its latest removal.
    let leakWatches = LeakWatchRegistry()

    /// What the routers reporting here last saw on screen, to find the changes none of them made;
    /// nil while nobody observes and leak detection is off. See ``UserChanges``.
    var screenRecord: ScreenRecord?
    /// The controllers the routers reporting here removed since ``screenRecord`` was taken: their
    /// removals are the routers' own, not the user's. Empty while there is no record.
    var removedByRouters: Set<ObjectIdentifier> = []

    /// How many event values were made; tests use it to show that nobody observing costs nothing.
    private(set) var eventsMade = 0
    /// How many censuses of a hierarchy were taken, for the same reason.
    private(set) var censusesTaken = 0

    /// Creates an empty registry.
    public init() {}

    /// True while any registration is in force.
    var isObserved: Bool {
        // A plain loop: every navigation asks this several times, mostly of a registry with no
        // registration, and a closure would have its main-actor isolation checked on each call.
        for registration in registrations where registration.receiver.isAlive {
            return true
        }
        return false
    }

    /// Registers `observer`, held weakly, until it is deallocated or the returned token is cancelled.
    @discardableResult
    public func add(_ observer: NavigationObserver) -> NavigationObservation {
        let token = NavigationObservation(registry: self, id: nextID(), handler: nil)
        registrations = registrations + [(token.id, .object { [weak observer] in observer })]
        return token
    }

    /// Registers `handler` for as long as the returned token is kept and not cancelled.
    public func add(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> NavigationObservation {
        let token = NavigationObservation(registry: self, id: nextID(), handler: handler)
        registrations = registrations + [(token.id, .closure { [weak token] in token })]
        return token
    }

    /// Registers `handler` for failures only: ``NavigationEvent/Kind/failed`` and
    /// ``NavigationEvent/Kind/discarded`` events, with their error. The place for an app-wide
    /// error handler (reporting to analytics, showing an alert). Kept like a closure registration.
    public func onFailure(_ handler: @escaping @MainActor (_ error: Error, _ event: NavigationEvent) -> Void) -> NavigationObservation {
        add { event in
            guard event.kind == .failed || event.kind == .discarded, let error = event.error else { return }
            handler(error, event)
        }
    }

    private func nextID() -> Int {
        lastID += 1
        return lastID
    }

    func remove(_ id: Int) {
        registrations = registrations.filter { $0.id != id }
    }

    /// Delivers the event `make` returns, making it only when someone observes.
    func report(_ make: @autoclosure () -> NavigationEvent) {
        guard isObserved else { return }
        eventsMade += 1
        pending.append(make())
        deliverPending()
    }

    /// Counts a census; see ``censusesTaken``.
    func noteCensus() {
        censusesTaken += 1
    }

    /// A loop rather than recursion, so an observer that raises events from inside delivery
    /// queues them behind the current one instead of overtaking it.
    private func deliverPending() {
        guard !isDelivering else { return }
        isDelivering = true
        defer { isDelivering = false }
        while !pending.isEmpty {
            let event = pending.removeFirst()
            for registration in registrations {
                // Looked up again for each registration: one cancelled by an earlier observer
                // during this event gets nothing more.
                guard registrations.contains(where: { $0.id == registration.id }) else { continue }
                deliver(event, to: registration.receiver)
            }
            let delivered = registrations
            registrations = delivered.filter { $0.receiver.isAlive }
        }
    }

    private func deliver(_ event: NavigationEvent, to receiver: Receiver) {
        switch receiver {
        case .object(let observer): observer()?.navigationDidReport(event)
        case .closure(let token): token()?.handler?(event)
        }
    }
}
