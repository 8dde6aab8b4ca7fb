import Foundation

extension GeneralAction {
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
}
