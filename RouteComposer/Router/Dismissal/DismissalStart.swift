/// What a ``DefaultRouter`` dismissal begins when its turn in the navigation queue comes: the
/// plan is made then, against the hierarchy the requests before it left.
@MainActor
struct DismissalStart {
    /// Held weakly, so that a dismissal waiting in the queue does not keep alive a controller that
    /// the running navigation removes.
    private weak var viewController: UIViewController?
    /// Whether the controller hung in a window's hierarchy when `dismiss` was called: only then
    /// does its absence at its turn mean that something else already closed it.
    private let wasInWindow: Bool
    private let animated: Bool
    /// The router's settings: its ``DefaultRouter/actionTimeout`` and clock bound the dismissal,
    /// so a transition whose completion UIKit never calls fails there, rather than holding the
    /// queue for ever.
    private let settings: NavigationRunSettings

    /// The router's container adapter locator, by which the queue reads what is on screen.
    var locator: ContainerAdapterLocator { settings.locator }

    /// The controller to close, while it exists.
    var target: UIViewController? { viewController }

    init(closing viewController: UIViewController, animated: Bool, settings: NavigationRunSettings) {
        self.viewController = viewController
        wasInWindow = viewController.isAttachedToWindowHierarchy
        self.animated = animated
        self.settings = settings
    }

    /// Begins the dismissal for `request`; see ``RequestStart/begin(_:tracker:)``.
    func begin(_ request: NavigationRequest, tracker: NavigationTracker) throws {
        if request.isCancelled { throw CancellationError() }
        tracker.start(contextType: nil, parent: request.parent)
        // Closed by a request that ran before this one (or released with its screen): what was
        // asked is already true, as for a navigation whose destination is already shown. Read
        // from the containers: a controller just taken out of a stack in a tab off screen keeps
        // its view in the window until that tab is laid out again.
        guard let viewController, !wasInWindow || viewController.isHeldInWindowHierarchy else {
            request.finish(.success)
            return
        }
        let method: DismissalMethod
        do {
            method = try DismissalMethod(closing: viewController)
        } catch {
            tracker.end(.failure(error))
            throw error
        }
        NavigationExecutor(closing: viewController, by: method, settings: settings, animated: animated, request: request, tracker: tracker)
            .start()
    }
}
