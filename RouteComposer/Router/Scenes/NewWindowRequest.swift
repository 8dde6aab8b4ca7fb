import Foundation

/// One call of ``DefaultRouter/navigateInNewWindow(to:with:animated:completion:)``, from the request
/// for a new scene until its navigation ends: it ends exactly once.
///
/// It finds the new scene when UIKit announces one (`UIScene.willConnectNotification`), hands the
/// navigation to that scene's queue, which holds it until the window has a root (the
/// ``LinkArrivalPolicy/BeforeRoot/buffer`` wait), and tells that queue to look again when the
/// scene becomes active. Until the window has a root, the deadline and a cancellation end it.
/// It keeps itself alive through its observers and its timer until it ends.
@MainActor
final class NewWindowRequest {
    /// Hands the navigation to the new scene: plans and runs it, or makes it wait in the scene's
    /// queue, and calls `done` once when it ends, unless it throws.
    typealias Navigate = (_ scene: UIWindowScene, _ done: @escaping (RoutingResult) -> Void) throws -> Void

    private let summary: String
    private let makeTracker: () -> NavigationTracker
    private var completion: ((RoutingResult) -> Void)?
    private var navigate: Navigate?
    private var isFinished = false
    /// The sessions open before the request: a scene of one of them is not the new window.
    private var earlierSessions: [UISceneSession] = []
    /// The new scene, once it has connected.
    private weak var scene: UIWindowScene?
    /// Cancels the navigation once it is handed to the new scene's queue.
    private var handedOver: NavigationCancellation?
    private var timer: NavigationTimer?
    private var observers: [NSObjectProtocol] = []

    /// A request for `summary`'s destination; `makeTracker` reports to the router's observers an
    /// end that comes before the navigation is handed over.
    init(
        summary: String, makeTracker: @escaping () -> NavigationTracker, completion: ((RoutingResult) -> Void)?,
        navigate: @escaping Navigate
    ) {
        self.summary = summary
        self.makeTracker = makeTracker
        self.completion = completion
        self.navigate = navigate
    }

    /// Asks UIKit for the new scene and starts waiting for it, for `deadline` seconds of `clock`
    /// at most (nil waits for ever).
    func start(deadline: TimeInterval?, clock: NavigationClock) {
        // Cancelled before it started: asks for nothing.
        guard !isFinished else { return }
        earlierSessions = Array(UIApplication.shared.openSessions)
        let center = NotificationCenter.default
        // UIKit posts scene notifications on the main thread. Strong captures: the observers keep
        // the request alive until it ends and removes them.
        observers = [
            center.addObserver(forName: UIScene.willConnectNotification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { self.sceneConnected() }
            },
            center.addObserver(forName: UIScene.didActivateNotification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { self.sceneActivated() }
            },
        ]
        if let deadline {
            timer = clock.schedule(after: deadline) { self.deadlinePassed(deadline) }
        }
        let activity = NSUserActivity(activityType: DefaultRouter.newWindowActivityType)
        activity.userInfo = [DefaultRouter.newWindowRequestKey: UUID().uuidString]
        UIApplication.shared.requestSceneSessionActivation(nil, userActivity: activity, options: nil) { @Sendable error in
            // UIKit does not say on which queue it reports the error: the main queue's next turn
            // handles it either way.
            DispatchQueue.main.async { MainActor.assumeIsolated { self.activationFailed(error) } }
        }
    }

    /// Stops the request: at once before the navigation is handed over, otherwise as a cancelled
    /// navigation of the new scene's queue stops.
    func cancel() {
        guard !isFinished else { return }
        if let handedOver {
            handedOver.cancel()
        } else {
            finish(.failure(CancellationError()))
        }
    }

    /// A scene connected: the first window scene of a session that was not open before the
    /// request is the new window, and the navigation goes to its queue.
    private func sceneConnected() {
        guard !isFinished, scene == nil, let navigate else { return }
        let earlier = earlierSessions
        guard
            let newScene = UIApplication.shared.connectedScenes.lazy.compactMap({ $0 as? UIWindowScene })
                .first(where: { scene in !earlier.contains { $0 === scene.session } })
        else { return }
        scene = newScene
        self.navigate = nil
        let handle = NavigationCancellation()
        handedOver = handle
        do {
            try NavigationCancellation.offering(handle) {
                try navigate(newScene) { result in self.finish(result) }
            }
        } catch {
            finish(.failure(error))
        }
    }

    /// A scene became active: by now its delegate has set up its window, so the new scene's queue
    /// looks for the root again, as when the app calls ``NavigationQueue/rootViewControllerInstalled()``.
    private func sceneActivated() {
        guard !isFinished else { return }
        guard let scene else { return sceneConnected() }
        SceneQueues.queue(for: scene).rootViewControllerInstalled()
    }

    private func activationFailed(_ error: Error) {
        finish(
            .failure(
                Self.failure(
                    "The navigation to \(summary) asked for a new window, and the system refused it: \(error)",
                    reason: .sceneActivationFailed)))
    }

    /// The deadline passed: a window with a root lets the navigation go on under its own
    /// deadlines; without one, the request fails and leaves the new scene's queue.
    private func deadlinePassed(_ deadline: TimeInterval) {
        timer = nil
        guard !isFinished else { return }
        if let scene, !RootCheck.windowHasNoRoot(aimedAt: SceneWindowProvider(scene: scene)) {
            SceneQueues.queue(for: scene).rootViewControllerInstalled()
            return
        }
        let connected = scene == nil ? "no new scene connected" : "the new scene's window had no root view controller"
        finish(
            .failure(
                Self.failure(
                    "The navigation to \(summary) asked for a new window, but \(connected) within \(deadline) seconds (the router's actionTimeout).",
                    reason: .timedOut)))
    }

    /// Ends the request once: stops waiting, withdraws a navigation still waiting in the new
    /// scene's queue, and calls the completion.
    private func finish(_ result: RoutingResult) {
        guard !isFinished else { return }
        isFinished = true
        timer?.cancel()
        timer = nil
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
        navigate = nil
        earlierSessions = []
        if let handedOver {
            // A navigation that has ended ignores it; one that waits leaves the queue.
            self.handedOver = nil
            handedOver.cancel()
        } else if case .failure(let error) = result {
            makeTracker().end(.failure(error))
        }
        let completion = completion
        self.completion = nil
        completion?(result)
    }

    /// The error of a request that ended for `reason`, before its navigation changed anything.
    static func failure(_ message: String, reason: RoutingFailureReason) -> RoutingError {
        RoutingError.compositionFailed(.init(message, underlyingError: reason, location: RoutingErrorLocation(phase: .preparation)))
    }
}
