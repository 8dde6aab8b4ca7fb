/// A router with router-wide tasks that run for every navigation.
@MainActor
public protocol InterceptableRouter: Router {
    /// Adds an interceptor that runs before every navigation.
    mutating func add<RI: RoutingInterceptor>(_ interceptor: RI) where RI.Context == Any?

    /// Adds a context task that runs on every controller a navigation finds or builds.
    mutating func add<CT: ContextTask>(_ contextTask: CT) where CT.ViewController == UIViewController, CT.Context == Any?

    /// Adds a post-routing task that runs for every controller a navigation touched.
    mutating func add<PT: PostRoutingTask>(_ postTask: PT) where PT.Context == Any?
}
