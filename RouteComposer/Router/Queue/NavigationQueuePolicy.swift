/// What a ``NavigationQueue`` does with a request that arrives while another navigation runs.
///
/// A struct with static members rather than an enum, so policies can be added later without
/// breaking an app's exhaustive `switch`.
public struct NavigationQueuePolicy: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case enqueue
        case latestWins
        case reject
    }

    let kind: Kind

    /// Waits for its turn; requests run one after another in the order they arrived. The default.
    public static let enqueue = NavigationQueuePolicy(kind: .enqueue)

    /// Waits for its turn, replacing whatever was already waiting: only the newest waiting request
    /// runs once the current navigation ends. Each replaced request fails with
    /// ``RoutingError/compositionFailed(_:)`` whose underlying error is
    /// ``RoutingFailureReason/superseded``. Suits "show the latest deep link" flows.
    public static let latestWins = NavigationQueuePolicy(kind: .latestWins)

    /// Refuses at once: `navigate` throws ``RoutingError/compositionFailed(_:)`` whose
    /// underlying error is ``RoutingFailureReason/navigationInProgress``, as
    /// ``SingleNavigationRouter`` does. A ``DefaultRouter`` dismissal, which cannot throw, gives
    /// the same error to its completion.
    public static let reject = NavigationQueuePolicy(kind: .reject)

    /// `"enqueue"`, `"latestWins"` or `"reject"`.
    public var description: String {
        switch kind {
        case .enqueue: "enqueue"
        case .latestWins: "latestWins"
        case .reject: "reject"
        }
    }
}
