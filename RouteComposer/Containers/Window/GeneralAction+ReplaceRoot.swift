import Foundation

extension GeneralAction {
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
}
