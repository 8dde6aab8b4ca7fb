/// A step that shows the tab with an identifier of a tab bar controller driven by iOS 18 tabs:
/// "the library tab", a root tab or a group's child.
///
/// Chain it after the step that finds or builds the tab bar controller, with the same context:
///
/// ```swift
/// let tabBar = StepAssembly(finder: ClassFinder<UITabBarController, Void>(), factory: NilFactory())
///     .from(GeneralStep.current())
///     .assemble()
///
/// let library = TabStep.selecting("library", of: UINavigationController.self, context: Void.self)
///     .assemble(from: tabBar)
/// ```
///
/// When the tab is already selected and shown, it is the destination and nothing changes.
/// Otherwise the steps before run, and ``TabBarControllerActions/SelectTabAction`` selects it;
/// a group's child is shown when its group has a managing navigation controller, as in UIKit.
/// A tab bar controller on screen without the tab fails the navigation while it is planned,
/// before any change, with ``RoutingFailureReason/tabNotFound``. Before iOS 18, or on a tab
/// bar controller driven by `viewControllers`, no tab has an identifier, and the step fails.
@MainActor
public enum TabStep {
    /// The step: the controller of the tab with `identifier`, selected.
    ///
    /// - Parameters:
    ///   - identifier: the tab's identifier.
    ///   - viewControllerType: the type of the tab's controller; a tab whose controller is of
    ///     another type is not found, and the step fails.
    ///   - contextType: the navigation's context type, that of the step before.
    ///   - iterator: how the hierarchy is searched for the tab bar controller.
    public static func selecting<VC: UIViewController, C>(
        _ identifier: String, of viewControllerType: VC.Type, context contextType: C.Type,
        iterator: StackIterator = RouteComposerDefaults.shared.stackIterator
    ) -> ContainerStepChainAssembly<UITabBarController, VC, C> {
        StepAssembly(
            finder: TabFinder<VC, C>(identifier: identifier, iterator: iterator),
            factory: FinderFactory(alwaysFinding: TabFinder<VC, C>(identifier: identifier, iterator: iterator, onlyShown: false), configuration: nil)
        )
        .using(UITabBarController.selectTab())
    }
}
