/// What a ``DefaultRouter`` does with a navigation that arrives at a bad moment: while a
/// presentation covers the screen it would reuse, or before the window has a root view controller.
///
/// Set on the router (``DefaultRouter/linkArrivalPolicy``), one place for all its navigations.
/// Copies of a router share its queue, so an app that wants a policy for deep links alone gives
/// its deep links a copy: `var links = router; links.linkArrivalPolicy = ...`, and navigates to
/// URLs through `links`. See <doc:DeepLinks#When-a-link-arrives>.
public struct LinkArrivalPolicy: Hashable, Sendable, CustomStringConvertible {
    /// What a navigation does when the controller it starts from, already on screen, is covered
    /// by a presentation.
    ///
    /// A struct with static members rather than an enum, so that choices can be added later
    /// without breaking an app's exhaustive `switch`.
    public struct WhenCovered: Hashable, Sendable, CustomStringConvertible {
        enum Kind: Hashable, Sendable {
            case dismiss, wait, refuse
        }

        let kind: Kind

        /// Dismisses what covers it, then goes on: RouteComposer's behaviour, the default.
        public static let dismiss = WhenCovered(kind: .dismiss)
        /// Leaves the presentation to whoever shows it and waits until it is gone, dismissed by the
        /// user's swipe or by the app, then goes on. The wait ends the navigation with the
        /// router's ``DefaultRouter/actionTimeout`` (``RoutingFailureReason/timedOut``) or when the
        /// navigation is cancelled (`CancellationError`); the queue's later requests wait behind it.
        public static let wait = WhenCovered(kind: .wait)
        /// Fails at once, changing nothing, with ``RoutingError/compositionFailed(_:)`` whose
        /// underlying error is ``RoutingFailureReason/destinationCovered``, naming the
        /// destination, the covered controller and the covering one with their types.
        public static let refuse = WhenCovered(kind: .refuse)

        /// `"dismiss"`, `"wait"` or `"refuse"`.
        public var description: String { "\(kind)" }
    }

    /// What a navigation does when it arrives while the key window has no root view controller
    /// yet, as a universal link that launches the app can.
    ///
    /// A struct with static members rather than an enum, for the reason ``WhenCovered`` is.
    public struct BeforeRoot: Hashable, Sendable, CustomStringConvertible {
        enum Kind: Hashable, Sendable {
            case refuse, buffer
        }

        let kind: Kind

        /// Starts at once, as any navigation. Without a root nothing can be found to start from,
        /// so its planning fails, and the router reports that as ``RoutingError/compositionFailed(_:)``
        /// whose underlying error is ``RoutingFailureReason/noRootViewController`` (its message
        /// keeps what planning found). A navigation whose steps find their controllers elsewhere
        /// (a window the key window provider does not supply) runs as always. The default.
        public static let refuse = BeforeRoot(kind: .refuse)
        /// Waits in the router's ``NavigationQueue``, with every request after it, until the
        /// window has a root: the queue looks again when the app calls
        /// ``NavigationQueue/rootViewControllerInstalled()`` and whenever another request arrives.
        /// It ends exactly once: when it has run, or when it is cancelled or replaced
        /// (``NavigationQueuePolicy/latestWins``) while it waits.
        public static let buffer = BeforeRoot(kind: .buffer)

        /// `"refuse"` or `"buffer"`.
        public var description: String { "\(kind)" }
    }

    /// What a navigation does when its screen is covered.
    public var whenCovered: WhenCovered
    /// What a navigation does before the window has a root.
    public var beforeRoot: BeforeRoot

    /// Creates a policy; by default RouteComposer's behaviour.
    public init(whenCovered: WhenCovered = .dismiss, beforeRoot: BeforeRoot = .refuse) {
        self.whenCovered = whenCovered
        self.beforeRoot = beforeRoot
    }

    /// Dismisses what covers a screen, refuses before the root: the default.
    public static let standard = LinkArrivalPolicy()

    /// `"whenCovered: dismiss, beforeRoot: refuse"`.
    public var description: String { "whenCovered: \(whenCovered), beforeRoot: \(beforeRoot)" }
}
