#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif
#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

/// Connects the routes a feature module exposes to the features that show them: RouterService's
/// `RouteHandler`.
///
/// The route types live in the module's interface, so other modules can navigate to them; the
/// handler lives in the concrete module, next to the features, and only the app's main target
/// registers it with a ``RouteNavigator``:
///
/// ```swift
/// final class ProfileRouteHandler: RouteHandler {
///     var routes: [any CodableRoute.Type] { [ProfileRoute.self] }
///
///     func destination(forRoute route: any CodableRoute,
///                      fromViewController viewController: UIViewController) -> any Feature.Type {
///         ProfileFeature.self
///     }
/// }
/// ```
@MainActor
public protocol RouteHandler {
    /// The route types the handler serves; the navigator sends it every route of these types.
    var routes: [any CodableRoute.Type] { get }

    /// The feature to show for `route`, navigated to from `viewController`.
    ///
    /// Throw instead of RouterService's `preconditionFailure()` for a route the handler did not
    /// expect: the navigation fails with ``ProblemCode/routeHandlerFailed`` naming the
    /// handler and the route, and nothing on screen changes. A non-throwing implementation
    /// conforms too.
    func destination(
        forRoute route: any CodableRoute,
        fromViewController viewController: UIViewController
    ) throws -> any Feature.Type
}
