/// A step that is not a destination yet: it still needs the action that integrates it.
///
/// The base class integrates nothing; ``SingleStep`` and its relatives carry a finder and factory.
@MainActor
public class IntermediateDestinationStep {
    init() {}

    /// The step as templates, linked with `action`; none for a step that contributes nothing.
    func templates(action: ActionBox) -> [StepTemplate] {
        []
    }
}

/// An intermediate step producing a `VC` for context `C`, to which tasks can be added.
@MainActor
public class ActionToStepIntegrator<VC: UIViewController, C>: IntermediateDestinationStep {
    var tasks = TaskCollector()

    override init() {}

    /// Adds an interceptor.
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

    /// Adds a post-routing task.
    @discardableResult
    public final func adding<PT: PostRoutingTask>(_ postTask: PT) -> Self where PT.Context == C {
        tasks.postTasks.append(PostTaskBox(postTask))
        return self
    }
}
