// Upstream 2.x lets a container child declare a context transformer, as a plain child can:
// a tab bar whose tabs are navigation controllers each built from a part of the tab bar's context.

extension CompleteFactoryAssembly {
    /// Adds a container child whose context `transformer` makes from the container's, appended.
    ///
    /// The transformer runs when the container is built; a throw aborts the build.
    public func with<ChildFC: ContainerFactory, T: ContextTransformer>(_ childFactory: ChildFC, adapting transformer: T)
        -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where T.SourceContext == FC.Context, T.TargetContext == ChildFC.Context {
        start().with(childFactory, adapting: transformer)
    }

    /// Adds a container child whose context `transformer` makes from the container's, placed by `action`.
    ///
    /// The transformer runs when the container is built; a throw aborts the build.
    public func with<ChildFC: ContainerFactory, A: ContainerAction, T: ContextTransformer>(
        _ childFactory: ChildFC, using action: A,
        adapting transformer: T
    )
        -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where A.ViewController == FC.ViewController, T.SourceContext == FC.Context, T.TargetContext == ChildFC.Context {
        start().with(childFactory, using: action, adapting: transformer)
    }
}

extension CompleteFactoryChainAssembly {
    /// Adds a container child whose context `transformer` makes from the container's, appended.
    ///
    /// The transformer runs when the container is built; a throw aborts the build.
    public func with<ChildFC: ContainerFactory, T: ContextTransformer>(_ childFactory: ChildFC, adapting transformer: T)
        -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where T.SourceContext == FC.Context, T.TargetContext == ChildFC.Context {
        adding(childFactory, box: FactoryBox(childFactory), embed: nil) { try transformer.transform($0) }
    }

    /// Adds a container child whose context `transformer` makes from the container's, placed by `action`.
    ///
    /// The transformer runs when the container is built; a throw aborts the build.
    public func with<ChildFC: ContainerFactory, A: ContainerAction, T: ContextTransformer>(
        _ childFactory: ChildFC, using action: A,
        adapting transformer: T
    )
        -> CompleteFactoryChainAssembly<FC, ChildFC.ViewController, ChildFC.Context>
    where A.ViewController == FC.ViewController, T.SourceContext == FC.Context, T.TargetContext == ChildFC.Context {
        adding(childFactory, box: FactoryBox(childFactory), embed: ActionBox(action).embed) { try transformer.transform($0) }
    }
}
