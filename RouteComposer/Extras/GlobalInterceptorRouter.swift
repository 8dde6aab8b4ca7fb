/// A router that runs its own interceptors before the wrapped router even looks for the
/// controller to start from.
///
/// Use it for interceptors that change the whole screen, such as a login flow that replaces
/// the window's root: the wrapped router then plans its navigation on the screen as the
/// interceptors left it.
///
/// The interceptors are prepared, in the order they were added, when ``navigate(to:with:animated:completion:)``
/// is called; a preparation error is thrown and nothing runs. They then run one after another,
/// each waiting for the previous one's completion; the first failure ends the navigation through
/// `completion`. Once they have all succeeded, the wrapped router navigates; what it throws then
/// is reported through `completion` too. Without interceptors the call goes straight to the
/// wrapped router.
@MainActor
public struct GlobalInterceptorRouter<R: Router>: Router {
    /// The router that carries the navigations out.
    public private(set) var router: R

    private var interceptors: [GlobalInterceptor] = []

    /// Wraps `router`.
    public init(router: R) {
        self.router = router
    }

    /// Adds an interceptor that runs, after the ones added before it, ahead of every navigation.
    /// It receives the navigation's context as `Any?`.
    public mutating func addGlobal<RI: RoutingInterceptor>(_ interceptor: RI) where RI.Context == Any? {
        interceptors.append(GlobalInterceptor(interceptor))
    }

    /// Runs the interceptors, then navigates through the wrapped router.
    ///
    /// - Throws: an interceptor's preparation error, before anything runs; without interceptors,
    ///   whatever the wrapped router throws.
    public func navigate<Context>(to step: DestinationStep<some UIViewController, Context>, with context: Context,
                                  animated: Bool = true, completion: ((_: RoutingResult) -> Void)? = nil) throws {
        guard !interceptors.isEmpty else {
            try router.navigate(to: step, with: context, animated: animated, completion: completion)
            return
        }
        let globalContext: Any? = context
        let prepared = try interceptors.map { try $0.prepare(globalContext) }
        let router = self.router
        Self.run(prepared[...]) { result in
            guard case .success = result else {
                completion?(result)
                return
            }
            do {
                try router.navigate(to: step, with: context, animated: animated, completion: completion)
            } catch {
                completion?(.failure(error))
            }
        }
    }

    private static func run(_ interceptors: ArraySlice<(@escaping (RoutingResult) -> Void) -> Void>,
                            completion: @escaping (RoutingResult) -> Void) {
        guard let first = interceptors.first else {
            completion(.success)
            return
        }
        var fired = false
        first { result in
            // An interceptor that calls its completion twice must not run the navigation twice.
            guard !fired else { return }
            fired = true
            guard case .success = result else {
                completion(result)
                return
            }
            run(interceptors.dropFirst(), completion: completion)
        }
    }
}

extension GlobalInterceptorRouter: InterceptableRouter where R: InterceptableRouter {
    /// Adds the interceptor to the wrapped router; it runs after this router's own interceptors.
    public mutating func add<RI: RoutingInterceptor>(_ interceptor: RI) where RI.Context == Any? {
        router.add(interceptor)
    }

    /// Adds the context task to the wrapped router.
    public mutating func add<CT: ContextTask>(_ contextTask: CT) where CT.ViewController == UIViewController, CT.Context == Any? {
        router.add(contextTask)
    }

    /// Adds the post-routing task to the wrapped router.
    public mutating func add<PT: PostRoutingTask>(_ postTask: PT) where PT.Context == Any? {
        router.add(postTask)
    }
}

/// An interceptor with its type erased to `Any?` context.
@MainActor
private struct GlobalInterceptor {
    let prepare: (Any?) throws -> (@escaping (RoutingResult) -> Void) -> Void

    init<RI: RoutingInterceptor>(_ interceptor: RI) where RI.Context == Any? {
        prepare = { context in
            var copy = interceptor
            try copy.prepare(with: context)
            return { [copy] completion in copy.perform(with: context, completion: completion) }
        }
    }
}
