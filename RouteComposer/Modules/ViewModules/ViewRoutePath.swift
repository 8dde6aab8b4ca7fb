#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Where a view module's screen goes: ZIKRouter's `ViewRoutePath`, made of RouteComposer's
/// actions.
///
/// The common paths are ``push(from:)``, ``presentModally(from:)`` and ``show(from:)``; any
/// other action of the library or of the app, from any step, is spelled with `using(_:from:)`:
///
/// ```swift
/// .using(.present(presentationStyle: .formSheet), from: .current)
/// .using(UITabBarController.add(), from: .custom(using: ClassFinder<UITabBarController, Void>()))
/// ```
///
/// A path's source is held weakly: a source that went away by the time the navigation starts
/// fails it before the hierarchy changes.
@MainActor
public struct ViewRoutePath {
    /// Adds the module's step (finder, factory and tasks already set) to the path's chain.
    let assemble: @MainActor (StepAssembly<ViewModuleFinder, ViewModuleFactory>) -> DestinationStep<UIViewController, Void>

    /// Pushes onto the navigation controller that `source` is in. A source outside a navigation
    /// controller fails the navigation before the hierarchy changes.
    public static func push(from source: UIViewController) -> ViewRoutePath {
        let origin = GeneralStep.custom(using: NavigationControllerOfFinder(source: source))
        return using(UINavigationController.push(), from: origin)
    }

    /// Presents modally, full screen, from `source`.
    public static func presentModally(from source: UIViewController) -> ViewRoutePath {
        using(GeneralAction.presentModally(), from: GeneralStep.custom(using: InstanceFinder<UIViewController, Void>(instance: source)))
    }

    /// UIKit's `show(_:sender:)` as the path is made: pushes when `source` is in a navigation
    /// controller, otherwise presents modally from it.
    public static func show(from source: UIViewController) -> ViewRoutePath {
        source.navigationController == nil ? presentModally(from: source) : push(from: source)
    }

    /// Integrates the screen with `action`, after `step`: any action that works on any
    /// controller, such as a presentation or replacing the window's root.
    public static func using<A: Action>(_ action: A, from step: DestinationStep<A.ViewController, Void>) -> ViewRoutePath {
        ViewRoutePath { module in module.using(action).from(step).assemble() }
    }

    /// Integrates the screen into the container `step` finds or builds, with `action`: a push,
    /// a tab, a split's detail.
    public static func using<A: ContainerAction>(_ action: A, from step: DestinationStep<A.ViewController, Void>) -> ViewRoutePath {
        ViewRoutePath { module in module.using(action).from(step).assemble() }
    }
}
