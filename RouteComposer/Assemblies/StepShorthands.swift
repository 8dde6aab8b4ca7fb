extension ActionToStepIntegrator where VC == UINavigationController {
    /// A new navigation controller: `.from(.navigationController)`.
    public static var navigationController: NavigationControllerStep<UINavigationController, C> { NavigationControllerStep() }
}

extension ActionToStepIntegrator where VC == UITabBarController {
    /// A new tab bar controller: `.from(.tabBarController)`.
    public static var tabBarController: TabBarControllerStep<UITabBarController, C> { TabBarControllerStep() }
}

extension ActionToStepIntegrator where VC == UISplitViewController {
    /// A new split view controller: `.from(.splitViewController)`.
    public static var splitViewController: SplitControllerStep<UISplitViewController, C> { SplitControllerStep() }
}

extension DestinationStep where VC == UIViewController {
    /// Starts from the key window's root: `.from(.root)`.
    public static var root: DestinationStep<UIViewController, C> { GeneralStep.root() }

    /// Starts from the root of the provider's window.
    public static func root(windowProvider: WindowProvider) -> DestinationStep<UIViewController, C> {
        GeneralStep.root(windowProvider: windowProvider)
    }

    /// Starts from the key window's topmost presented controller: `.from(.current)`.
    public static var current: DestinationStep<UIViewController, C> { GeneralStep.current() }

    /// Starts from the topmost presented controller of the provider's window.
    public static func current(windowProvider: WindowProvider) -> DestinationStep<UIViewController, C> {
        GeneralStep.current(windowProvider: windowProvider)
    }
}

extension DestinationStep {
    /// Starts from whatever `finder` finds: `.from(.custom(using: finder))`.
    public static func custom<F: Finder>(using finder: F) -> DestinationStep<F.ViewController, F.Context> where F.Context == C {
        GeneralStep.custom(using: finder)
    }
}

// Upstream 2.x also declares the origin shorthands on `ActionToStepIntegrator`, so spellings
// such as `ActionToStepIntegrator<UIViewController, C>.current` compile there.
extension ActionToStepIntegrator where VC == UIViewController {
    /// Starts from the key window's root; the same step as ``DestinationStep/root``.
    public static var root: DestinationStep<UIViewController, C> { GeneralStep.root() }

    /// Starts from the root of the provider's window.
    public static func root(windowProvider: WindowProvider) -> DestinationStep<UIViewController, C> {
        GeneralStep.root(windowProvider: windowProvider)
    }

    /// Starts from the key window's topmost presented controller; the same step as
    /// ``DestinationStep/current``.
    public static var current: DestinationStep<UIViewController, C> { GeneralStep.current() }

    /// Starts from the topmost presented controller of the provider's window.
    public static func current(windowProvider: WindowProvider) -> DestinationStep<UIViewController, C> {
        GeneralStep.current(windowProvider: windowProvider)
    }

    /// Starts from whatever `finder` finds.
    public static func custom<F: Finder>(using finder: F) -> DestinationStep<F.ViewController, F.Context> where F.Context == C {
        GeneralStep.custom(using: finder)
    }
}

// Upstream 2.x declares `splitViewController` in the extension for tab bar controllers (a
// copy-paste slip); keep that spelling compiling, pointing at the correct one.
extension ActionToStepIntegrator where VC == UITabBarController {
    /// A new split view controller, reachable from a tab bar controller step as in upstream 2.x.
    @available(*, deprecated, message: "Use ActionToStepIntegrator<UISplitViewController, C>.splitViewController, i.e. `.from(.splitViewController)`.")
    public static var splitViewController: SplitControllerStep<UISplitViewController, C> { SplitControllerStep() }
}
