#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

// RouteComposer 1.x interceptors and post-routing tasks received the navigation's destination,
// not the step's context, so their context type differs from the step's. These deprecated
// `add` overloads accept them; the destination reaches them when the navigation starts from
// Router.navigate(to: RoutingDestination), and they fail with a type mismatch otherwise.

extension GenericStepAssembly {
    /// Adds a RouteComposer 1.x interceptor whose context is the navigation's destination.
    @available(*, deprecated, message: "Use adding(_:) with an interceptor whose context is the step's context.")
    @discardableResult
    public final func add<RI: RoutingInterceptor>(_ interceptor: RI) -> Self where RI.Context: RoutingDestination {
        tasks.interceptors.append(InterceptorBox(interceptor))
        return self
    }

    /// Adds a RouteComposer 1.x post-routing task whose context is the navigation's destination.
    @available(*, deprecated, message: "Use adding(_:) with a post-routing task whose context is the step's context.")
    @discardableResult
    public final func add<PT: PostRoutingTask>(_ postTask: PT) -> Self where PT.Context: RoutingDestination {
        tasks.postTasks.append(PostTaskBox(postTask))
        return self
    }
}
