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
            case poppedByUser
            case dismissedByUser
            case removedByUser
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

        /// Popped off a navigation stack that is still on screen, by no navigation or dismissal
        /// of a router reporting here: the user's swipe back or tap on the back button (the
        /// two are not told apart; see <doc:NavigationLifecycle#Changes-the-user-made>), or the
        /// app's own call to UIKit.
        public static let poppedByUser = RemovalReason(kind: .poppedByUser)
        /// Dismissed from a presenter that is still on screen, by no navigation or dismissal of a
        /// router reporting here: the user's swipe down of a sheet, or the app's own call to UIKit.
        public static let dismissedByUser = RemovalReason(kind: .dismissedByUser)
        /// Gone from the screen by no navigation or dismissal of a router reporting here, in a
        /// way the comparison of the screens cannot name: a new root of the window, a child taken
        /// out of a container, a tab removed.
        public static let removedByUser = RemovalReason(kind: .removedByUser)

        /// True for the reasons of changes no router made: ``poppedByUser``, ``dismissedByUser``
        /// and ``removedByUser``.
        public var isByUser: Bool {
            switch kind {
            case .poppedByUser, .dismissedByUser, .removedByUser: true
            case .dismissed, .popped, .replaced, .rolledBack: false
            }
        }

        /// The reason's name, such as `"popped"` or `"poppedByUser"`.
        public var description: String {
            switch kind {
            case .dismissed: "dismissed"
            case .popped: "popped"
            case .replaced: "replaced"
            case .rolledBack: "rolledBack"
            case .poppedByUser: "poppedByUser"
            case .dismissedByUser: "dismissedByUser"
            case .removedByUser: "removedByUser"
            }
        }
    }
}
