/// A chain whose last step was integrated with an action: it continues from a step producing
/// `AcceptableContainer`, the action's ``AbstractAction/PreviousStepController``.
///
/// Configurations name it by its two aliases, ``StepChainAssembly`` after a plain action and
/// ``ContainerStepChainAssembly`` after a container action.
@MainActor
public struct IntegratedStepChainAssembly<AcceptableContainer: UIViewController, ViewController: UIViewController, Context> {
    let templates: [StepTemplate]
}

/// A chain whose last step was integrated with a plain action: it continues from any step with
/// the same context.
public typealias StepChainAssembly<ViewController: UIViewController, Context> = IntegratedStepChainAssembly<UIViewController, ViewController, Context>

/// A chain whose last step was integrated with a container action: it continues only from a
/// step producing exactly that container type, which the compiler checks.
public typealias ContainerStepChainAssembly<AcceptableContainer: ContainerViewController, ViewController: UIViewController, Context> =
    IntegratedStepChainAssembly<AcceptableContainer, ViewController, Context>

extension IntegratedStepChainAssembly where AcceptableContainer == UIViewController {
    /// Continues with an intermediate step, which then needs its own action.
    // Disfavored: the type checker knows the action of `.using(.push)` only after it has chosen a
    // `from(_:)`, so `.using(.push).from(.navigationController)` was solved under this overload
    // too, up to the action, before the container one (below) was tried. Disfavored, it is tried
    // only where that one fails: after a plain action, which rarely continues from a new
    // intermediate step (Benchmarks/TypeCheck).
    @_disfavoredOverload
    public func from<V: UIViewController>(_ step: ActionToStepIntegrator<V, Context>) -> ActionConnectingAssembly<ViewController, Context> {
        ActionConnectingAssembly(templates: templates, pending: step)
    }

    /// Ends the chain with an assembled destination.
    public func from<V: UIViewController>(_ step: DestinationStep<V, Context>) -> LastStepInChainAssembly<ViewController, Context> {
        LastStepInChainAssembly(head: templates.linked(to: step.head))
    }

    /// Ends the chain with an assembled destination and assembles it.
    public func assemble<V: UIViewController>(from step: DestinationStep<V, Context>) -> DestinationStep<ViewController, Context> {
        from(step).assemble()
    }
}

extension IntegratedStepChainAssembly where AcceptableContainer: ContainerViewController {
    /// Continues with an intermediate step producing the container.
    public func from(_ step: ActionToStepIntegrator<AcceptableContainer, Context>) -> ActionConnectingAssembly<ViewController, Context> {
        ActionConnectingAssembly(templates: templates, pending: step)
    }

    /// Ends the chain with a destination producing the container.
    public func from(_ step: DestinationStep<AcceptableContainer, Context>) -> LastStepInChainAssembly<ViewController, Context> {
        LastStepInChainAssembly(head: templates.linked(to: step.head))
    }

    /// Ends the chain with a destination producing the container, and assembles it.
    public func assemble(from step: DestinationStep<AcceptableContainer, Context>) -> DestinationStep<ViewController, Context> {
        from(step).assemble()
    }
}

/// A chain waiting for the action that integrates its latest intermediate step.
@MainActor
public struct ActionConnectingAssembly<ViewController: UIViewController, Context> {
    package let templates: [StepTemplate]
    package let pending: IntermediateDestinationStep

    package init(templates: [StepTemplate], pending: IntermediateDestinationStep) {
        self.templates = templates
        self.pending = pending
    }

    /// Integrates the intermediate step with `action`. The next step must produce exactly the action's
    /// ``AbstractAction/PreviousStepController``, its container type, for a container action; any
    /// controller for a plain action.
    // One overload for every kind of action, its result computed from the action's type: with an
    // overload per kind, the type checker tried the container one for every plain action and
    // solved the rest of the chain under it before rejecting it (Benchmarks/TypeCheck).
    public func using<A: AbstractAction>(_ action: A) -> IntegratedStepChainAssembly<A.PreviousStepController, ViewController, Context> {
        IntegratedStepChainAssembly(templates: templates + pending.templates(action: ActionBox(integrating: action)))
    }

    /// Integrates the intermediate step with a plain action, in code generic over `Action`, where the
    /// action's ``AbstractAction/PreviousStepController`` is not known, or for a shorthand an app
    /// declares in an extension of `Action`: the chain continues from any step, as for every plain
    /// action.
    // Disfavored, so that a concrete action, whose `PreviousStepController` is known, is solved
    // with the overload above alone.
    @_disfavoredOverload
    public func using<A: Action>(_ action: A) -> StepChainAssembly<ViewController, Context> {
        StepChainAssembly(templates: templates + pending.templates(action: ActionBox(action)))
    }

    /// Integrates the intermediate step into a container with `action`, for a shorthand an app declares in
    /// an extension of `ContainerAction` (`.using(.myPush)`), which a parameter of type
    /// `AbstractAction` does not see: the next step must produce exactly the container.
    // Disfavored, like the one above; a concrete container action is solved with the first.
    @_disfavoredOverload
    public func using<A: ContainerAction>(_ action: A) -> ContainerStepChainAssembly<A.ViewController, ViewController, Context> {
        ContainerStepChainAssembly(templates: templates + pending.templates(action: ActionBox(action)))
    }
}

extension ActionConnectingAssembly {
    /// The hook apps use to add `using` shorthands for their own actions.
    @_spi(Advanced)
    public func usingAction<A: Action>(_ action: A) -> StepChainAssembly<ViewController, Context> {
        StepChainAssembly(templates: templates + pending.templates(action: ActionBox(action)))
    }

    /// The hook apps use to add `using` shorthands for their own container actions.
    @_spi(Advanced)
    public func usingAction<A: ContainerAction>(_ action: A) -> ContainerStepChainAssembly<A.ViewController, ViewController, Context> { using(action) }
}

/// A chain with its origin in place, ready to assemble.
@MainActor
public struct LastStepInChainAssembly<ViewController: UIViewController, Context> {
    let head: StepLink?

    package init(head: StepLink?) {
        self.head = head
    }

    /// The assembled destination.
    public func assemble() -> DestinationStep<ViewController, Context> {
        // A chain always has at least the step it was started with, so the head exists; the
        // fallback keeps the type total without a force unwrap.
        DestinationStep(
            head: head
                ?? OriginStep(
                    source: .custom(.neverFinding("an empty chain")),
                    descriptor: StepDescriptor(viewControllerType: typeName(ViewController.self), contextType: typeName(Context.self))))
    }
}

/// Starts a chain whose destination is an intermediate step, such as "a new navigation
/// controller, presented from the current screen".
@MainActor
public enum ChainAssembly {
    /// Starts the chain with `step`, which then needs its action.
    public static func from<VC: UIViewController, C>(_ step: ActionToStepIntegrator<VC, C>) -> ActionConnectingAssembly<VC, C> {
        ActionConnectingAssembly(templates: [], pending: step)
    }
}
