/// The typed entry point of a configuration: name the controller and context types once, then
/// pick a finder and a factory, mostly by shorthand.
///
/// ```swift
/// StepAssembler<ProductViewController, String>()
///     .finder(.classFinder)
///     .factory(.classFactory)
///     .using(.push)
///     .from(.navigationController)
///     .using(.present)
///     .from(.current)
///     .assemble()
/// ```
@MainActor
public struct StepAssembler<VC: UIViewController, C> {
    /// Creates the assembler.
    public init() {}

    /// Uses `finder`.
    @_disfavoredOverload
    public func finder<F: Finder>(_ finder: F) -> StepAssemblerWithFinder<F> where F.ViewController == VC, F.Context == C {
        getFinder(finder)
    }

    /// The hook apps use to add shorthands for their own finders, in constrained extensions.
    @_spi(Advanced)
    public func getFinder<F: Finder>(_ finder: F) -> StepAssemblerWithFinder<F> where F.ViewController == VC, F.Context == C {
        StepAssemblerWithFinder(finder: finder)
    }

    // The shorthand overloads below each take a different finder type, so no argument matches
    // two of them and `@_disfavoredOverload` never changes which one a call picks. It changes
    // how long the pick takes: the type checker tries every overload of `finder` in turn, and
    // once the first one has produced a solution it abandons disfavored ones at once instead
    // of solving the rest of the chain for each. So all but the first shorthands of a kind are
    // disfavored, and a configuration using the first pays for one overload; one using a later
    // shorthand pays no more than it did before they were disfavored. `nilFinder` stays
    // favoured: disfavoring it too would let every factory overload be tried again under each
    // wrong finder before the finder fails (2.5 times the solver work for `.finder(.nilFinder)`).
    // Benchmarks/TypeCheck measures the effect.

    /// Uses a class finder: `.finder(.classFinder)`.
    public func finder(_ finder: ClassFinder<VC, C>) -> StepAssemblerWithFinder<ClassFinder<VC, C>> { getFinder(finder) }

    /// Uses an instance finder: `.finder(.instanceFinder(instance: controller))`.
    @_disfavoredOverload
    public func finder(_ finder: InstanceFinder<VC, C>) -> StepAssemblerWithFinder<InstanceFinder<VC, C>> { getFinder(finder) }

    /// Uses no finder: `.finder(.nilFinder)`.
    public func finder(_ finder: NilFinder<VC, C>) -> StepAssemblerWithFinder<NilFinder<VC, C>> { getFinder(finder) }
}

extension StepAssembler where VC: ContextChecking, C == VC.Context {
    /// Uses a context-checking class finder: `.finder(.classWithContextFinder)`.
    @_disfavoredOverload
    public func finder(_ finder: ClassWithContextFinder<VC, C>) -> StepAssemblerWithFinder<ClassWithContextFinder<VC, C>> { getFinder(finder) }
}

/// A configuration with its finder chosen, waiting for its factory.
@MainActor
public struct StepAssemblerWithFinder<F: Finder> {
    let finder: F

    /// Wraps `finder`.
    init(finder: F) {
        self.finder = finder
    }

    /// Uses `factory`.
    @_disfavoredOverload
    public func factory<FC: Factory>(_ factory: FC) -> StepAssembly<F, FC> where FC.ViewController == F.ViewController, FC.Context == F.Context {
        getFactory(factory)
    }

    /// Uses the container `factory`.
    @_disfavoredOverload
    public func factory<FC: ContainerFactory>(_ factory: FC) -> StepAssembly<F, FC> where FC.ViewController == F.ViewController, FC.Context == F.Context {
        getFactory(factory)
    }

    /// The hook apps use to add shorthands for their own factories, in constrained extensions.
    @_spi(Advanced)
    public func getFactory<FC: Factory>(_ factory: FC) -> StepAssembly<F, FC> where FC.ViewController == F.ViewController, FC.Context == F.Context {
        StepAssembly(finder: finder, factory: factory)
    }

    /// The hook apps use to add shorthands for their own container factories.
    @_spi(Advanced)
    public func getFactory<FC: ContainerFactory>(_ factory: FC) -> StepAssembly<F, FC> where FC.ViewController == F.ViewController, FC.Context == F.Context {
        StepAssembly(finder: finder, factory: factory)
    }

    // As for `finder`: each shorthand overload takes a different factory type, and all but the
    // first are disfavored so that a chain whose factory matched the first is not solved again
    // for each of the others (the generic `FinderFactory` ones cost the most, since their
    // failure shows only at the end of the chain).

    /// Uses a class factory: `.factory(.classFactory)`.
    public func factory(_ factory: ClassFactory<F.ViewController, F.Context>) -> StepAssembly<F, ClassFactory<F.ViewController, F.Context>> {
        getFactory(factory)
    }

    /// Uses no factory, for a controller another step creates: `.factory(.nilFactory)`.
    @_disfavoredOverload
    public func factory(_ factory: NilFactory<F.ViewController, F.Context>) -> StepAssembly<F, NilFactory<F.ViewController, F.Context>> { getFactory(factory) }

    /// Uses a storyboard factory: `.factory(.storyboardFactory(name: "Main", identifier: "Product"))`.
    @_disfavoredOverload
    public func factory(_ factory: StoryboardFactory<F.ViewController, F.Context>) -> StepAssembly<F, StoryboardFactory<F.ViewController, F.Context>> {
        getFactory(factory)
    }

    /// Uses a closure: `.factory(.build { context in ProductViewController(id: context) })`.
    @_disfavoredOverload
    public func factory(_ factory: InlineFactory<F.ViewController, F.Context>) -> StepAssembly<F, InlineFactory<F.ViewController, F.Context>> {
        getFactory(factory)
    }

    /// Uses a factory that finds with another finder.
    @_disfavoredOverload
    public func factory<Other: Finder>(_ factory: FinderFactory<Other>) -> StepAssembly<F, FinderFactory<Other>>
    where Other.ViewController == F.ViewController, Other.Context == F.Context {
        getFactory(factory)
    }

    /// Uses the factory of the `.finderFactory(finder:configuration:)` shorthand, whose upstream
    /// spelling returns an Optional. A nil factory (only `FinderFactory(finder:)` with a
    /// ``NilEntity`` finder makes one) fails the navigation before anything changes; see
    /// ``OptionalFinderFactory``.
    @_disfavoredOverload
    public func factory<Other: Finder>(_ factory: FinderFactory<Other>?) -> StepAssembly<F, OptionalFinderFactory<Other>>
    where Other.ViewController == F.ViewController, Other.Context == F.Context {
        getFactory(OptionalFinderFactory(factory))
    }
}

extension StepAssemblerWithFinder where F.ViewController == UINavigationController {
    /// Uses a navigation controller factory: `.factory(.navigationControllerFactory())`.
    @_disfavoredOverload
    public func factory(_ factory: NavigationControllerFactory<F.ViewController, F.Context>) -> StepAssembly<
        F, NavigationControllerFactory<F.ViewController, F.Context>
    > { getFactory(factory) }
}

extension StepAssemblerWithFinder where F.ViewController == UITabBarController {
    /// Uses a tab bar controller factory: `.factory(.tabBarControllerFactory())`.
    @_disfavoredOverload
    public func factory(_ factory: TabBarControllerFactory<F.ViewController, F.Context>) -> StepAssembly<
        F, TabBarControllerFactory<F.ViewController, F.Context>
    > { getFactory(factory) }
}

extension StepAssemblerWithFinder where F.ViewController == UISplitViewController {
    /// Uses a split view controller factory: `.factory(.splitControllerFactory())`.
    @_disfavoredOverload
    public func factory(_ factory: SplitControllerFactory<F.ViewController, F.Context>) -> StepAssembly<F, SplitControllerFactory<F.ViewController, F.Context>>
    { getFactory(factory) }
}
