import Foundation

/// The router: finds the deepest step of a destination that is already on screen, clears the
/// way to it, and builds and integrates the rest.
///
/// A navigation has two phases. The first, inside `navigate`, looks and prepares without
/// touching the screen, and throws anything that goes wrong. The second runs the interceptors,
/// dismisses what covers the controller to start from, makes it visible, builds each missing
/// controller and integrates it, then runs the post-routing tasks and calls the completion.
@MainActor
public struct DefaultRouter: InterceptableRouter {
    /// Where progress and failures are logged.
    public let logger: Logger?
    /// How the way is cleared.
    public let stackPresentationHandler: StackPresentationHandler
    /// How containers are reached.
    public let containerAdapterLocator: ContainerAdapterLocator
    /// How long an interceptor may take before the navigation fails; nil waits forever.
    /// Five minutes by default, long enough for a person to log in.
    public var interceptorTimeout: TimeInterval? = 300
    /// How long one change of the screen may take before the navigation fails: an action, clearing
    /// the way, revealing a controller in its containers, including the wait for a transition
    /// already in flight. Nil waits forever. A minute by default, far longer than any UIKit
    /// transition, so only a completion that never comes reaches it.
    public var actionTimeout: TimeInterval? = 60
    /// The clock the timeouts run on.
    public var clock: NavigationClock
    /// The queue that runs this router's navigations one at a time. Copies of the router share it.
    public let navigationQueue: NavigationQueue

    private var interceptors: [InterceptorBox] = []
    private var contextTasks: [ContextTaskBox] = []
    private var postTasks: [PostTaskBox] = []

    /// Creates a router.
    ///
    /// - Parameters:
    ///   - logger: where progress and failures are logged.
    ///   - stackPresentationHandler: how the way is cleared.
    ///   - containerAdapterLocator: how containers are reached.
    ///   - navigationQueue: the queue the navigations wait in; a new one by default. Pass the same
    ///     queue to routers whose navigations must not overlap.
    ///   - clock: the clock of the timeouts; ``RouteComposerDefaults/clock`` by default.
    public init(logger: Logger? = RouteComposerDefaults.shared.logger,
                stackPresentationHandler: StackPresentationHandler = DefaultStackPresentationHandler(),
                containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator,
                navigationQueue: NavigationQueue = NavigationQueue(),
                clock: NavigationClock = RouteComposerDefaults.shared.clock) {
        self.logger = logger
        self.stackPresentationHandler = stackPresentationHandler
        self.containerAdapterLocator = containerAdapterLocator
        self.navigationQueue = navigationQueue
        self.clock = clock
    }

    /// Adds an interceptor that runs before every navigation, before the destination's own.
    public mutating func add<RI: RoutingInterceptor>(_ interceptor: RI) where RI.Context == Any? {
        interceptors.append(InterceptorBox(interceptor))
    }

    /// Adds a context task that runs on every controller of its type that a navigation finds
    /// or builds, before the step's own tasks. Controllers of other types are left alone.
    public mutating func add<CT: ContextTask>(_ contextTask: CT) where CT.Context == Any? {
        contextTasks.append(ContextTaskBox(contextTask, appliesOnlyToMatchingControllers: true))
    }

    /// Adds a post-routing task that runs for every controller of its type that a navigation
    /// touched, before the step's own.
    public mutating func add<PT: PostRoutingTask>(_ postTask: PT) where PT.Context == Any? {
        postTasks.append(PostTaskBox(postTask, appliesOnlyToMatchingControllers: true))
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
    public func navigate<Context>(to step: DestinationStep<some UIViewController, Context>, with context: Context,
                                  animated: Bool = true, completion: ((_: RoutingResult) -> Void)? = nil) throws {
        let head = step.head
        let cancellation = NavigationCancellation.take()
        let request = NavigationRequest(summary: head.summary, begin: { [self] request in
            try begin(to: head, context: AnyContext(context), contextType: Context.self, animated: animated, request: request)
        }, completion: { result in
            completion?(result)
        })
        cancellation?.onCancel { request.cancel() }
        try navigationQueue.submit(request)
    }

    /// Plans against the hierarchy as it is now and starts the run.
    private func begin(to head: StepLink, context: AnyContext, contextType: Any.Type, animated: Bool,
                       request: NavigationRequest) throws {
        if request.isCancelled { throw CancellationError() }
        let plan: NavigationPlan
        do {
            logger?.log(.info("Started navigating to \(head.summary) with \(String(reflecting: contextType)) context."))
            plan = try makePlan(to: head, context: context)
        } catch {
            logger?.log(.error("The navigation could not start: \(error)"))
            throw error
        }
        let replan = { [self] () throws -> NavigationPlan in
            try makePlan(to: head, context: context).withoutInterceptors()
        }
        let settings = NavigationRunSettings(animated: animated, logger: logger, handler: stackPresentationHandler,
                                             locator: containerAdapterLocator, clock: clock,
                                             interceptorTimeout: interceptorTimeout, actionTimeout: actionTimeout)
        let run = NavigationRun(plan: plan, settings: settings, request: request, replan: replan) { result in
            request.finish(result)
        }
        run.start()
    }

    private func makePlan(to head: StepLink, context: AnyContext) throws -> NavigationPlan {
        // Global tasks take `Any?`, to which every context casts.
        let globalContext = context
        let location = RoutingErrorLocation(phase: .preparation)
        var globals = GlobalTasks()
        globals.interceptors = try interceptors.map { try $0.prepare(with: globalContext, location: location) }
        globals.contextTasks = try contextTasks.map { try $0.prepare(with: globalContext, location: location) }
        globals.postTasks = try postTasks.map { try $0.bind(to: globalContext, location: location) }
        return try NavigationPlanner(locator: containerAdapterLocator, logger: logger).plan(head: head, context: context, globals: globals)
    }
}

extension StepLink {
    /// A short description of the step for logs.
    var summary: String {
        switch self {
        case let entity as EntityStep: entity.descriptor.description
        case let origin as OriginStep: origin.descriptor.description
        case let switcher as SwitchStep: switcher.description
        default: "\(type(of: self))"
        }
    }
}
