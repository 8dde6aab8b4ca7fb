/// A container factory that comes with children of its own, put in before any children the
/// router hands it: a tab bar controller built in code with its tabs.
@MainActor
public struct CompleteFactory<FC: ContainerFactory>: ContainerFactory, CustomStringConvertible {
    /// The type of view controller this entity works with.
    public typealias ViewController = FC.ViewController
    /// The type of context this entity works with.
    public typealias Context = FC.Context

    var factory: FC
    let children: [CompleteFactoryChild<FC.Context>]
    private var prepared: [PreparedFactoryChild]?
    // Taken at creation: `description` is nonisolated and `factory` is mutable main-actor state.
    private let factoryDescription: String

    init(factory: FC, children: [CompleteFactoryChild<FC.Context>]) {
        self.factory = factory
        self.children = children
        factoryDescription = describeFactory(factory)
    }

    /// Prepares the container factory and every child with the context (transformed for children
    /// that adapt it).
    public mutating func prepare(with context: FC.Context) throws {
        try factory.prepare(with: context)
        prepared = try children.map { try $0.prepare(context) }
    }

    /// The wrapped factory and the factories of its own children, in the order they are built,
    /// so that a log or a failure names what the container was going to hold.
    nonisolated public var description: String {
        let own = children.map(\.factoryDescription).joined(separator: ", ")
        return "CompleteFactory(\(factoryDescription), children: [\(own)])"
    }

    /// Builds the container with its own children first, then the router's.
    public func build(with context: FC.Context, integrating coordinator: ChildCoordinator) throws -> FC.ViewController {
        let own = try prepared ?? children.map { try $0.prepare(context) }
        let integrations = own.map { child in ChildIntegration { try child.integrate(&$0) } }
        return try factory.build(with: context, integrating: ChildCoordinator(children: integrations + coordinator.children))
    }
}

/// One child of a ``CompleteFactory``: its factory, the action that places it, its tasks, and how
/// it gets its context from the container's.
@MainActor
struct CompleteFactoryChild<ParentContext> {
    let factoryDescription: String
    /// The types of controller the child builds: its own, then those its factory builds in, for
    /// a navigation graph's reachability check.
    let builtTypes: [UIViewController.Type]
    let prepare: (ParentContext) throws -> PreparedFactoryChild
}

/// A prepared child, ready to be built into a proposed array of children.
@MainActor
struct PreparedFactoryChild {
    let integrate: (inout [UIViewController]) throws -> Void
}

extension CompleteFactoryChild {
    /// A child built by `factory` with a context made from the parent's by `transform`, placed by
    /// `embed` (appending by default), configured by `tasks`.
    init<ChildFC: AbstractFactory>(
        factory: ChildFC, kind: FactoryBox, transform: @escaping (ParentContext) throws -> ChildFC.Context,
        embed: ((UIViewController, inout [UIViewController]) throws -> Void)?,
        tasks: [ContextTaskBox]
    ) {
        factoryDescription = describeFactory(factory)
        builtTypes = [kind.viewControllerType] + kind.ownBuiltTypes
        prepare = { parentContext in
            let context = AnyContext(try transform(parentContext))
            let location = RoutingErrorLocation(phase: .preparation, factoryType: kind.typeName, contextType: typeName(ChildFC.Context.self))
            let prepared = try kind.prepare(with: context, location: location)
            let preparedTasks = try tasks.map { try $0.prepare(with: context, location: location) }
            return PreparedFactoryChild { children in
                let child = try prepared.build(ChildCoordinator(children: []))
                for task in preparedTasks { try task.perform(child, location) }
                if let embed { try embed(child, &children) } else { children.append(child) }
            }
        }
    }
}

/// A factory's own description when it has one (a nested ``CompleteFactory``); otherwise its
/// type, because a struct's default description dumps every stored property.
private func describeFactory(_ factory: some Any) -> String {
    (factory as? CustomStringConvertible)?.description ?? typeName(type(of: factory))
}
