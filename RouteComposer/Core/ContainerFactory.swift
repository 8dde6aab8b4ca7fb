/// Builds a container view controller together with the children the router hands it.
///
/// When a navigation needs a new container (a navigation controller, say) followed by controllers
/// to be put in it, the router does not build the container and then push into it: it passes the
/// following steps to the container factory through a ``ChildCoordinator``, so the container is
/// created already holding them and appears in one transition.
@MainActor
public protocol ContainerFactory: AbstractFactory where ViewController: ContainerViewController {
    // Restated so the types can be inferred from this protocol's own requirements.
    associatedtype ViewController
    associatedtype Context

    /// Creates the container for `context` with the children that `coordinator` builds.
    ///
    /// An implementation must integrate what ``ChildCoordinator/build(integrating:)`` returns;
    /// ignoring the coordinator drops the steps the router gave it.
    func build(with context: Context, integrating coordinator: ChildCoordinator) throws -> ViewController
}

extension ContainerFactory {
    /// Creates the container with no children from the router.
    public func build(with context: Context) throws -> ViewController {
        try build(with: context, integrating: ChildCoordinator(children: []))
    }

    /// Prepares a copy of the factory with `context` and builds with no children from the router.
    public func execute(with context: Context) throws -> ViewController {
        var factory = self
        try factory.prepare(with: context)
        return try factory.build(with: context)
    }
}

extension ContainerFactory where Context == Any? {
    /// Builds with a `nil` context and no children from the router.
    public func build() throws -> ViewController {
        try build(with: nil)
    }

    /// Prepares a copy and builds, with a `nil` context.
    public func execute() throws -> ViewController {
        try execute(with: nil)
    }
}

extension ContainerFactory where Context == Void {
    /// Builds with the empty context and no children from the router.
    public func build() throws -> ViewController {
        try build(with: ())
    }

    /// Prepares a copy and builds, with the empty context.
    public func execute() throws -> ViewController {
        try execute(with: ())
    }
}
