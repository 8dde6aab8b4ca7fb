/// Names one call of `navigate` (or of ``DefaultRouter/dismiss(_:animated:completion:)``), or one
/// report of the changes the user made (see <doc:NavigationLifecycle#Changes-the-user-made>), so
/// that an observer can tell apart the events of navigations that follow or contain each other.
///
/// Identifiers are unique for the life of the process and increase in the order the calls were
/// made. They carry no other meaning; compare them, use them as keys, or print them.
public struct NavigationID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The position of the call among every call made in the process, from 1.
    public let rawValue: UInt64

    @MainActor private static var last: UInt64 = 0

    /// The next identifier. A counter rather than a UUID: it costs nothing when nobody observes,
    /// and it reads well in logs.
    @MainActor
    static func next() -> NavigationID {
        last += 1
        return NavigationID(rawValue: last)
    }

    private init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// `"navigation #12"`.
    public var description: String { "navigation #\(rawValue)" }

    /// Earlier calls first.
    public static func < (lhs: NavigationID, rhs: NavigationID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
