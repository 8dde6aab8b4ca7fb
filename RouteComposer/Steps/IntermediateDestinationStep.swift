/// A step that is not a destination yet: it still needs the action that integrates it.
///
/// The base class integrates nothing; ``SingleStep`` and its relatives carry a finder and factory.
@MainActor
public class IntermediateDestinationStep {
    /// The action a RouteComposer 1.x container step was created with, used by the deprecated
    /// `from(_:)` that follows it (see RouteComposer/Compatibility).
    package var carriedAction: ActionBox?

    init() {}

    /// The step as templates, linked with `action`, with `extraTasks` added to its own; none for
    /// a step that contributes nothing.
    func templates(action: ActionBox, extraTasks: TaskCollector) -> [StepTemplate] {
        []
    }

    /// The step as templates, linked with `action`.
    package final func templates(action: ActionBox) -> [StepTemplate] {
        templates(action: action, extraTasks: TaskCollector())
    }
}

/// An intermediate step producing a `VC` for context `C`, to which tasks can be added.
@MainActor
public class ActionToStepIntegrator<VC: UIViewController, C>: IntermediateDestinationStep {
    /// The type of the controller the step produces, `VC`, as RouteComposer 2.x names it; the
    /// steps built on this class (``SingleStep``, ``NavigationControllerStep`` and the others)
    /// inherit it.
    public typealias ViewController = VC

    /// The type of the context the step takes, `C`, as RouteComposer 2.x names it; the steps built
    /// on this class inherit it.
    public typealias Context = C

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

    /// The same step with different types, checked by nothing: a wrong promise surfaces as a
    /// ``RoutingError/typeMismatch(type:expectedType:_:)`` during navigation.
    public final func unsafelyRewrapped<NewVC: UIViewController, NewC>() -> ActionToStepIntegrator<NewVC, NewC> {
        RewrappedStep(original: self)
    }

    /// The same step, promising that its controller is (inside) a `NewVC` container, so a
    /// container action for `NewVC` may integrate into it. Checked at navigation time.
    public final func expectingContainer<NewVC: ContainerViewController>() -> ActionToStepIntegrator<NewVC, C> {
        RewrappedStep(original: self)
    }
}

extension ActionToStepIntegrator where C == Any? {
    /// The same step as a `NewVC` container with any context type: its `Any?` entities accept
    /// every context. Checked at navigation time.
    public func expectingContainer<NewVC: ContainerViewController, NewC>() -> ActionToStepIntegrator<NewVC, NewC> {
        RewrappedStep(original: self)
    }

    /// The same step with any context type: its `Any?` entities accept every context.
    public func adaptingContext<NewC>() -> ActionToStepIntegrator<VC, NewC> {
        RewrappedStep(original: self)
    }
}

/// An intermediate step seen with other types; it forwards to the original, adding the tasks
/// added to it since.
@MainActor
final class RewrappedStep<VC: UIViewController, C>: ActionToStepIntegrator<VC, C> {
    private let original: IntermediateDestinationStep

    init(original: IntermediateDestinationStep) {
        self.original = original
    }

    override func templates(action: ActionBox, extraTasks: TaskCollector) -> [StepTemplate] {
        original.templates(action: action, extraTasks: tasks.merged(with: extraTasks))
    }
}

extension TaskCollector {
    /// These tasks followed by `other`'s.
    func merged(with other: TaskCollector) -> TaskCollector {
        TaskCollector(
            interceptors: interceptors + other.interceptors, contextTasks: contextTasks + other.contextTasks,
            postTasks: postTasks + other.postTasks)
    }
}
