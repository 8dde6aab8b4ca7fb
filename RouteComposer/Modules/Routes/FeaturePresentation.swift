#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// How a ``RouteNavigator`` shows a feature relative to the controller navigated from:
/// RouterService's `PresentationStyle`.
///
/// ```swift
/// navigator.navigate(toRoute: LoginRoute(), fromView: self, presentationStyle: .push, animated: true)
/// ```
///
/// A struct rather than an enum, so an app adds its own presentations with the initializers,
/// from any ``Action`` or ``ContainerAction``:
///
/// ```swift
/// extension FeaturePresentation {
///     static let sheet = FeaturePresentation(name: "sheet", action: GeneralAction.presentModally(presentationStyle: .pageSheet))
/// }
/// ```
///
/// A feature may refuse a presentation in ``Feature/supports(_:)``; two presentations are the
/// same when their ``name``s are.
@MainActor
public struct FeaturePresentation: CustomStringConvertible, Equatable {
    /// The presentation's name, which identifies it: `push`, `present`, `show` or an app's own.
    public let name: String

    /// Makes the destination: the feature's step integrated by the presentation's action, after
    /// a step that finds the controller navigated from (or the container it integrates into).
    let destination:
        @MainActor (FeatureFactory<UIViewController, Any?>, UIViewController)
            throws(ModuleError) -> DestinationStep<UIViewController, Any?>

    /// A presentation that integrates the feature's controller with `action`, relative to the
    /// controller navigated from, which must be an `A.ViewController`.
    public init<A: Action>(name: String, action: A) {
        self.name = name
        destination = { factory, origin throws(ModuleError) in
            guard let typedOrigin = origin as? A.ViewController else {
                throw .presentationUnavailable(name, from: type(of: origin), needs: A.ViewController.self)
            }
            return StepAssembly(finder: NilFinder<UIViewController, Any?>(), factory: factory)
                .using(action)
                .assemble(from: GeneralStep.custom(using: InstanceFinder<A.ViewController, Any?>(instance: typedOrigin)))
        }
    }

    /// A presentation that adds the feature's controller to a container with `action`; `container`
    /// finds that container from the controller navigated from, or returns `nil` when there is
    /// none.
    public init<A: ContainerAction>(
        name: String, action: A,
        container: @escaping @MainActor (UIViewController) -> A.ViewController?
    ) {
        self.name = name
        destination = { factory, origin throws(ModuleError) in
            guard let found = container(origin) else {
                throw .presentationUnavailable(name, from: type(of: origin), needs: A.ViewController.self)
            }
            return StepAssembly(finder: NilFinder<UIViewController, Any?>(), factory: factory)
                .using(action)
                .assemble(from: GeneralStep.custom(using: InstanceFinder<A.ViewController, Any?>(instance: found)))
        }
    }

    /// Pushes onto the navigation controller of the controller navigated from (or onto that
    /// controller, when it is a navigation controller). Fails with
    /// ``ProblemCode/presentationUnavailable`` when there is none.
    public static var push: FeaturePresentation {
        FeaturePresentation(name: "push", action: UINavigationController.push()) { origin in
            origin as? UINavigationController ?? origin.navigationController
        }
    }

    /// Presents modally, full screen, from the controller navigated from.
    public static var present: FeaturePresentation {
        FeaturePresentation(name: "present", action: GeneralAction.presentModally())
    }

    /// Lets UIKit choose with `show(_:sender:)` on the controller navigated from: a push inside
    /// a navigation controller, a modal presentation otherwise.
    public static var show: FeaturePresentation {
        FeaturePresentation(name: "show", action: ShowAction())
    }

    /// The name.
    public nonisolated var description: String { name }

    /// Whether the two presentations have the same name.
    public nonisolated static func == (lhs: FeaturePresentation, rhs: FeaturePresentation) -> Bool {
        lhs.name == rhs.name
    }
}
