import Foundation

/// Whether the window the router works in has a root view controller yet, which a navigation
/// needs to start from; see ``LinkArrivalPolicy/BeforeRoot``.
///
/// The window is the one ``RouteComposerDefaults/windowProvider`` supplies, the window the
/// built-in finders search.
@MainActor
enum RootCheck {
    /// True when there is no window, or its `rootViewController` is nil.
    static var keyWindowHasNoRoot: Bool {
        RouteComposerDefaults.shared.windowProvider.window?.rootViewController == nil
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
