#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif
#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

/// A ``Factory`` that builds a ``Feature``'s controller, so a feature is a step like any other:
/// found by the step's finder when it is on screen, built and integrated by its action when it
/// is not, with the step's interceptors, context tasks and post-routing tasks.
///
/// ```swift
/// let profile = StepAssembly(finder: ClassFinder<ProfileViewController, ProfileRoute>(),
///                            factory: FeatureFactory(ProfileFeature.self, as: ProfileViewController.self, in: container))
///     .adding(ProfileRouteTask())
///     .using(UINavigationController.push())
///     .from(NavigationControllerStep())
///     .using(GeneralAction.presentModally())
///     .from(GeneralStep.current())
///     .assemble()
/// ```
///
/// In ``prepare(with:)``, which the router calls for every step before it changes anything on
/// screen, the factory makes the feature through the container, fills its dependencies, asks
/// ``Feature/isEnabled()`` and follows ``Feature/fallback(forRoute:)`` while it says no. Every
/// problem met there (a missing or mistyped dependency, a dependency cycle, a disabled feature
/// without fallback, a fallback cycle) is thrown as ``RoutingError/compositionFailed(_:)`` whose
/// underlying error is the ``ModuleError`` naming the types, and the screen stays as it was.
///
/// The context is handed to ``Feature/build(fromRoute:)`` when it is a ``CodableRoute`` (an
/// `Any?` holding one included), and `nil` otherwise. `VC` is the type of controller the feature
/// builds, `UIViewController` when nothing more is known; a feature that builds another type is
/// reported as ``RoutingError/typeMismatch(type:expectedType:_:)``.
@MainActor
public struct FeatureFactory<VC: UIViewController, C>: Factory {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    /// The feature navigated to, before any fallback.
    let featureType: any Feature.Type

    /// The container that makes the feature and fills its dependencies.
    public let container: DependencyContainer

    /// The presentation the feature must support, when a ``RouteNavigator`` chose one.
    var presentation: FeaturePresentation?

    /// The feature to build, found in ``prepare(with:)``.
    private var prepared: (any Feature)?

    /// A factory for `feature`'s controller, whose type is inferred from the step it is used in.
    public init(_ feature: any Feature.Type, in container: DependencyContainer) {
        featureType = feature
        self.container = container
    }

    /// A factory for `feature`'s controller, which is of type `viewControllerType`, so that
    /// typed finders and context tasks can work with it.
    public init(_ feature: any Feature.Type, as viewControllerType: VC.Type, in container: DependencyContainer) {
        self.init(feature, in: container)
    }

    /// Finds the feature to build: the feature itself, or the fallback it leads to while disabled.
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` with the ``ModuleError`` as underlying
    ///   error: a dependency problem of a feature on the chain,
    ///   ``ProblemCode/featureDisabled``, ``ProblemCode/featureFallbackCycle``, or
    ///   ``ProblemCode/unsupportedPresentation``.
    public mutating func prepare(with context: C) throws {
        prepared = try resolve(with: context)
    }

    /// Builds the controller of the feature ``prepare(with:)`` found; resolves it first when the
    /// factory is used without preparation.
    ///
    /// - Throws: what the feature's ``Feature/build(fromRoute:)`` throws, the errors of
    ///   ``prepare(with:)``, or ``RoutingError/typeMismatch(type:expectedType:_:)`` when the
    ///   controller built is not a `VC`.
    public func build(with context: C) throws -> VC {
        let feature = try prepared ?? resolve(with: context)
        let built = try feature.build(fromRoute: Self.route(in: context))
        guard let typed = built as? VC else {
            throw RoutingError.typeMismatch(
                type: type(of: built), expectedType: VC.self,
                .init(
                    "\(moduleTypeName(type(of: feature))) built \(moduleTypeName(type(of: built))), but the step of "
                        + "\(moduleTypeName(featureType)) expects \(moduleTypeName(VC.self))."))
        }
        return typed
    }

    private func resolve(with context: C) throws -> any Feature {
        do throws(ModuleError) {
            let feature = try FeatureResolution.resolve(featureType, route: Self.route(in: context), in: container)
            if let presentation, !feature.supports(presentation) {
                throw ModuleError.unsupportedPresentation(type(of: feature), presentation: presentation)
            }
            return feature
        } catch {
            throw RoutingError.compositionFailed(
                .init(
                    "\(moduleTypeName(featureType)) cannot be shown.",
                    underlyingError: error))
        }
    }

    /// The route in `context`, looking inside an optional.
    static func route(in context: C) -> (any CodableRoute)? {
        context as? any CodableRoute
    }
}

extension StepAssembly {
    /// Starts a step whose controller is built by `feature`, made through `container`.
    public convenience init(finder: F, feature: any Feature.Type, in container: DependencyContainer)
    where FC == FeatureFactory<F.ViewController, F.Context> {
        self.init(finder: finder, factory: FeatureFactory(feature, in: container))
    }
}
