#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// What validation needs to know about a node beyond its public description: the metatypes and
/// the action box, which are neither `Sendable` nor printable.
@MainActor
struct NavigationGraphFacts {
    /// Whether a chain that ends at an origin can start.
    enum Start {
        /// The window's root or topmost controller: there whenever the app has a window.
        case always
        /// A finder that never finds (a ``NilEntity`` finder used as an origin).
        case never
        /// A finder for controllers of this type: it finds one only if something builds it.
        case whenFound(UIViewController.Type)
    }

    let viewControllerType: UIViewController.Type
    /// The predecessor of a step node.
    var previous: String?
    /// The action that integrates a step node into its predecessor.
    var action: ActionBox?
    var hasFinder = false
    /// The types of controller the step builds: its factory's, then what the factory builds in.
    var builtTypes: [UIViewController.Type] = []
    /// Set on origins only.
    var start: Start?
    /// For a switch, the nodes its cases continue with.
    var switchBranches: [String] = []
    /// For a switch, whether some case is only decided while navigating.
    var hasUndecidedCases = false
}
