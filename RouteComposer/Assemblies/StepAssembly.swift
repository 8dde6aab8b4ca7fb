/// The entry point of a configuration: a finder and a factory for the destination's controller,
/// then the action that integrates it, then the step it is integrated into.
///
/// ```swift
/// let product = StepAssembly(finder: ClassFinder<ProductViewController, String>(), factory: ClassFactory())
///     .adding(ProductContextTask())
///     .using(UINavigationController.push())
///     .from(NavigationControllerStep())
///     .using(GeneralAction.presentModally())
///     .from(GeneralStep.current())
///     .assemble()
/// ```
@MainActor
public final class StepAssembly<F: Finder, FC: AbstractFactory>: GenericStepAssembly<F.ViewController, FC.Context>
where F.ViewController == FC.ViewController, F.Context == FC.Context {
    let entity: PendingEntity

    /// Starts a step with a finder and a factory.
    public init(finder: F, factory: FC) where FC: Factory {
        entity = PendingEntity(
            finder: FinderBox(finder), factory: FactoryBox(factory),
            viewControllerType: F.ViewController.self, contextType: F.Context.self)
        super.init()
        legacyFactory = factory
    }

    /// Starts a step with a finder and a container factory.
    public init(finder: F, factory: FC) where FC: ContainerFactory {
        entity = PendingEntity(
            finder: FinderBox(finder), factory: FactoryBox(factory),
            viewControllerType: F.ViewController.self, contextType: F.Context.self)
    }

    /// Integrates the controller with an action that works on any previous controller.
    public func using<A: Action>(_ action: A) -> StepChainAssembly<F.ViewController, F.Context> {
        StepChainAssembly(templates: [entity.template(action: ActionBox(action), tasks: tasks)])
    }

    /// Integrates the controller into a container; the next step must produce that container.
    public func using<A: ContainerAction>(_ action: A) -> ContainerStepChainAssembly<A.ViewController, F.ViewController, F.Context> {
        ContainerStepChainAssembly(templates: [entity.template(action: ActionBox(action), tasks: tasks)])
    }
}

extension StepAssembly {
    /// The hook apps use to add `using` shorthands for their own actions.
    @_spi(Advanced)
    public func usingAction<A: Action>(_ action: A) -> StepChainAssembly<F.ViewController, F.Context> { using(action) }

    /// The hook apps use to add `using` shorthands for their own container actions.
    @_spi(Advanced)
    public func usingAction<A: ContainerAction>(_ action: A) -> ContainerStepChainAssembly<A.ViewController, F.ViewController, F.Context> { using(action) }
}

extension StepAssembly where FC: NilEntity {
    /// Continues with the step that creates this controller: this step only finds it afterwards.
    public func from<V: UIViewController>(_ step: ActionToStepIntegrator<V, F.Context>) -> ActionConnectingAssembly<F.ViewController, F.Context> {
        ActionConnectingAssembly(templates: [entity.template(action: nil, tasks: tasks)], pending: step)
    }

    /// Ends with the destination that creates this controller: this step only finds it afterwards.
    public func from<V: UIViewController>(_ step: DestinationStep<V, F.Context>) -> LastStepInChainAssembly<F.ViewController, F.Context> {
        LastStepInChainAssembly(head: [entity.template(action: nil, tasks: tasks)].linked(to: step.head))
    }
}
