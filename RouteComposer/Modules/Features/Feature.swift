#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif
#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

/// A screen of a feature module, built from the dependencies it declares: RouterService's
/// `Feature`, with ``CodableRoute`` as the route protocol.
///
/// A feature declares what it needs with ``Dependency`` properties and builds its controller from
/// them; a ``DependencyContainer`` makes the feature and fills those properties before it is
/// asked for anything:
///
/// ```swift
/// struct ProfileFeature: Feature {
///     @Dependency var client: HTTPClientProtocol
///
///     func build(fromRoute route: (any CodableRoute)?) -> UIViewController {
///         ProfileViewController(client: client)
///     }
/// }
/// ```
///
/// A feature that may be switched off (a feature flag, a minimum OS version) says so in
/// ``isEnabled()`` and names another feature to show instead in ``fallback(forRoute:)``. The
/// decision is taken while the router prepares a navigation, before anything on screen changes;
/// a disabled feature without a fallback is a ``ModuleError`` then, not a crash.
///
/// Use a feature as a step's factory with ``FeatureFactory``, or navigate to it by route with a
/// ``RouteNavigator``.
@MainActor
public protocol Feature {
    /// Creates the feature with its dependencies still unfilled; the container fills them next.
    init()

    /// Builds the feature's controller. `route` is the route navigated with, if any: the
    /// context of the step, when it is a ``CodableRoute``.
    ///
    /// It runs after ``isEnabled()`` said yes, with every ``Dependency`` filled. Throwing ends
    /// the navigation with the error; a non-throwing implementation, as RouterService's are,
    /// conforms too.
    func build(fromRoute route: (any CodableRoute)?) throws -> UIViewController

    /// Whether the feature may be shown now. Evaluated during the preparation of each
    /// navigation to it, with the dependencies filled, so a flag read from a dependency is read
    /// at that moment. `true` by default.
    func isEnabled() -> Bool

    /// The feature to show instead of this one while it is disabled, or `nil` to fail the
    /// navigation with ``ProblemCode/featureDisabled``. `nil` by default.
    ///
    /// A fallback may be disabled in turn and name its own fallback; a chain that comes back to a
    /// feature already on it is a ``ProblemCode/featureFallbackCycle``.
    func fallback(forRoute route: (any CodableRoute)?) -> (any Feature.Type)?

    /// Whether the feature can be shown with `presentation` by a ``RouteNavigator``: a screen
    /// that must be pushed can refuse to be presented modally. Every presentation by default.
    ///
    /// A refused presentation is a ``ProblemCode/unsupportedPresentation`` before anything
    /// on screen changes.
    func supports(_ presentation: FeaturePresentation) -> Bool
}

extension Feature {
    /// Enabled.
    public func isEnabled() -> Bool { true }

    /// No fallback.
    public func fallback(forRoute route: (any CodableRoute)?) -> (any Feature.Type)? { nil }

    /// Every presentation.
    public func supports(_ presentation: FeaturePresentation) -> Bool { true }
}
