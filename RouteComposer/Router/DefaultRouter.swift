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

    private var interceptors: [InterceptorBox] = []
    private var contextTasks: [ContextTaskBox] = []
    private var postTasks: [PostTaskBox] = []

    /// Creates a router.
    public init(logger: Logger? = RouteComposerDefaults.shared.logger,
                stackPresentationHandler: StackPresentationHandler = DefaultStackPresentationHandler(),
                containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator) {
        self.logger = logger
        self.stackPresentationHandler = stackPresentationHandler
        self.containerAdapterLocator = containerAdapterLocator
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
    public func navigate<Context>(to step: DestinationStep<some UIViewController, Context>, with context: Context,
                                  animated: Bool = true, completion: ((_: RoutingResult) -> Void)? = nil) throws {
        let plan: NavigationPlan
        do {
            logger?.log(.info("Started navigating to \(step.head.summary) with \(String(reflecting: Context.self)) context."))
            plan = try makePlan(to: step.head, context: AnyContext(context))
        } catch {
            logger?.log(.error("The navigation could not start: \(error)"))
            throw error
        }
        let replan = { [self] () throws -> NavigationPlan in
            let fresh = try makePlan(to: step.head, context: AnyContext(context))
            return fresh.withoutInterceptors()
        }
        let run = NavigationRun(plan: plan, animated: animated, logger: logger, handler: stackPresentationHandler,
                                locator: containerAdapterLocator, interceptorTimeout: interceptorTimeout, replan: replan) { result in
            completion?(result)
        }
        run.start()
    }

    private func makePlan(to head: RoutingStep, context: AnyContext) throws -> NavigationPlan {
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

extension RoutingStep {
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
