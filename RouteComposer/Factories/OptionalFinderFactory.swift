/// The factory a step gets from `.factory(_:)` when it is handed a `FinderFactory?`, the type
/// upstream's `.finderFactory(finder:configuration:)` spelling returns.
///
/// A nil comes only from `FinderFactory(finder:)` given a ``NilEntity`` finder, one that can
/// never find anything. That is a mistake in the configuration, and it is reported as one: a
/// navigation that reaches the step fails before the screen changes, naming the finder type,
/// instead of the app stopping when the configuration is written.
@MainActor
public struct OptionalFinderFactory<F: Finder>: Factory {
    /// The type of view controller this entity works with.
    public typealias ViewController = F.ViewController
    /// The type of context this entity works with.
    public typealias Context = F.Context

    /// The wrapped factory, or nil when there was none to wrap.
    private(set) var factory: FinderFactory<F>?

    /// Wraps `factory`, which may be nil.
    init(_ factory: FinderFactory<F>?) {
        self.factory = factory
    }

    /// Prepares the wrapped factory.
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` when there is no factory, so the navigation
    ///   fails before anything changes.
    public mutating func prepare(with context: Context) throws {
        guard var factory else {
            throw RoutingError.compositionFailed(
                .init("The step's FinderFactory of \(typeName(F.self)) is nil: its finder is a NilEntity and can never find anything."))
        }
        try factory.prepare(with: context)
        self.factory = factory
    }

    /// Builds with the wrapped factory.
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` when there is no factory.
    public func build(with context: Context) throws -> ViewController {
        guard let factory else {
            throw RoutingError.compositionFailed(
                .init("The step's FinderFactory of \(typeName(F.self)) is nil: its finder is a NilEntity and can never find anything."))
        }
        return try factory.build(with: context)
    }
}
