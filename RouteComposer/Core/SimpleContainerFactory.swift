/// A container factory that only needs its finished children.
///
/// The children the router hands over are built first, in order, and passed as an array.
@MainActor
public protocol SimpleContainerFactory: ContainerFactory {
    // Restated so the types can be inferred from this protocol's own requirements.
    associatedtype ViewController
    associatedtype Context

    /// Creates the container for `context`, holding `viewControllers`.
    func build(with context: Context, integrating viewControllers: [UIViewController]) throws -> ViewController
}

extension SimpleContainerFactory {
    /// Builds every child the coordinator holds, then the container around them.
    public func build(with context: Context, integrating coordinator: ChildCoordinator) throws -> ViewController {
        try build(with: context, integrating: coordinator.build())
    }
}
