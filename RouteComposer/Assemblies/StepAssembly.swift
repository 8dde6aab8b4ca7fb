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
    package let entity: PendingEntity

    /// Starts a step with a finder and a factory: a ``Factory``, or a ``ContainerFactory`` for a
    /// container. Any other ``AbstractFactory`` cannot build, and a navigation that would build
    /// with it fails while planning with ``RoutingError/compositionFailed(_:)`` naming it.
    // One initializer for both kinds of factory, the kind found from the factory's type when the
    // step is made: with one per kind, the type checker solved the rest of the chain under both
    // (Benchmarks/TypeCheck).
    public init(finder: F, factory: FC) {
        entity = PendingEntity(
            finder: FinderBox(finder), factory: FactoryBox(either: factory),
            viewControllerType: F.ViewController.self, contextType: F.Context.self)
        super.init()
        if !(factory is any ContainerFactory) {
            legacyFactory = factory
        }
    }

    /// Integrates the controller with `action`. The next step must produce exactly the action's
    /// ``AbstractAction/PreviousStepController``, its container type, for a container action; any
    /// controller for a plain action.
    // One overload for every kind of action, its result computed from the action's type: with an
    // overload per kind, the type checker tried the container one for every plain action and
    // solved the rest of the chain under it before rejecting it (Benchmarks/TypeCheck).
    public func using<A: AbstractAction>(_ action: A) -> IntegratedStepChainAssembly<A.PreviousStepController, F.ViewController, F.Context> {
        IntegratedStepChainAssembly(templates: [entity.template(action: ActionBox(integrating: action), tasks: tasks)])
    }

    /// Integrates the controller with a plain action, in code generic over `Action`, where the
    /// action's ``AbstractAction/PreviousStepController`` is not known, or for a shorthand an app
    /// declares in an extension of `Action`: the chain continues from any step, as for every plain
    /// action.
    // Disfavored, so that a concrete action, whose `PreviousStepController` is known, is solved
    // with the overload above alone.
    @_disfavoredOverload
    public func using<A: Action>(_ action: A) -> StepChainAssembly<F.ViewController, F.Context> {
        StepChainAssembly(templates: [entity.template(action: ActionBox(action), tasks: tasks)])
    }

    /// Integrates the controller into a container with `action`, for a shorthand an app declares in
    /// an extension of `ContainerAction` (`.using(.myPush)`), which a parameter of type
    /// `AbstractAction` does not see: the next step must produce exactly the container.
    // Disfavored, like the one above; a concrete container action is solved with the first.
    @_disfavoredOverload
    public func using<A: ContainerAction>(_ action: A) -> ContainerStepChainAssembly<A.ViewController, F.ViewController, F.Context> {
        ContainerStepChainAssembly(templates: [entity.template(action: ActionBox(action), tasks: tasks)])
    }
}

extension StepAssembly {
    /// The hook apps use to add `using` shorthands for their own actions.
    @_spi(Advanced)
    public func usingAction<A: Action>(_ action: A) -> StepChainAssembly<F.ViewController, F.Context> {
        StepChainAssembly(templates: [entity.template(action: ActionBox(action), tasks: tasks)])
    }

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
