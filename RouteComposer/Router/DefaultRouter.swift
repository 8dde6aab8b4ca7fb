import Foundation

/// The router: finds the deepest step of a destination that is already on screen, clears the
/// way to it, and builds and integrates the rest.
///
/// A navigation has two phases. The first, inside `navigate`, looks and prepares without
/// touching the screen, and throws anything that goes wrong. The second runs the interceptors,
/// dismisses what covers the controller to start from, makes it visible, builds each missing
/// controller and integrates it, then runs the post-routing tasks and calls the completion. A
/// failure after the screen changed first undoes the navigation's changes, as ``rollbackPolicy`` says.
@MainActor
public struct DefaultRouter: InterceptableRouter {
    /// Where progress and failures are logged: fixed when the router is created, so reconfiguring
    /// ``RouteComposerDefaults`` afterwards does not change it.
    public var logger: Logger? { parts.logger }
    /// How the way is cleared.
    public var stackPresentationHandler: StackPresentationHandler { parts.handler }
    /// How containers are reached.
    public var containerAdapterLocator: ContainerAdapterLocator { parts.locator }
    /// How long an interceptor may take before the navigation fails; nil waits forever.
    /// Five minutes by default, long enough for a person to log in.
    public var interceptorTimeout: TimeInterval? {
        get { parts.timing.interceptorTimeout }
        set { change { $0.timing.interceptorTimeout = newValue } }
    }
    /// How long one change of the screen may take before the navigation fails: an action, clearing
    /// the way, revealing a controller in its containers, including the wait for a transition
    /// already in flight. Nil waits forever. A minute by default, far longer than any UIKit
    /// transition, so only a completion that never comes reaches it.
    public var actionTimeout: TimeInterval? {
        get { parts.timing.actionTimeout }
        set { change { $0.timing.actionTimeout = newValue } }
    }
    /// The clock the timeouts run on.
    public var clock: NavigationClock {
        get { parts.timing.clock }
        set { change { $0.timing.clock = newValue } }
    }
    /// The queue that runs this router's navigations and dismissals one at a time. Copies of the
    /// router share it.
    public var navigationQueue: NavigationQueue { parts.navigationQueue }
    /// Who is told what this router's navigations and dismissals do. Copies of the router share it.
    /// See <doc:NavigationLifecycle>.
    public var observers: NavigationObservers { parts.observers }
    /// Whether controllers removed by this router's navigations and dismissals are checked for
    /// deallocation: ``LeakDetection/standard`` by default, on in debug builds and off in release.
    public var leakDetection: LeakDetection {
        get { parts.policies.leakDetection }
        set { change { $0.policies.leakDetection = newValue } }
    }
    /// What a navigation that fails after changing the screen does with its changes:
    /// ``RollbackPolicy/rollback`` by default, so a failure leaves the screen as it was rather than
    /// half-built. See <doc:NavigationLifecycle#Rolling-back>.
    public var rollbackPolicy: RollbackPolicy {
        get { parts.policies.rollbackPolicy }
        set { change { $0.policies.rollbackPolicy = newValue } }
    }
    /// What a navigation does when it arrives while a presentation covers the screen it would
    /// reuse, or before the window has a root view controller: ``LinkArrivalPolicy/standard`` by
    /// default, which dismisses what covers and refuses before the root, as RouteComposer 2.x did.
    /// See <doc:DeepLinks#When-a-link-arrives>.
    public var linkArrivalPolicy: LinkArrivalPolicy {
        get { parts.policies.linkArrivalPolicy }
        set { change { $0.policies.linkArrivalPolicy = newValue } }
    }
    /// Whether a navigation whose destination is shown in another scene than the one it is aimed
    /// at asks UIKit to bring that scene forward, with
    /// `requestSceneSessionActivation(_:userActivity:options:errorHandler:)` for the scene's
    /// session, once the destination is on screen and before the completion is called. True by
    /// default: a person who asked for a screen in one window sees the window that shows it. Such
    /// a destination is one a finder searching every scene found
    /// (``DefaultStackIterator/Scope/allScenes``), or one built in a window pinned with a
    /// ``CustomWindowProvider`` or a ``SceneWindowProvider``. See <doc:Scenes#Finding-a-screen-in-another-window>.
    public var bringsFoundSceneForward: Bool {
        get { parts.policies.bringsFoundSceneForward }
        set { change { $0.policies.bringsFoundSceneForward = newValue } }
    }

    /// The router's parts, shared with its copies until it changes one (see ``RouterParts``).
    private var parts: RouterParts

    /// Changes the parts of this router alone: copies them first when another router (or a
    /// navigation that captured this one) shares them.
    private mutating func change(_ body: (RouterParts) -> Void) {
        if !isKnownUniquelyReferenced(&parts) { parts = parts.copy() }
        parts.willChange()
        body(parts)
    }

    /// Creates a router.
    ///
    /// The defaults are read once, here: a router keeps the logger, locator and clock that
    /// ``RouteComposerDefaults/shared`` held when it was created. Setting the default logger to nil
    /// later silences only the routers created afterwards; to silence a router, create it again
    /// or pass `logger: nil`.
    ///
    /// - Parameters:
    ///   - logger: where progress and failures are logged; ``RouteComposerDefaults/logger`` as it
    ///     is now by default.
    ///   - stackPresentationHandler: how the way is cleared.
    ///   - containerAdapterLocator: how containers are reached.
    ///   - navigationQueue: the queue the navigations wait in; a new one by default. Pass the same
    ///     queue to routers whose navigations must not overlap.
    ///   - clock: the clock of the timeouts and of leak detection; ``RouteComposerDefaults/clock`` by default.
    ///   - observers: who is told of the navigations; a new, empty registry by default. Pass the
    ///     same registry to routers observed together; they then share their leak checks too, so a
    ///     controller that several of them remove is reported once.
    public init(
        logger: Logger? = RouteComposerDefaults.shared.logger,
        stackPresentationHandler: StackPresentationHandler = DefaultStackPresentationHandler(),
        containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator,
        navigationQueue: NavigationQueue = NavigationQueue(),
        clock: NavigationClock = RouteComposerDefaults.shared.clock,
        observers: NavigationObservers = NavigationObservers()
    ) {
        self.init(
            aim: nil, logger: logger, stackPresentationHandler: stackPresentationHandler,
            containerAdapterLocator: containerAdapterLocator, navigationQueue: navigationQueue, clock: clock, observers: observers)
    }

    /// Creates a router whose navigations are aimed at `aim`'s scene, or at none; see
    /// ``init(scene:logger:stackPresentationHandler:containerAdapterLocator:navigationQueue:clock:observers:)``.
    init(
        aim: SceneWindowProvider?, logger: Logger?, stackPresentationHandler: StackPresentationHandler,
        containerAdapterLocator: ContainerAdapterLocator, navigationQueue: NavigationQueue, clock: NavigationClock,
        observers: NavigationObservers
    ) {
        parts = RouterParts(
            aim: aim, logger: logger, handler: stackPresentationHandler, locator: containerAdapterLocator, clock: clock,
            navigationQueue: navigationQueue, observers: observers)
    }

    /// The scene the router's navigations are aimed at, as it supplies its window; nil for a
    /// router made for no scene.
    package var aim: SceneWindowProvider? { parts.aim }

    /// A copy of the router aimed at `scene` and waiting in `scene`'s queue, with every setting
    /// and global task of this one: the router of a navigation in a new window.
    func aimed(at scene: UIScene) -> DefaultRouter {
        var copy = self
        copy.parts = parts.copy(aim: SceneWindowProvider(scene: scene), navigationQueue: SceneQueues.queue(for: scene))
        return copy
    }

    /// Adds an interceptor that runs before every navigation, before the destination's own.
    public mutating func add<RI: RoutingInterceptor>(_ interceptor: RI) where RI.Context == Any? {
        change { $0.globalTasks.interceptors.append(InterceptorBox(interceptor)) }
    }

    /// Adds a context task that runs on every controller of its type that a navigation finds
    /// or builds, before the step's own tasks. Controllers of other types are left alone.
    public mutating func add<CT: ContextTask>(_ contextTask: CT) where CT.Context == Any? {
        change { $0.globalTasks.contextTasks.append(ContextTaskBox(contextTask, appliesOnlyToMatchingControllers: true)) }
    }

    /// Adds a post-routing task that runs for every controller of its type that a navigation
    /// touched, before the step's own.
    public mutating func add<PT: PostRoutingTask>(_ postTask: PT) where PT.Context == Any? {
        change { $0.globalTasks.postTasks.append(PostTaskBox(postTask, appliesOnlyToMatchingControllers: true)) }
    }

    /// Navigates to `step` with `context`. See ``Router/navigate(to:with:animated:completion:)``.
    ///
    /// The request goes through ``navigationQueue``. When the queue is free (or the request is
    /// made from inside the running navigation, such as by an interceptor) it starts now, and
    /// what goes wrong before the screen changes is thrown. When it has to wait, it is planned
    /// when its turn comes, against the hierarchy as it is then, and every outcome reaches
    /// `completion`; a busy ``NavigationQueuePolicy/reject`` queue throws instead.
    ///
    /// `completion` is called exactly once unless this method throws, with success only when the
    /// destination is on screen where the configuration put it.
    ///
    /// The ``observers`` hear of the navigation when its turn comes and when it ends, after the
    /// navigation before it in the queue has ended; a request that ends before its turn is
    /// reported as ``NavigationEvent/Kind/discarded``.
    public func navigate<Context>(
        to step: DestinationStep<some UIViewController, Context>, with context: Context,
        animated: Bool = true, completion: ((_: RoutingResult) -> Void)? = nil
    ) throws {
        let head = step.head
        try submit(
            .navigation(NavigationStart(parts: parts, head: head, context: AnyContext(context), contextType: Context.self, animated: animated)),
            summary: head.summary, completion: completion)
    }

    /// Hands what `start` begins to ``navigationQueue`` as a request, cancelled with the `Task`
    /// of an `async` call that offered its cancellation. `start` is consumed, so it moves into the
    /// request rather than being copied.
    ///
    /// - Throws: the refusal of a busy queue, or what the request threw when it started at once;
    ///   the request has then ended without calling `completion`.
    func submit(_ start: consuming RequestStart, summary: String, completion: ((_: RoutingResult) -> Void)?) throws {
        let cancellation = NavigationCancellation.take()
        let tracker = makeTracker(destination: summary)
        let request = NavigationRequest(summary: summary, start: start, tracker: tracker, completion: completion)
        cancellation?.onCancel { request.cancel() }
        do {
            try navigationQueue.submit(request)
        } catch {
            tracker.end(.failure(error))
            throw error
        }
    }

    /// What a run of this router reads of it: its handler, locator, deadlines and clock.
    var runSettings: NavigationRunSettings { parts.runSettings }

    /// What this router's trackers report to and check with.
    var trackingSettings: TrackingSettings { parts.trackingSettings }

    func makeTracker(destination: String) -> NavigationTracker {
        NavigationTracker(destination: destination, settings: parts.trackingSettings)
    }

    /// Phase 1 of a navigation, shared with ``preview(to:with:)`` so a preview cannot disagree with it.
    func makePlan(to head: StepLink, context: AnyContext) throws -> NavigationPlan {
        try parts.makePlan(to: head, context: context)
    }
}

extension StepLink {
    /// A short description of the step for logs.
    var summary: String {
        switch kind {
        case let .entity(entity): entity.descriptor.description
        case let .origin(origin): origin.descriptor.description
        case let .switcher(switcher): switcher.description
        case let .converting(converting): "\(type(of: converting))"
        }
    }
}
