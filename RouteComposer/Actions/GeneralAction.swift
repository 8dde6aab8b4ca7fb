import Foundation

/// Actions that work on any view controller: present it, replace the window's root with it, or
/// leave it where it is.
@MainActor
public enum GeneralAction {
    /// Replaces the root of the provider's window.
    ///
    /// - Parameters:
    ///   - windowProvider: the window whose root is replaced.
    ///   - animationOptions: the transition's options; without them the root is replaced at once.
    ///   - duration: the transition's duration.
    public static func replaceRoot(
        windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider,
        animationOptions: UIView.AnimationOptions? = nil,
        duration: TimeInterval = 0.3
    ) -> ViewControllerActions.ReplaceRootAction {
        ViewControllerActions.ReplaceRootAction(windowProvider: windowProvider, animationOptions: animationOptions, duration: duration)
    }

    /// Replaces the root of the provider's window, with the labels in upstream 2.x's order.
    ///
    /// Both `animationOptions` and `windowProvider` are required here so that calls naming fewer
    /// labels resolve to ``replaceRoot(windowProvider:animationOptions:duration:)`` alone.
    ///
    /// - Parameters:
    ///   - animationOptions: the transition's options; nil replaces the root at once.
    ///   - windowProvider: the window whose root is replaced.
    ///   - duration: the transition's duration.
    public static func replaceRoot(
        animationOptions: UIView.AnimationOptions?,
        windowProvider: WindowProvider,
        duration: TimeInterval = 0.3
    ) -> ViewControllerActions.ReplaceRootAction {
        replaceRoot(windowProvider: windowProvider, animationOptions: animationOptions, duration: duration)
    }

    /// Presents modally. Only the settings given (non-nil) are applied to the presented controller.
    ///
    /// - Parameters:
    ///   - presentationStartingPoint: which controller presents.
    ///   - presentationStyle: the presentation style; `.fullScreen` by default.
    ///   - transitionStyle: the transition style; `.coverVertical` by default.
    ///   - transitioningDelegate: a transitioning delegate, held weakly.
    ///   - preferredContentSize: the presented controller's preferred content size.
    ///   - isModalInPresentation: whether the user may not dismiss it interactively.
    ///   - presentationConfiguration: configures the presentation controller (sheet detents, popover anchors).
    ///   - popoverAnchor: where a popover points when the presentation is one and the controller
    ///     has no anchor of its own; without any, the navigation fails before presenting with
    ///     ``RoutingFailureReason/popoverWithoutAnchor``.
    public static func presentModally(
        startingFrom presentationStartingPoint: ViewControllerActions.PresentModallyAction.ModalPresentationStartingPoint = .current,
        presentationStyle: UIModalPresentationStyle? = .fullScreen,
        transitionStyle: UIModalTransitionStyle? = .coverVertical,
        // `.none`, not `nil`: a `nil` default is type-checked again at every call site.
        transitioningDelegate: UIViewControllerTransitioningDelegate? = .none,
        preferredContentSize: CGSize? = .none,
        isModalInPresentation: Bool? = .none,
        presentationConfiguration: ((_: UIPresentationController) -> Void)? = .none,
        popoverAnchor: PopoverAnchor? = .none
    ) -> ViewControllerActions.PresentModallyAction {
        ViewControllerActions.PresentModallyAction(
            startingFrom: presentationStartingPoint, presentationStyle: presentationStyle,
            transitionStyle: transitionStyle, transitioningDelegate: transitioningDelegate,
            preferredContentSize: preferredContentSize, isModalInPresentation: isModalInPresentation,
            presentationConfiguration: presentationConfiguration, popoverAnchor: popoverAnchor)
    }

    /// Presents modally, configuring the popover presentation controller when the style is `.popover`.
    public static func presentModally(
        startingFrom presentationStartingPoint: ViewControllerActions.PresentModallyAction.ModalPresentationStartingPoint = .current,
        presentationStyle: UIModalPresentationStyle? = .fullScreen,
        transitionStyle: UIModalTransitionStyle? = .coverVertical,
        // `.none`, not `nil`: a `nil` default is type-checked again at every call site.
        transitioningDelegate: UIViewControllerTransitioningDelegate? = .none,
        preferredContentSize: CGSize? = .none,
        isModalInPresentation: Bool? = .none,
        popoverConfiguration: ((_: UIPopoverPresentationController) -> Void)?
    ) -> ViewControllerActions.PresentModallyAction {
        presentModally(
            startingFrom: presentationStartingPoint, presentationStyle: presentationStyle, transitionStyle: transitionStyle,
            transitioningDelegate: transitioningDelegate, preferredContentSize: preferredContentSize,
            isModalInPresentation: isModalInPresentation,
            presentationConfiguration: { controller in
                guard let popover = controller as? UIPopoverPresentationController else { return }
                popoverConfiguration?(popover)
            })
    }

    /// An action that does nothing, for controllers that another step already put in place.
    public static func nilAction() -> ViewControllerActions.NilAction {
        ViewControllerActions.NilAction()
    }
}

/// The actions behind ``GeneralAction``.
@MainActor
public enum ViewControllerActions {}
