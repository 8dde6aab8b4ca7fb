/// A factory that "builds" by finding: it looks for its controller with a finder, after earlier
/// steps have created it. The router substitutes it for a ``NilFactory`` on a step that has a
/// real finder.
@MainActor
public struct FinderFactory<F: Finder>: Factory {
    /// The type of view controller this entity works with.
    public typealias ViewController = F.ViewController
    /// The type of context this entity works with.
    public typealias Context = F.Context

    /// The finder used to build.
    public let finder: F

    /// Runs on the found controller.
    public let configuration: ((F.ViewController) -> Void)?

    /// Creates a factory that finds with `finder`; nil when `finder` is a ``NilEntity``, which
    /// could never find anything.
    public init?(finder: F, configuration: ((F.ViewController) -> Void)? = nil) {
        guard !(finder is NilEntity) else { return nil }
        self.finder = finder
        self.configuration = configuration
    }

    /// The controller the finder finds.
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` when it finds none.
    public func build(with context: F.Context) throws -> F.ViewController {
        guard let viewController = try finder.findViewController(with: context) else {
            throw RoutingError.compositionFailed(.init("\(String(reflecting: F.self)) did not find a \(String(reflecting: F.ViewController.self)) after the steps before it were built."))
        }
        configuration?(viewController)
        return viewController
    }
}
