/// Runs before a navigation changes anything and may hold it up or cancel it: a login gate,
/// a confirmation, data that must load first.
///
/// Interceptors run one after another; the first failure cancels the navigation with its error.
/// The router waits for `completion`, up to its interceptor timeout.
@MainActor
public protocol RoutingInterceptor {
    /// The type of context the interceptor works with.
    associatedtype Context

    /// Checks the context before the navigation starts; throw to cancel it at once.
    mutating func prepare(with context: Context) throws

    /// Does the interceptor's work and reports whether the navigation may go on.
    func perform(with context: Context, completion: @escaping (_: RoutingResult) -> Void)

    /// RouteComposer 1.x's name for ``perform(with:completion:)``, whose context was the
    /// navigation's `RoutingDestination`.
    ///
    /// Each name has a default that calls the other, so an interceptor implements exactly one of
    /// them; a 1.x interceptor that implements only this one gets a deprecation warning naming
    /// the 2.x method.
    func execute(for destination: Context, completion: @escaping (_: RoutingResult) -> Void)
}

extension RoutingInterceptor {
    /// Does nothing.
    public mutating func prepare(with context: Context) throws {}

    /// Prepares a copy with `context` and performs it. A preparation error is thrown.
    public func execute(with context: Context, completion: @escaping (_: RoutingResult) -> Void) throws {
        var interceptor = self
        try interceptor.prepare(with: context)
        interceptor.perform(with: context, completion: completion)
    }

    /// Like ``execute(with:completion:)``, with a preparation error reported through `completion`.
    public func commit(with context: Context, completion: @escaping (_: RoutingResult) -> Void) {
        do {
            try execute(with: context, completion: completion)
        } catch {
            completion(.failure(error))
        }
    }
}

extension RoutingInterceptor where Context == Any? {
    /// Prepares with a `nil` context.
    public mutating func prepare() throws { try prepare(with: nil) }
    /// Performs with a `nil` context.
    public func perform(completion: @escaping (_: RoutingResult) -> Void) { perform(with: nil, completion: completion) }
    /// Prepares a copy and performs, with a `nil` context.
    public func execute(completion: @escaping (_: RoutingResult) -> Void) throws { try execute(with: nil, completion: completion) }
    /// Prepares a copy and performs, with a `nil` context, reporting errors through `completion`.
    public func commit(completion: @escaping (_: RoutingResult) -> Void) { commit(with: nil, completion: completion) }
}

extension RoutingInterceptor where Context == Void {
    /// Prepares with the empty context.
    public mutating func prepare() throws { try prepare(with: ()) }
    /// Performs with the empty context.
    public func perform(completion: @escaping (_: RoutingResult) -> Void) { perform(with: (), completion: completion) }
    /// Prepares a copy and performs, with the empty context.
    public func execute(completion: @escaping (_: RoutingResult) -> Void) throws { try execute(with: (), completion: completion) }
    /// Prepares a copy and performs, with the empty context, reporting errors through `completion`.
    public func commit(completion: @escaping (_: RoutingResult) -> Void) { commit(with: (), completion: completion) }
}
