/// An interceptor with its types erased, prepared on a copy during planning.
@MainActor
struct InterceptorBox {
    let typeName: String
    private let prepareCopy: (AnyContext, RoutingErrorLocation) throws -> PreparedInterceptor

    init<RI: RoutingInterceptor>(_ interceptor: RI) {
        typeName = RouteComposer.typeName(RI.self)
        prepareCopy = { context, location in
            var copy = interceptor
            let typed = try context.get(RI.Context.self, location: location)
            try copy.prepare(with: typed)
            let prepared = copy
            return PreparedInterceptor(typeName: RouteComposer.typeName(RI.self), location: location) { completion in
                prepared.perform(with: typed, completion: completion)
            }
        }
    }

    func prepare(with context: AnyContext, location: RoutingErrorLocation) throws -> PreparedInterceptor {
        try prepareCopy(context, location)
    }
}

/// A prepared interceptor, ready to run with its context.
@MainActor
struct PreparedInterceptor {
    let typeName: String
    let location: RoutingErrorLocation
    let perform: (@escaping (RoutingResult) -> Void) -> Void
}

/// A context task with its types erased, prepared on a copy during planning.
@MainActor
struct ContextTaskBox {
    let typeName: String
    /// Global tasks apply only to controllers of their type; a step's task must match its step.
    let appliesOnlyToMatchingControllers: Bool
    private let prepareCopy: (AnyContext, RoutingErrorLocation) throws -> PreparedContextTask
    private let acceptsType: (UIViewController.Type) -> Bool

    init<CT: ContextTask>(_ task: CT, appliesOnlyToMatchingControllers: Bool = false) {
        typeName = RouteComposer.typeName(CT.self)
        self.appliesOnlyToMatchingControllers = appliesOnlyToMatchingControllers
        acceptsType = { $0 is CT.ViewController.Type }
        prepareCopy = { context, location in
            var copy = task
            let typed = try context.get(CT.Context.self, location: location)
            try copy.prepare(with: typed)
            let prepared = copy
            return PreparedContextTask(typeName: RouteComposer.typeName(CT.self), onlyMatching: appliesOnlyToMatchingControllers) { viewController, location in
                guard let controller = viewController as? CT.ViewController else {
                    if appliesOnlyToMatchingControllers { return }
                    throw RoutingError.typeMismatch(type: type(of: viewController), expectedType: CT.ViewController.self,
                                                    .init("\(RouteComposer.typeName(CT.self)) configures \(RouteComposer.typeName(CT.ViewController.self)), but the step produced \(viewController).",
                                                          location: location))
                }
                try prepared.perform(on: controller, with: typed)
            }
        }
    }

    /// True when the task can configure controllers of `type`.
    func accepts(_ type: UIViewController.Type) -> Bool {
        acceptsType(type)
    }

    func prepare(with context: AnyContext, location: RoutingErrorLocation) throws -> PreparedContextTask {
        try prepareCopy(context, location)
    }
}

/// A prepared context task, ready to run on a controller.
@MainActor
struct PreparedContextTask {
    let typeName: String
    let onlyMatching: Bool
    let perform: (UIViewController, RoutingErrorLocation) throws -> Void
}

/// A post-routing task with its types erased.
@MainActor
struct PostTaskBox {
    let typeName: String
    /// Global tasks apply only to controllers of their type; a step's task must match its step.
    let appliesOnlyToMatchingControllers: Bool
    private let acceptsType: (UIViewController.Type) -> Bool
    private let bind: (AnyContext, RoutingErrorLocation) throws -> BoundPostTask

    init<PT: PostRoutingTask>(_ task: PT, appliesOnlyToMatchingControllers: Bool = false) {
        typeName = RouteComposer.typeName(PT.self)
        self.appliesOnlyToMatchingControllers = appliesOnlyToMatchingControllers
        acceptsType = { $0 is PT.ViewController.Type }
        bind = { context, location in
            let typed = try context.get(PT.Context.self, location: location)
            return BoundPostTask(typeName: RouteComposer.typeName(PT.self)) { viewController, stack in
                guard let controller = viewController as? PT.ViewController else { return }
                task.perform(on: controller, with: typed, routingStack: stack)
            }
        }
    }

    /// True when the task can run for controllers of `type`.
    func accepts(_ type: UIViewController.Type) -> Bool {
        acceptsType(type)
    }

    /// Checks the context now, so a mismatch stops the navigation before any UI change.
    func bind(to context: AnyContext, location: RoutingErrorLocation) throws -> BoundPostTask {
        try bind(context, location)
    }
}

/// A post-routing task bound to its context, ready to run once the navigation succeeded.
@MainActor
struct BoundPostTask {
    let typeName: String
    let perform: (UIViewController, [UIViewController]) -> Void
}

/// A context transformer with its types erased.
@MainActor
struct TransformerBox {
    let typeName: String
    private let transformContext: (AnyContext, RoutingErrorLocation) throws -> AnyContext

    init<T: ContextTransformer>(_ transformer: T) {
        typeName = RouteComposer.typeName(T.self)
        transformContext = { context, location in
            let source = try context.get(T.SourceContext.self, location: location)
            return AnyContext(try transformer.transform(source))
        }
    }

    func transform(_ context: AnyContext, location: RoutingErrorLocation) throws -> AnyContext {
        try transformContext(context, location)
    }
}
