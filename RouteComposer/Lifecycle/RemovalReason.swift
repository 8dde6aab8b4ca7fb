extension NavigationEvent {
    /// Why controllers left the screen.
    ///
    /// A struct with static members rather than an enum, so reasons can be added later without
    /// breaking an observer's exhaustive `switch`.
    public struct RemovalReason: Hashable, Sendable, CustomStringConvertible {
        enum Kind: Hashable, Sendable {
            case dismissed
            case popped
            case replaced
            case rolledBack
        }

        let kind: Kind

        /// Dismissed from a presentation: what covered the controller a navigation starts from,
        /// or a screen closed by ``DefaultRouter/dismiss(_:animated:completion:)``.
        public static let dismissed = RemovalReason(kind: .dismissed)
        /// Popped off a navigation stack: to reveal a controller lower in it, or to close a screen.
        public static let popped = RemovalReason(kind: .popped)
        /// Replaced by an action: a new root, a new navigation stack or top, a new split detail,
        /// or whatever a custom action removed.
        public static let replaced = RemovalReason(kind: .replaced)
        /// Removed by the rollback of a failed navigation, which took off what it had added.
        public static let rolledBack = RemovalReason(kind: .rolledBack)

        /// `"dismissed"`, `"popped"`, `"replaced"` or `"rolledBack"`.
        public var description: String {
            switch kind {
            case .dismissed: "dismissed"
            case .popped: "popped"
            case .replaced: "replaced"
            case .rolledBack: "rolledBack"
            }
        }
    }
}
