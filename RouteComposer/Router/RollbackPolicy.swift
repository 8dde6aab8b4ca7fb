/// What a ``DefaultRouter`` does with the screen when a navigation fails after it changed it.
///
/// A struct with static members rather than an enum, so policies can be added later without
/// breaking an app's exhaustive `switch`. See <doc:NavigationLifecycle#Rolling-back>.
public struct RollbackPolicy: Hashable, Sendable, CustomStringConvertible {
    enum Value: Hashable, Sendable {
        case rollback
        case leaveAsIs
    }

    let value: Value

    /// Undo what the failed navigation did, newest change first, without animation, before the
    /// failure is reported: a failed navigation does not leave half-built screens behind. What
    /// cannot be undone is reported through ``RollbackIncomplete``. The default.
    public static let rollback = RollbackPolicy(value: .rollback)
    /// Leave the screen as the failure found it, as RouteComposer 2.x did: what was integrated
    /// before the failure stays on screen, and the failure is reported at once.
    public static let leaveAsIs = RollbackPolicy(value: .leaveAsIs)

    /// `"rollback"` or `"leaveAsIs"`.
    public var description: String {
        switch value {
        case .rollback: "rollback"
        case .leaveAsIs: "leaveAsIs"
        }
    }
}
