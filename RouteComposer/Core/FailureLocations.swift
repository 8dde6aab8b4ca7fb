/// Where the app's own errors arose, for ``RoutingErrorLocation/of(_:)``.
///
/// A navigation hands an app's error to its completion unchanged, as RouteComposer 2.x does, so
/// the error cannot carry its location; the router notes it here instead, when an entity's error
/// is first seen. Only the latest few are kept: an app asks right after the failure, in the
/// completion, a `catch` or an observer, and a longer memory would keep the app's errors, and
/// whatever they hold, alive for nothing.
@MainActor
final class FailureLocations {
    static let shared = FailureLocations()

    /// How many errors are remembered.
    static let capacity = 32

    private struct Entry {
        let serial: Int
        let error: Error
        let location: RoutingErrorLocation
    }

    private var entries: [Entry] = []
    /// The serial number the next entry gets; a navigation reads it as it starts, to tell its own
    /// entries from older ones.
    private(set) var nextSerial = 0

    private init() {}

    /// Notes that `error` arose at `location`; the latest note of an error is the one found.
    func note(_ error: Error, at location: RoutingErrorLocation) {
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append(Entry(serial: nextSerial, error: error, location: location))
        nextSerial += 1
    }

    /// The serial number the latest navigation to start planning began at.
    private var latestNavigationStart = 0

    /// Marks the start of a navigation's planning: notes made before it belong to earlier failures.
    func beginNavigation() {
        latestNavigationStart = nextSerial
    }

    /// Whether the latest note of all is of `error` and was made since the latest navigation
    /// started: the error is on its way out of a nested call (a child factory inside its
    /// container's, a navigation inside an interceptor) whose inner entity already said where it
    /// arose. An equal error an earlier navigation failed with does not count.
    func isLatest(_ error: Error) -> Bool {
        guard let last = entries.last, last.serial >= latestNavigationStart else { return false }
        return isSameError(last.error, error)
    }

    /// The location of the latest note of `error`, among those with a serial number of `serial`
    /// or more.
    func location(of error: Error, notedSince serial: Int = 0) -> RoutingErrorLocation? {
        entries.last { $0.serial >= serial && isSameError($0.error, error) }?.location
    }
}

/// Whether `lhs` and `rhs` are the same error: the same instance of a class, equal values of an
/// `Equatable` type, or else values of the same type that describe themselves alike.
func isSameError(_ lhs: Error, _ rhs: Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    if type(of: lhs) is AnyObject.Type {
        return (lhs as AnyObject) === (rhs as AnyObject)
    }
    // Through `Any`: the compiler takes a cast of `any Error` to `any Equatable` for one that
    // always succeeds, and warns.
    let value: Any = lhs
    if let equatable = value as? any Equatable {
        return equatable.isEqual(to: rhs)
    }
    return String(reflecting: lhs) == String(reflecting: rhs)
}

extension Equatable {
    /// Whether `other` is a `Self` equal to this value.
    fileprivate func isEqual(to other: Any) -> Bool {
        (other as? Self) == self
    }
}
