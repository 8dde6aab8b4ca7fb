/// A router whose navigations may be aimed at a scene, so that what reads the router's window
/// outside a navigation (restoring a snapshot compares it with the window) reads that scene's.
package protocol SceneAimedRouter: Router {
    /// The scene the router's navigations are aimed at, as it supplies its window; nil for none.
    var aim: SceneWindowProvider? { get }
}

extension DefaultRouter: SceneAimedRouter {
    /// Creates a router whose navigations are aimed at `scene`: while it plans and runs one, the
    /// window providers that follow the aim (``KeyWindowProvider``, the default of every finder,
    /// origin and action) supply `scene`'s window, so a configuration written once works in every
    /// scene. Finders and actions given another provider keep it.
    ///
    /// Make one in the scene delegate for each scene (its links and activities then reach that
    /// scene alone), or from a screen with ``init(sceneOf:logger:stackPresentationHandler:containerAdapterLocator:navigationQueue:clock:observers:)``.
    /// See <doc:Scenes>.
    ///
    /// - Parameters:
    ///   - scene: the scene, held weakly; once it is gone, finders that follow the aim find no
    ///     window and navigations fail as in an app without one.
    ///   - navigationQueue: the queue the navigations wait in; by default the scene's own, which
    ///     every router made for the scene shares, so one scene's navigations run one at a time
    ///     and never wait for another scene's.
    ///   - logger, stackPresentationHandler, containerAdapterLocator, clock, observers: as in
    ///     ``init(logger:stackPresentationHandler:containerAdapterLocator:navigationQueue:clock:observers:)``.
    public init(
        scene: UIScene,
        logger: Logger? = RouteComposerDefaults.shared.logger,
        stackPresentationHandler: StackPresentationHandler = DefaultStackPresentationHandler(),
        containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator,
        navigationQueue: NavigationQueue? = nil,
        clock: NavigationClock = RouteComposerDefaults.shared.clock,
        observers: NavigationObservers = NavigationObservers()
    ) {
        self.init(
            aim: SceneWindowProvider(scene: scene), logger: logger, stackPresentationHandler: stackPresentationHandler,
            containerAdapterLocator: containerAdapterLocator, navigationQueue: navigationQueue ?? SceneQueues.queue(for: scene),
            clock: clock, observers: observers)
    }

    /// Creates a router aimed at the scene `responder` belongs to (a view controller, a view or a
    /// window: its window's `windowScene`), read at each navigation, so a screen makes a router
    /// for wherever it is shown. The default queue is that of the scene `responder` is in now, or
    /// a new one when it is in none yet. See
    /// ``init(scene:logger:stackPresentationHandler:containerAdapterLocator:navigationQueue:clock:observers:)``.
    public init(
        sceneOf responder: UIResponder,
        logger: Logger? = RouteComposerDefaults.shared.logger,
        stackPresentationHandler: StackPresentationHandler = DefaultStackPresentationHandler(),
        containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator,
        navigationQueue: NavigationQueue? = nil,
        clock: NavigationClock = RouteComposerDefaults.shared.clock,
        observers: NavigationObservers = NavigationObservers()
    ) {
        let aim = SceneWindowProvider(sceneOf: responder)
        self.init(
            aim: aim, logger: logger, stackPresentationHandler: stackPresentationHandler,
            containerAdapterLocator: containerAdapterLocator,
            navigationQueue: navigationQueue ?? aim.scene.map(SceneQueues.queue(for:)) ?? NavigationQueue(),
            clock: clock, observers: observers)
    }

    /// The scene the router's navigations are aimed at; nil for a router made for no scene (its
    /// navigations work in the key window of the active scene) or once the scene is gone.
    public var scene: UIWindowScene? { aim?.scene }
}
