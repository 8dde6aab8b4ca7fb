import Foundation

/// Something that happened in a navigation, as ``NavigationObserver``s see it.
///
/// Every event names its navigation (``navigation``, and ``parent`` for one started from inside
/// another), the time on the router's ``NavigationClock``, and the destination. What else it
/// carries depends on its ``kind``; the documentation of each kind lists the properties it sets,
/// and the others are nil or empty.
///
/// An event is a struct with a ``Kind`` and optional details rather than an enum with associated
/// values, for the reason ``RoutingError``'s reasons and ``NavigationQueuePolicy`` are: kinds and
/// details will be added as the router learns to report more, and a new enum case would break
/// every observer's exhaustive `switch`. Match kinds with `==` or with a `switch` that has a
/// `default`.
///
/// Controllers are held weakly (see ``ControllerReference``), so keeping events keeps no screen alive.
public struct NavigationEvent: CustomStringConvertible {
    /// What happened.
    public let kind: Kind
    /// The navigation the event belongs to.
    public let navigation: NavigationID
    /// The navigation this one was started from inside, such as by its interceptor; nil for a
    /// navigation that waited in, or started at once from, its router's queue.
    public let parent: NavigationID?
    /// When it happened, on the router's ``NavigationClock``.
    public let time: TimeInterval
    /// A description of the destination (the navigation's last step), or of the screen being
    /// closed for a dismissal.
    public let destination: String
    /// The type of the navigation's context: ``Kind/started``.
    public internal(set) var contextType: String?
    /// The details of an integration or of the origin: ``step``, ``controller``, ``container``,
    /// ``actionType``.
    private var integration = Integration()
    /// The details of a removal: ``removed`` and ``removalReason``.
    private var removal = Removal()
    /// How the navigation ended: ``error``, ``location``, ``duration``.
    private var outcome = Outcome()

    init(kind: Kind, navigation: NavigationID, parent: NavigationID?, time: TimeInterval, destination: String) {
        self.kind = kind
        self.navigation = navigation
        self.parent = parent
        self.time = time
        self.destination = destination
    }

    /// The step involved: ``Kind/originFound``, ``Kind/stepBuilt``, ``Kind/willIntegrate``,
    /// ``Kind/didIntegrate``.
    public internal(set) var step: NavigationStepDescription? {
        get { integration.step }
        set { integration.step = newValue }
    }

    /// The controller involved: the origin, the built or integrated controller, or the one
    /// suspected of leaking.
    public internal(set) var controller: ControllerReference? {
        get { integration.controller }
        set { integration.controller = newValue }
    }

    /// The controller an integration goes into: the previous step's controller, or the container
    /// a container action adds to. ``Kind/willIntegrate``, ``Kind/didIntegrate``.
    public internal(set) var container: ControllerReference? {
        get { integration.container }
        set { integration.container = newValue }
    }

    /// The integrating action's type: ``Kind/willIntegrate``, ``Kind/didIntegrate``.
    public internal(set) var actionType: String? {
        get { integration.actionType }
        set { integration.actionType = newValue }
    }

    /// The controllers that leave (``Kind/willRemove``) or left (``Kind/didRemove``) the screen.
    public internal(set) var removed: [ControllerReference] {
        get { removal.removed }
        set { removal.removed = newValue }
    }

    /// Why they leave: ``Kind/willRemove``, ``Kind/didRemove``.
    public internal(set) var removalReason: RemovalReason? {
        get { removal.reason }
        set { removal.reason = newValue }
    }

    /// Why the navigation failed: ``Kind/failed``, ``Kind/discarded``.
    public internal(set) var error: Error? {
        get { outcome.error }
        set { outcome.error = newValue }
    }

    /// Where the navigation failed, the step, phase, entity and controller involved:
    /// ``Kind/failed``, when the error names or noted one. What ``RoutingErrorLocation/of(_:)``
    /// returns for ``error``, kept with the event, so an observer needs no lookup.
    public internal(set) var location: RoutingErrorLocation? {
        get { outcome.location }
        set { outcome.location = newValue }
    }

    /// Seconds of the router's clock from ``Kind/started`` to the end: ``Kind/finished``, ``Kind/failed``.
    public internal(set) var duration: TimeInterval? {
        get { outcome.duration }
        set { outcome.duration = newValue }
    }

    /// The navigation, the kind and the details set, on one line.
    public var description: String {
        var parts = ["\(navigation) \(kind)"]
        if let step { parts.append("\(step)") }
        if let controller { parts.append("controller \(controller)") }
        if let container { parts.append("into \(container)") }
        if let actionType { parts.append("action \(actionType)") }
        if !removed.isEmpty { parts.append("\(removalReason.map { "\($0)" } ?? "removed"): \(removed.map(\.description).joined(separator: ", "))") }
        if let error { parts.append("error \(error)") }
        if let duration { parts.append("after \(duration) s") }
        if kind == .started || kind == .discarded || kind == .leakSuspected { parts.append("destination \(destination)") }
        return parts.joined(separator: "; ")
    }
}

extension NavigationEvent {
    /// The step, controllers and action of an event about one step: which of them a kind sets is
    /// listed on the kind.
    private struct Integration {
        var step: NavigationStepDescription?
        var controller: ControllerReference?
        var container: ControllerReference?
        var actionType: String?
    }

    /// The controllers an event reports leaving the screen, and why.
    private struct Removal {
        var removed: [ControllerReference] = []
        var reason: RemovalReason?
    }

    /// The end of a navigation: its error and where it happened, and how long it took.
    private struct Outcome {
        var error: Error?
        var location: RoutingErrorLocation?
        var duration: TimeInterval?
    }
}
