import Foundation

#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Navigates to the feature a route leads to, from the controller that asks: RouterService's
/// `RouterService`, built on a ``Router``.
///
/// Register the dependencies in the ``container`` and each module's ``RouteHandler``; then a
/// feature navigates knowing only the route type, declared in another module's interface:
///
/// ```swift
/// let navigator = RouteNavigator(container: container)
/// navigator.register(routeHandler: ProfileRouteHandler())
/// navigator.navigate(toRoute: ProfileRoute(), fromView: self, presentationStyle: .push, animated: true)
/// ```
///
/// Each navigation is a destination made on the fly: the handler's feature built by a
/// ``FeatureFactory``, integrated by the presentation's action, after a step that finds the
/// controller navigated from. It goes through ``router`` like any other destination, so the
/// router's queue, interceptors, rollback and completion rules apply, and every problem found
/// before anything changes leaves the screen as it was: an unknown route, a handler that throws,
/// a presentation the origin or the feature does not allow, a dependency problem, a disabled
/// feature. Each is reported as ``RoutingError/compositionFailed(_:)`` whose underlying error is
/// the ``ModuleError`` naming the types.
///
/// The navigator registers itself in its container for ``RouteNavigating``, so features can
/// declare it as a ``Dependency`` (held weakly: the app keeps the navigator alive).
@MainActor
public final class RouteNavigator: RouteNavigating {
    private struct Registration {
        let routeType: any CodableRoute.Type
        let handler: any RouteHandler
    }

    /// Makes the features and fills their dependencies.
    public let container: DependencyContainer

    /// Carries out the navigations.
    public let router: any Router

    private var registrations = KeyedRegistry<String, Registration>()
    private var duplicates: [ModuleError] = []

    /// The route identifiers served, in the order they were first registered.
    public var identifiers: [String] { registrations.keys }

    /// A navigator making features with `container` and navigating with `router`.
    ///
    /// It registers itself in `container` for `any RouteNavigating` and adds its checks to the
    /// container's ``DependencyContainer/validate()``.
    public init(container: DependencyContainer = DependencyContainer(), router: any Router = DefaultRouter()) {
        self.container = container
        self.router = router
        container.register((any RouteNavigating).self, scope: .transient) { [weak self] () throws -> any RouteNavigating in
            guard let self else { throw RouteNavigatorReleased() }
            return self
        }
        container.addValidationCheck { [weak self] _ in self?.duplicates ?? [] }
    }

    /// Registers `routeHandler` for each of its ``RouteHandler/routes``.
    ///
    /// An identifier that is already served is served by the new handler from now on, and the
    /// container's ``DependencyContainer/validate()`` reports it as
    /// ``ProblemCode/duplicateRoute``, naming both handlers and route types.
    public func register(routeHandler: any RouteHandler) {
        for routeType in routeHandler.routes {
            let identifier = routeType.identifier
            if let earlier = registrations.replace(Registration(routeType: routeType, handler: routeHandler), for: identifier) {
                duplicates.append(
                    .duplicateRoute(
                        identifier, routeType: routeType, handler: type(of: routeHandler),
                        earlierRouteType: earlier.routeType, earlierHandler: type(of: earlier.handler)))
            }
        }
    }

    /// Whether a handler serves `routeType`.
    public func handles(_ routeType: any CodableRoute.Type) -> Bool {
        registrations[routeType.identifier].map { ObjectIdentifier($0.routeType) == ObjectIdentifier(routeType) } ?? false
    }

    // MARK: Navigating

    /// Navigates to the feature `route` leads to, shown with `presentationStyle` relative to
    /// `viewController`.
    ///
    /// `completion` is called exactly once, with the router's result, or with the
    /// ``RoutingError/compositionFailed(_:)`` of a problem found before anything changed.
    public func navigate(
        toRoute route: any CodableRoute, fromView viewController: UIViewController,
        presentationStyle: FeaturePresentation, animated: Bool,
        completion: ((_: RoutingResult) -> Void)?
    ) {
        do {
            let step = try destination(forRoute: route, fromView: viewController, presentationStyle: presentationStyle)
            router.commitNavigation(to: step, with: route as Any?, animated: animated, completion: completion)
        } catch {
            completion?(.failure(error))
        }
    }

    /// Navigates as ``navigate(toRoute:fromView:presentationStyle:animated:completion:)`` does and
    /// returns once the navigation has finished.
    ///
    /// - Throws: the problems found before anything changed, and the navigation's errors, as
    ///   ``Router/navigate(to:with:animated:)`` throws them.
    public func navigate(
        toRoute route: any CodableRoute, fromView viewController: UIViewController,
        presentationStyle: FeaturePresentation, animated: Bool = true
    ) async throws {
        let step = try destination(forRoute: route, fromView: viewController, presentationStyle: presentationStyle)
        try await router.navigate(to: step, with: route as Any?, animated: animated)
    }

    /// The destination a navigation to `route` from `viewController` follows, without navigating:
    /// the feature's step after the origin's, to be navigated to with `route` as the context.
    ///
    /// The feature itself is not made yet: that happens when the router prepares the step.
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` with ``ProblemCode/unknownRoute``,
    ///   ``ProblemCode/routeHandlerFailed`` or ``ProblemCode/presentationUnavailable``.
    public func destination(
        forRoute route: any CodableRoute, fromView viewController: UIViewController,
        presentationStyle: FeaturePresentation
    ) throws -> DestinationStep<UIViewController, Any?> {
        let routeType = type(of: route)
        do throws(ModuleError) {
            guard let registration = registrations[routeType.identifier],
                ObjectIdentifier(registration.routeType) == ObjectIdentifier(routeType)
            else {
                throw .unknownRoute(routeType, knownIdentifiers: identifiers)
            }
            let feature: any Feature.Type
            do {
                feature = try registration.handler.destination(forRoute: route, fromViewController: viewController)
            } catch {
                throw .routeHandlerFailed(type(of: registration.handler), routeType: routeType, error: error)
            }
            var factory = FeatureFactory<UIViewController, Any?>(feature, in: container)
            factory.presentation = presentationStyle
            return try presentationStyle.destination(factory, viewController)
        } catch {
            throw RoutingError.compositionFailed(
                .init(
                    "Cannot navigate to \(String(reflecting: routeType)).",
                    underlyingError: error))
        }
    }

    // MARK: Starting

    /// A navigation controller whose root is `feature`'s controller: RouterService's way to
    /// start the app's first screen.
    ///
    /// - Throws: the errors of ``FeatureFactory/prepare(with:)`` and ``FeatureFactory/build(with:)``.
    public func navigationController(withInitialFeature feature: any Feature.Type) throws -> UINavigationController {
        let root = try FeatureFactory<UIViewController, Any?>(feature, in: container).execute()
        return UINavigationController(rootViewController: root)
    }

    // MARK: Decoding

    /// Lets `decoder` decode ``AnyRoute`` values as the route types registered now.
    ///
    /// The routes' fields are decoded with `decoder` itself, so its strategies apply to them.
    /// Routes registered later are unknown to it until the context is injected again.
    public func injectContext(toDecoder decoder: JSONDecoder) {
        let routeTypes = Dictionary(uniqueKeysWithValues: registrations.ordered.map { ($0.key, $0.entry.routeType) })
        decoder.userInfo[RouteDecodingContext.key] = RouteDecodingContext(routeTypes: routeTypes, decoder: decoder)
    }
}

/// The error the container's factory for ``RouteNavigating`` throws once its navigator is gone.
struct RouteNavigatorReleased: Error, CustomStringConvertible {
    var description: String { "The RouteNavigator registered for RouteNavigating was released." }
}
