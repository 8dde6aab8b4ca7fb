/// The part of a step assembly that collects the step's tasks.
///
/// `adding` changes the assembly and returns it, so a partly built assembly should not be
/// shared between configurations.
@MainActor
public class GenericStepAssembly<VC: UIViewController, C> {
    /// The type of the controller the assembled step produces, `VC`, as RouteComposer 2.x names
    /// it; ``StepAssembly`` inherits it.
    public typealias ViewController = VC

    /// The type of the context the assembled step takes, `C`, as RouteComposer 2.x names it;
    /// ``StepAssembly`` inherits it, so `StepAssembly<F, FC>.Context` is the factory's context.
    public typealias Context = C

    package var tasks = TaskCollector()
    /// The factory, kept for the deprecated 1.x `from(_:)` that reads the action a 1.x factory
    /// carried (see RouteComposer/Compatibility).
    package var legacyFactory: Any?

    init() {}

    /// Adds an interceptor that runs before a navigation to this step's destination.
    @discardableResult
    public final func adding<RI: RoutingInterceptor>(_ interceptor: RI) -> Self where RI.Context == C {
        tasks.interceptors.append(InterceptorBox(interceptor))
        return self
    }

    /// Adds a context task that configures this step's controller.
    @discardableResult
    public final func adding<CT: ContextTask>(_ contextTask: CT) -> Self where CT.ViewController == VC, CT.Context == C {
        tasks.contextTasks.append(ContextTaskBox(contextTask))
        return self
    }

    /// Adds a post-routing task that runs for this step's controller after a successful navigation.
    @discardableResult
    public final func adding<PT: PostRoutingTask>(_ postTask: PT) -> Self where PT.Context == C {
        tasks.postTasks.append(PostTaskBox(postTask))
        return self
    }
}
