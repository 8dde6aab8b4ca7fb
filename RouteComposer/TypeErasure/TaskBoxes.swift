/// An interceptor with its types erased, prepared on a copy during planning.
@MainActor
package struct InterceptorBox {
    package let typeName: String
    private let prepareCopy: (AnyContext, RoutingErrorLocation) throws -> PreparedInterceptor

    package init<RI: RoutingInterceptor>(_ interceptor: RI) {
        let name = LibraryTypeName.of(RI.self)
        let contextName = LibraryTypeName.of(RI.Context.self)
        typeName = name
        prepareCopy = { context, location in
            let location = location.naming(name, contextType: contextName)
            var copy = interceptor
            let typed = try context.get(RI.Context.self, location: location)
            try attributingErrors(to: name, at: location) { try copy.prepare(with: typed) }
            let prepared = copy
            return PreparedInterceptor(typeName: name, location: location) { completion in
                prepared.perform(with: typed) { result in
                    completion(result.attributed(to: name, at: location.naming(name, in: .interception)))
                }
            }
        }
    }

    /// Prepares a copy of the interceptor with `context`.
    ///
    /// - Throws: a ``RoutingError`` at `location` naming the interceptor, wrapping its own error.
    ///   A failure it reports when performed is placed in the interception phase.
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
package struct ContextTaskBox {
    package let typeName: String
    /// Global tasks apply only to controllers of their type; a step's task must match its step.
    let appliesOnlyToMatchingControllers: Bool
    private let prepareCopy: (AnyContext, RoutingErrorLocation) throws -> PreparedContextTask
    private let acceptsType: (UIViewController.Type) -> Bool

    init<CT: ContextTask>(_ task: CT, appliesOnlyToMatchingControllers: Bool = false) {
        let name = LibraryTypeName.of(CT.self)
        let contextType = LibraryTypeName.of(CT.Context.self)
        typeName = name
        self.appliesOnlyToMatchingControllers = appliesOnlyToMatchingControllers
        acceptsType = { $0 is CT.ViewController.Type }
        prepareCopy = { context, location in
            var copy = task
            let typed = try context.get(CT.Context.self, location: location.naming(name, contextType: contextType))
            try attributingErrors(to: name, at: location.naming(name, contextType: contextType)) { try copy.prepare(with: typed) }
            let prepared = copy
            return PreparedContextTask(typeName: name, onlyMatching: appliesOnlyToMatchingControllers) { viewController, location in
                // The router hands the origin's tasks the location it was found at; whatever the
                // phase there, the task fails while running. Made only for an error, the only
                // thing that names the controller.
                func running() -> RoutingErrorLocation {
                    location.naming(name, in: .contextTask, contextType: contextType, viewController: "\(viewController)")
                }
                guard let controller = viewController as? CT.ViewController else {
                    if appliesOnlyToMatchingControllers { return }
                    throw RoutingError.typeMismatch(
                        type: type(of: viewController), expectedType: CT.ViewController.self,
                        .init(
                            "\(name) configures \(LibraryTypeName.of(CT.ViewController.self)), but the step produced \(viewController).",
                            location: running()))
                }
                try attributingErrors(to: name, at: running()) { try prepared.perform(on: controller, with: typed) }
            }
        }
    }

    /// True when the task can configure controllers of `type`.
    func accepts(_ type: UIViewController.Type) -> Bool {
        acceptsType(type)
    }

    /// Prepares a copy of the task with `context`.
    ///
    /// - Throws: a ``RoutingError`` at `location` naming the task, wrapping the task's own error.
    ///   A failure when performed is placed in the context task phase.
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
package struct PostTaskBox {
    package let typeName: String
    /// Global tasks apply only to controllers of their type; a step's task must match its step.
    let appliesOnlyToMatchingControllers: Bool
    private let acceptsType: (UIViewController.Type) -> Bool
    private let bind: (AnyContext, RoutingErrorLocation) throws -> BoundPostTask

    package init<PT: PostRoutingTask>(_ task: PT, appliesOnlyToMatchingControllers: Bool = false) {
        let name = LibraryTypeName.of(PT.self)
        let contextName = LibraryTypeName.of(PT.Context.self)
        typeName = name
        self.appliesOnlyToMatchingControllers = appliesOnlyToMatchingControllers
        acceptsType = { $0 is PT.ViewController.Type }
        bind = { context, location in
            // Binding is the only part that can fail: `perform` cannot throw.
            let typed = try context.get(PT.Context.self, location: location.naming(name, contextType: contextName))
            return BoundPostTask(typeName: name) { viewController, stack in
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
package struct TransformerBox {
    package let typeName: String
    private let transformContext: (AnyContext, RoutingErrorLocation) throws -> AnyContext

    init<T: ContextTransformer>(_ transformer: T) {
        let name = LibraryTypeName.of(T.self)
        let contextName = LibraryTypeName.of(T.SourceContext.self)
        typeName = name
        transformContext = { context, location in
            let source = try context.get(T.SourceContext.self, location: location.naming(name, contextType: contextName))
            return AnyContext(try attributingErrors(to: name, at: location.naming(name, contextType: contextName)) { try transformer.transform(source) })
        }
    }

    /// The context converted for the steps towards the origin.
    ///
    /// - Throws: a ``RoutingError`` at `location` naming the transformer, wrapping its own error.
    func transform(_ context: AnyContext, location: RoutingErrorLocation) throws -> AnyContext {
        try transformContext(context, location)
    }
}
