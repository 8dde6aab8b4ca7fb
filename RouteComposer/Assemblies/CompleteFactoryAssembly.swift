/// Pre-populates a container factory with children:
///
/// ```swift
/// let tabs = CompleteFactoryAssembly(factory: TabBarControllerFactory<UITabBarController, Any?>())
///     .with(ClassFactory<HomeViewController, Any?>())
///     .with(ClassFactory<SettingsViewController, Any?>(), using: UITabBarController.add())
///     .adding(TitleTask())
///     .assemble()
/// ```
///
/// Each child is placed by its own action, or appended when it has none, and built with the
/// container's context or one made from it by a transformer.
@MainActor
public final class CompleteFactoryAssembly<FC: ContainerFactory> {
    private let factory: FC

    /// Starts with the container factory.
    public init(factory: FC) {
        self.factory = factory
    }

    /// Adds a child built with the container's context, appended.
    public func with<ChildFC: Factory>(_ childFactory: ChildFC) -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where ChildFC.Context == FC.Context {
        start().with(childFactory)
    }

    /// Adds a container child built with the container's context, appended.
    public func with<ChildFC: ContainerFactory>(_ childFactory: ChildFC) -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where ChildFC.Context == FC.Context {
        start().with(childFactory)
    }

    /// Adds a child placed by `action`.
    public func with<ChildFC: Factory, A: ContainerAction>(_ childFactory: ChildFC, using action: A) -> CompleteFactoryChainAssembly<
        FC, ChildFC.ViewController, ChildFC.Context
    >
    where ChildFC.Context == FC.Context, A.ViewController == FC.ViewController {
        start().with(childFactory, using: action)
    }

    /// Adds a container child placed by `action`.
    public func with<ChildFC: ContainerFactory, A: ContainerAction>(_ childFactory: ChildFC, using action: A) -> CompleteFactoryChainAssembly<
        FC, ChildFC.ViewController, ChildFC.Context
    >
    where ChildFC.Context == FC.Context, A.ViewController == FC.ViewController {
        start().with(childFactory, using: action)
    }

    /// Adds a child whose context `transformer` makes from the container's.
    public func with<ChildFC: Factory, T: ContextTransformer>(_ childFactory: ChildFC, adapting transformer: T) -> CompleteFactoryChainAssembly<
        FC, ChildFC.ViewController, ChildFC.Context
    >
    where T.SourceContext == FC.Context, T.TargetContext == ChildFC.Context {
        start().with(childFactory, adapting: transformer)
    }

    /// Adds a child whose context `transformer` makes from the container's, placed by `action`.
    public func with<ChildFC: Factory, A: ContainerAction, T: ContextTransformer>(_ childFactory: ChildFC, using action: A, adapting transformer: T)
        -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where A.ViewController == FC.ViewController, T.SourceContext == FC.Context, T.TargetContext == ChildFC.Context {
        start().with(childFactory, using: action, adapting: transformer)
    }

    /// The container factory with no children.
    public func assemble() -> CompleteFactory<FC> {
        CompleteFactory(factory: factory, children: [])
    }

    func start() -> CompleteFactoryChainAssembly<FC, FC.ViewController, FC.Context> {
        CompleteFactoryChainAssembly(factory: factory, children: [])
    }
}

/// A ``CompleteFactoryAssembly`` with children; the last child added can get context tasks.
@MainActor
public final class CompleteFactoryChainAssembly<FC: ContainerFactory, ChildVC: UIViewController, ChildContext> {
    private let factory: FC
    private let children: [CompleteFactoryDraft<FC.Context>]

    init(factory: FC, children: [CompleteFactoryDraft<FC.Context>]) {
        self.factory = factory
        self.children = children
    }

    /// Adds a context task to the child added last.
    public func adding<CT: ContextTask>(_ contextTask: CT) -> CompleteFactoryChainAssembly<FC, ChildVC, ChildContext>
    where CT.ViewController == ChildVC, CT.Context == ChildContext {
        var children = children
        if !children.isEmpty { children[children.count - 1].tasks.append(ContextTaskBox(contextTask)) }
        return CompleteFactoryChainAssembly(factory: factory, children: children)
    }

    /// Adds a child built with the container's context, appended.
    public func with<ChildFC: Factory>(_ childFactory: ChildFC) -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where ChildFC.Context == FC.Context {
        adding(childFactory, box: FactoryBox(childFactory), embed: nil) { $0 }
    }

    /// Adds a container child built with the container's context, appended.
    public func with<ChildFC: ContainerFactory>(_ childFactory: ChildFC) -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where ChildFC.Context == FC.Context {
        adding(childFactory, box: FactoryBox(childFactory), embed: nil) { $0 }
    }

    /// Adds a child placed by `action`.
    public func with<ChildFC: Factory, A: ContainerAction>(_ childFactory: ChildFC, using action: A) -> CompleteFactoryChainAssembly<
        FC, ChildFC.ViewController, ChildFC.Context
    >
    where ChildFC.Context == FC.Context, A.ViewController == FC.ViewController {
        adding(childFactory, box: FactoryBox(childFactory), embed: ActionBox(action).embed) { $0 }
    }

    /// Adds a container child placed by `action`.
    public func with<ChildFC: ContainerFactory, A: ContainerAction>(_ childFactory: ChildFC, using action: A) -> CompleteFactoryChainAssembly<
        FC, ChildFC.ViewController, ChildFC.Context
    >
    where ChildFC.Context == FC.Context, A.ViewController == FC.ViewController {
        adding(childFactory, box: FactoryBox(childFactory), embed: ActionBox(action).embed) { $0 }
    }

    /// Adds a child whose context `transformer` makes from the container's.
    public func with<ChildFC: Factory, T: ContextTransformer>(_ childFactory: ChildFC, adapting transformer: T) -> CompleteFactoryChainAssembly<
        FC, ChildFC.ViewController, ChildFC.Context
    >
    where T.SourceContext == FC.Context, T.TargetContext == ChildFC.Context {
        adding(childFactory, box: FactoryBox(childFactory), embed: nil) { try transformer.transform($0) }
    }

    /// Adds a child whose context `transformer` makes from the container's, placed by `action`.
    public func with<ChildFC: Factory, A: ContainerAction, T: ContextTransformer>(_ childFactory: ChildFC, using action: A, adapting transformer: T)
        -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where A.ViewController == FC.ViewController, T.SourceContext == FC.Context, T.TargetContext == ChildFC.Context {
        adding(childFactory, box: FactoryBox(childFactory), embed: ActionBox(action).embed) { try transformer.transform($0) }
    }

    /// The container factory with its children.
    public func assemble() -> CompleteFactory<FC> {
        CompleteFactory(factory: factory, children: children.map { $0.make($0.tasks) })
    }

    func adding<ChildFC: AbstractFactory>(
        _ childFactory: ChildFC, box: FactoryBox?,
        embed: ((UIViewController, inout [UIViewController]) throws -> Void)?,
        transform: @escaping (FC.Context) throws -> ChildFC.Context
    )
        -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    {
        // A NilFactory child has nothing to build and is dropped, as in a step.
        guard let box else { return CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>(factory: factory, children: children) }
        let draft = CompleteFactoryDraft<FC.Context>(make: { tasks in
            CompleteFactoryChild(factory: childFactory, kind: box, transform: transform, embed: embed, tasks: tasks)
        })
        return CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>(factory: factory, children: children + [draft])
    }
}

/// A child of a ``CompleteFactoryChainAssembly`` before it is finished: it can still get tasks.
@MainActor
struct CompleteFactoryDraft<ParentContext> {
    let make: ([ContextTaskBox]) -> CompleteFactoryChild<ParentContext>
    var tasks: [ContextTaskBox] = []
}
