import Foundation

extension DefaultRouter {
    /// The `activityType` of the `NSUserActivity` with which
    /// ``navigateInNewWindow(to:with:animated:completion:)`` asks UIKit for a new window.
    ///
    /// The scene delegate finds it among `connectionOptions.userActivities` in
    /// `scene(_:willConnectTo:options:)`: it sets up the window and its root as for any new scene
    /// and leaves the destination to the router, rather than handling the activity as a link.
    /// List it under `NSUserActivityTypes` in the Info.plist if the app declares that key. See
    /// <doc:Scenes#Showing-a-destination-in-a-new-window>.
    public static let newWindowActivityType = "RouteComposer.NewWindowNavigation"

    /// The key, in the `userInfo` of the ``newWindowActivityType`` activity, of a string that
    /// identifies the request: each call of ``navigateInNewWindow(to:with:animated:completion:)``
    /// has its own.
    public static let newWindowRequestKey = "RouteComposer.NewWindowNavigation.request"

    /// Opens a new window, where the platform allows it (iPad, Mac Catalyst), and navigates to
    /// `step` with `context` in it.
    ///
    /// The router asks UIKit for a new scene with
    /// `requestSceneSessionActivation(nil, userActivity:options:errorHandler:)`, the activity of
    /// type ``newWindowActivityType`` telling the app's scene delegate why it connects. The first
    /// window scene that connects after the request, with a session that was not open before it,
    /// is the new window. The navigation then waits in that scene's ``NavigationQueue`` until its
    /// window has a root view controller, as ``LinkArrivalPolicy/BeforeRoot/buffer`` waits, and
    /// runs aimed at that scene, with this router's settings, global tasks and observers, as
    /// ``init(scene:logger:stackPresentationHandler:containerAdapterLocator:navigationQueue:clock:observers:)``
    /// would run it. The queue looks for the root when the scene becomes active, and when the
    /// scene delegate calls ``NavigationQueue/rootViewControllerInstalled()`` on the scene's queue.
    ///
    /// `completion` is called exactly once unless this method throws: with success once the
    /// destination is on screen in the new window; otherwise with
    /// ``RoutingError/compositionFailed(_:)`` whose underlying error is
    /// ``RoutingFailureReason/sceneActivationFailed`` when UIKit's error handler reports an error,
    /// ``RoutingFailureReason/timedOut`` when no new window has a root within ``actionTimeout`` on
    /// the router's ``clock`` (the navigation then leaves the new scene's queue), the
    /// navigation's own error once it runs, or `CancellationError` when the `Task` of the `async`
    /// form is cancelled. A window UIKit has opened stays open whatever the outcome.
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` whose underlying error is
    ///   ``RoutingFailureReason/multipleScenesNotSupported``, before anything changes, when
    ///   `UIApplication.supportsMultipleScenes` is false.
    public func navigateInNewWindow<Context>(
        to step: DestinationStep<some UIViewController, Context>, with context: Context,
        animated: Bool = true, completion: ((_: RoutingResult) -> Void)? = nil
    ) throws {
        let cancellation = NavigationCancellation.take()
        let summary = step.head.summary
        guard UIApplication.shared.supportsMultipleScenes else {
            let error = NewWindowRequest.failure(
                "The navigation to \(summary) asked for a new window, but the application does not support multiple scenes (UIApplication.supportsMultipleScenes is false).",
                reason: .multipleScenesNotSupported)
            makeTracker(destination: summary).end(.failure(error))
            throw error
        }
        let request = NewWindowRequest(summary: summary, makeTracker: { makeTracker(destination: summary) }, completion: completion) {
            scene, done in
            var router = aimed(at: scene)
            router.linkArrivalPolicy.beforeRoot = .buffer
            try router.navigate(to: step, with: context, animated: animated, completion: done)
        }
        cancellation?.onCancel { request.cancel() }
        request.start(deadline: actionTimeout, clock: clock)
    }

    /// Opens a new window and navigates to `step` with `context` in it, returning once the
    /// destination is on screen there. See ``navigateInNewWindow(to:with:animated:completion:)``.
    ///
    /// Cancelling the calling `Task` stops the navigation as it stops any other: before the new
    /// scene has connected, or while the navigation waits for its root, it ends at once; once it
    /// runs, at its next step boundary. The call then throws `CancellationError`.
    ///
    /// - Throws: the errors ``navigateInNewWindow(to:with:animated:completion:)`` throws or
    ///   reports, or `CancellationError`.
    public func navigateInNewWindow<Context>(
        to step: DestinationStep<some UIViewController, Context>, with context: Context, animated: Bool = true
    ) async throws {
        try await NavigationCancellation.awaitingCompletion { completion in
            try navigateInNewWindow(to: step, with: context, animated: animated, completion: completion)
        }
    }
}
