/// An intermediate step with a finder and a factory.
@MainActor
public final class SingleStep<F: Finder, FC: Factory>: ActionToStepIntegrator<F.ViewController, F.Context>
where F.ViewController == FC.ViewController, F.Context == FC.Context {
    let entity: PendingEntity

    /// Creates the step.
    public init(finder: F, factory: FC) {
        entity = PendingEntity(
            finder: FinderBox(finder), factory: FactoryBox(factory),
            viewControllerType: F.ViewController.self, contextType: F.Context.self)
    }

    override func templates(action: ActionBox, extraTasks: TaskCollector) -> [StepTemplate] {
        [entity.template(action: action, tasks: tasks.merged(with: extraTasks))]
    }
}

/// An intermediate step with a finder and a container factory.
@MainActor
public class SingleContainerStep<F: Finder, FC: ContainerFactory>: ActionToStepIntegrator<F.ViewController, F.Context>
where F.ViewController == FC.ViewController, F.Context == FC.Context {
    let entity: PendingEntity

    /// Creates the step.
    public init(finder: F, factory: FC) {
        entity = PendingEntity(
            finder: FinderBox(finder), factory: FactoryBox(factory),
            viewControllerType: F.ViewController.self, contextType: F.Context.self)
    }

    override func templates(action: ActionBox, extraTasks: TaskCollector) -> [StepTemplate] {
        [entity.template(action: action, tasks: tasks.merged(with: extraTasks))]
    }
}

/// A new navigation controller, built every time (never found).
@MainActor
public final class NavigationControllerStep<VC: UINavigationController, Context>: SingleContainerStep<
    NilFinder<VC, Context>, NavigationControllerFactory<VC, Context>
>
{
    /// Creates the step.
    public init() {
        super.init(finder: NilFinder(), factory: NavigationControllerFactory())
    }
}

/// A new tab bar controller, built every time (never found).
@MainActor
public final class TabBarControllerStep<VC: UITabBarController, Context>: SingleContainerStep<NilFinder<VC, Context>, TabBarControllerFactory<VC, Context>> {
    /// Creates the step.
    public init() {
        super.init(finder: NilFinder(), factory: TabBarControllerFactory())
    }
}

/// A new split view controller, built every time (never found).
@MainActor
public final class SplitControllerStep<VC: UISplitViewController, Context>: SingleContainerStep<NilFinder<VC, Context>, SplitControllerFactory<VC, Context>> {
    /// Creates the step.
    public init() {
        super.init(finder: NilFinder(), factory: SplitControllerFactory())
    }
}
