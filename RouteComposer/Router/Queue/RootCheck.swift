import Foundation

/// Whether the window the router works in has a root view controller yet, which a navigation
/// needs to start from; see ``LinkArrivalPolicy/BeforeRoot``.
///
/// The window is the one ``RouteComposerDefaults/windowProvider`` supplies, the window the
/// built-in finders search, aimed at the router's scene when it has one.
@MainActor
enum RootCheck {
    /// True when there is no window, or its `rootViewController` is nil, in the scene `aim`
    /// supplies, or, without one, in the window the navigation works in.
    static func windowHasNoRoot(aimedAt aim: SceneWindowProvider?) -> Bool {
        SceneAim.within(aim) { RouteComposerDefaults.shared.windowProvider.window?.rootViewController == nil }
    }

    /// The error of a navigation to `destination` that could not be planned, `failure`, for want
    /// of a root: refused, as ``LinkArrivalPolicy/BeforeRoot/refuse`` says.
    static func refusal(of destination: String, over failure: Error) -> RoutingError {
        RoutingError.compositionFailed(
            .init(
                "The navigation to \(destination) arrived before the window had a root view controller, and the router's link arrival policy refuses it (beforeRoot: refuse); planning found: \(failure)",
                underlyingError: RoutingFailureReason.noRootViewController,
                location: RoutingErrorLocation(phase: .preparation)))
    }
}
