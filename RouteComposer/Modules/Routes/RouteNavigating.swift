#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif
#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

/// What a feature needs of a ``RouteNavigator`` to navigate onwards: RouterService's
/// `RouterServiceProtocol`, for features to declare as a dependency.
///
/// ```swift
/// struct ProfileFeature: Feature {
///     @Dependency var navigator: any RouteNavigating
///     …
/// }
/// ```
///
/// A ``RouteNavigator`` registers itself for this type in its container.
@MainActor
public protocol RouteNavigating: AnyObject {
    /// Navigates to the feature `route` leads to, shown with `presentationStyle` relative to
    /// `viewController`; see ``RouteNavigator/navigate(toRoute:fromView:presentationStyle:animated:completion:)``.
    func navigate(
        toRoute route: any CodableRoute, fromView viewController: UIViewController,
        presentationStyle: FeaturePresentation, animated: Bool,
        completion: ((_: RoutingResult) -> Void)?)
}

extension RouteNavigating {
    /// Navigates without a completion, as RouterService's `navigate(toRoute:fromView:presentationStyle:animated:)`.
    public func navigate(
        toRoute route: any CodableRoute, fromView viewController: UIViewController,
        presentationStyle: FeaturePresentation, animated: Bool
    ) {
        navigate(
            toRoute: route, fromView: viewController, presentationStyle: presentationStyle,
            animated: animated, completion: nil)
    }
}
