/// A chain whose last step was integrated with a plain action: it continues from any step with
/// the same context.
@MainActor
public struct StepChainAssembly<ViewController: UIViewController, Context> {
    let templates: [StepTemplate]

    /// Continues with an intermediate step, which then needs its own action.
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

/// A chain whose last step was integrated with a container action: it continues only from a
/// step producing exactly that container type, which the compiler checks.
@MainActor
public struct ContainerStepChainAssembly<AcceptableContainer: ContainerViewController, ViewController: UIViewController, Context> {
    let templates: [StepTemplate]

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
    let templates: [StepTemplate]
    let pending: IntermediateDestinationStep

    /// Integrates the intermediate step with a plain action.
    public func using<A: Action>(_ action: A) -> StepChainAssembly<ViewController, Context> {
        StepChainAssembly(templates: templates + pending.templates(action: ActionBox(action)))
    }

    /// Integrates the intermediate step into a container; the next step must produce it.
    public func using<A: ContainerAction>(_ action: A) -> ContainerStepChainAssembly<A.ViewController, ViewController, Context> {
        ContainerStepChainAssembly(templates: templates + pending.templates(action: ActionBox(action)))
    }
}

extension ActionConnectingAssembly {
    /// The hook apps use to add `using` shorthands for their own actions.
    @_spi(Advanced)
    public func usingAction<A: Action>(_ action: A) -> StepChainAssembly<ViewController, Context> { using(action) }

    /// The hook apps use to add `using` shorthands for their own container actions.
    @_spi(Advanced)
    public func usingAction<A: ContainerAction>(_ action: A) -> ContainerStepChainAssembly<A.ViewController, ViewController, Context> { using(action) }
}

/// A chain with its origin in place, ready to assemble.
@MainActor
public struct LastStepInChainAssembly<ViewController: UIViewController, Context> {
    let head: StepLink?

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
