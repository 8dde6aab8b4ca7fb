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
    let finder: F

    /// Runs on the found controller.
    public let configuration: ((F.ViewController) -> Void)?

    /// Creates a factory that finds with `finder`; nil when `finder` is a ``NilEntity``, which
    /// could never find anything.
    public init?(finder: F, configuration: ((F.ViewController) -> Void)? = nil) {
        guard !(finder is NilEntity) else { return nil }
        self.finder = finder
        self.configuration = configuration
    }

    /// Bypasses the ``NilEntity`` check for the shorthand, whose result must exist: such a
    /// factory fails at navigation time like any finder that finds nothing.
    init(alwaysFinding finder: F, configuration: ((F.ViewController) -> Void)?) {
        self.finder = finder
        self.configuration = configuration
    }

    /// The controller the finder finds.
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` when it finds none.
    public func build(with context: F.Context) throws -> F.ViewController {
        guard let viewController = try finder.findViewController(with: context) else {
            throw RoutingError.compositionFailed(
                .init("\(String(reflecting: F.self)) did not find a \(String(reflecting: F.ViewController.self)) after the steps before it were built."))
        }
        configuration?(viewController)
        return viewController
    }
}

extension FinderFactory {
    /// A factory that finds with `finder`: `.factory(.finderFactory(finder: ClassFinder()))`.
    ///
    /// Optional, as in upstream 2.x, so explicit calls that unwrap it keep compiling; it is never
    /// nil. A ``NilEntity`` finder gives a factory whose build fails with
    /// ``RoutingError/compositionFailed(_:)``, as any finder that finds nothing.
    ///
    /// - Parameters:
    ///   - finder: finds the controller the factory returns.
    ///   - configuration: runs on the found controller.
    public static func finderFactory(finder: F, configuration: ((_: F.ViewController) -> Void)? = nil) -> FinderFactory<F>? {
        FinderFactory(alwaysFinding: finder, configuration: configuration)
    }
}
