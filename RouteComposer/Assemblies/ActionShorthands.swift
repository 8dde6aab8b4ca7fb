import Foundation

// Shorthands such as `.using(.push)` and `.using(.present)`. They are static members of
// `AbstractAction` constrained to one concrete action (static member lookup in generic contexts),
// so `using` needs no overload per action and chains type-check quickly. They extend
// `AbstractAction`, not `Action` or `ContainerAction`, because `using(_:)` takes any
// `AbstractAction` and an implicit member is looked up in the parameter's protocol and the
// protocols it refines only; `Action` and `ContainerAction` parameters see them as well.
//
// Optional parameters default to `.none` rather than `nil`: the compiler emits a `nil` default
// at each call site and type-checks it there, once per call and argument; `.none` is checked
// once, here (Benchmarks/TypeCheck).

extension AbstractAction where Self == ViewControllerActions.PresentModallyAction {
    /// Presents modally from the previous step's controller, full screen.
    public static var present: Self { GeneralAction.presentModally() }

    /// Presents modally with the given settings; see ``GeneralAction/presentModally(startingFrom:presentationStyle:transitionStyle:transitioningDelegate:preferredContentSize:isModalInPresentation:presentationConfiguration:popoverAnchor:)``.
    public static func present(
        startingFrom presentationStartingPoint: ViewControllerActions.PresentModallyAction.ModalPresentationStartingPoint = .current,
        presentationStyle: UIModalPresentationStyle? = .fullScreen,
        transitionStyle: UIModalTransitionStyle? = .coverVertical,
        transitioningDelegate: UIViewControllerTransitioningDelegate? = .none,
        preferredContentSize: CGSize? = .none,
        isModalInPresentation: Bool? = .none,
        presentationConfiguration: ((_: UIPresentationController) -> Void)? = .none,
        popoverAnchor: PopoverAnchor? = .none
    ) -> Self {
        GeneralAction.presentModally(
            startingFrom: presentationStartingPoint, presentationStyle: presentationStyle, transitionStyle: transitionStyle,
            transitioningDelegate: transitioningDelegate, preferredContentSize: preferredContentSize,
            isModalInPresentation: isModalInPresentation, presentationConfiguration: presentationConfiguration,
            popoverAnchor: popoverAnchor)
    }

    /// Presents an alert or an action sheet in the style UIKit chooses, anchored on a regular
    /// width at `popoverAnchor`; see ``GeneralAction/presentAlert(startingFrom:popoverAnchor:)``.
    public static func presentAlert(
        startingFrom presentationStartingPoint: ViewControllerActions.PresentModallyAction.ModalPresentationStartingPoint = .current,
        popoverAnchor: PopoverAnchor? = .none
    ) -> Self {
        GeneralAction.presentAlert(startingFrom: presentationStartingPoint, popoverAnchor: popoverAnchor)
    }

    /// Presents modally and hands the popover presentation controller to `popoverConfiguration`
    /// before presenting; see ``GeneralAction/presentModally(startingFrom:presentationStyle:transitionStyle:transitioningDelegate:preferredContentSize:isModalInPresentation:popoverConfiguration:)``.
    ///
    /// `popoverConfiguration` has no default so that `.present(...)` without it stays unambiguous.
    public static func present(
        startingFrom presentationStartingPoint: ViewControllerActions.PresentModallyAction.ModalPresentationStartingPoint = .current,
        presentationStyle: UIModalPresentationStyle? = .fullScreen,
        transitionStyle: UIModalTransitionStyle? = .coverVertical,
        transitioningDelegate: UIViewControllerTransitioningDelegate? = .none,
        preferredContentSize: CGSize? = .none,
        isModalInPresentation: Bool? = .none,
        popoverConfiguration: ((_: UIPopoverPresentationController) -> Void)?
    ) -> Self {
        GeneralAction.presentModally(
            startingFrom: presentationStartingPoint, presentationStyle: presentationStyle, transitionStyle: transitionStyle,
            transitioningDelegate: transitioningDelegate, preferredContentSize: preferredContentSize,
            isModalInPresentation: isModalInPresentation, popoverConfiguration: popoverConfiguration)
    }
}

extension AbstractAction where Self == ViewControllerActions.ReplaceRootAction {
    /// Replaces the key window's root at once.
    public static var replaceRoot: Self { GeneralAction.replaceRoot() }

    /// Replaces the root of the provider's window, with an optional transition.
    public static func replaceRoot(
        windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider,
        animationOptions: UIView.AnimationOptions? = .none,
        duration: TimeInterval = 0.3
    ) -> Self {
        GeneralAction.replaceRoot(windowProvider: windowProvider, animationOptions: animationOptions, duration: duration)
    }

    /// Replaces the root of the provider's window, with the labels in upstream 2.x's order; see
    /// ``GeneralAction/replaceRoot(animationOptions:windowProvider:duration:)``.
    public static func replaceRoot(
        animationOptions: UIView.AnimationOptions?,
        windowProvider: WindowProvider,
        duration: TimeInterval = 0.3
    ) -> Self {
        GeneralAction.replaceRoot(animationOptions: animationOptions, windowProvider: windowProvider, duration: duration)
    }
}

extension AbstractAction where Self == ViewControllerActions.NilAction {
    /// Leaves the controller where another step put it.
    public static var nilAction: Self { GeneralAction.nilAction() }
}

extension AbstractAction where Self == NavigationControllerActions.PushAction<UINavigationController> {
    /// Pushes onto the navigation controller.
    public static var push: Self { UINavigationController.push() }
}

extension AbstractAction where Self == NavigationControllerActions.PushAsRootAction<UINavigationController> {
    /// Makes the controller the navigation controller's only one.
    public static var pushAsRoot: Self { UINavigationController.pushAsRoot() }
}

extension AbstractAction where Self == NavigationControllerActions.PushReplacingLastAction<UINavigationController> {
    /// Replaces the navigation controller's top.
    public static var pushReplacingLast: Self { UINavigationController.pushReplacingLast() }
}

extension AbstractAction where Self == TabBarControllerActions.AddTabAction<UITabBarController> {
    /// Adds a tab at the end.
    public static var addTab: Self { UITabBarController.add() }

    /// Adds a tab at `tabIndex`, replacing the tab there when `replacing`.
    public static func addTab(at tabIndex: Int? = .none, replacing: Bool = false) -> Self {
        UITabBarController.add(at: tabIndex, replacing: replacing)
    }
}

extension AbstractAction where Self == SplitViewControllerActions.SetAsMasterAction<UISplitViewController> {
    /// Makes the controller the split's primary column.
    public static var setAsPrimary: Self { UISplitViewController.setAsMaster() }
    /// The same as ``setAsPrimary``, under its older name.
    public static var setAsMaster: Self { UISplitViewController.setAsMaster() }
}

extension AbstractAction where Self == SplitViewControllerActions.PushToDetailsAction<UISplitViewController> {
    /// Shows the controller as the split's detail.
    public static var pushToDetails: Self { UISplitViewController.pushToDetails() }
}

extension AbstractAction where Self == SplitViewControllerActions.PushOnToDetailsAction<UISplitViewController> {
    /// Pushes the controller onto the split's details navigation controller.
    public static var pushOnToDetails: Self { UISplitViewController.pushOnToDetails() }
}
