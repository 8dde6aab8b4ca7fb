import Foundation

/// Builds a controller of type `VC` with `init(nibName:bundle:)`, then configures it.
/// The context is not used.
///
/// `VC` must inherit its initialisers from `UIViewController`: a controller with a designated
/// initialiser of its own needs a ``Factory`` of its own. On iOS UIKit stops the app otherwise;
/// off iOS the controller is created through its `init?(coder:)` (see ``RoutingFailureReason/needsOwnFactory``).
@MainActor
public struct ClassFactory<VC: UIViewController, C>: Factory {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    /// The nib name passed to the controller.
    public let nibName: String?
    /// The bundle passed to the controller.
    public let bundle: Bundle?
    /// Runs on every built controller.
    public let configuration: ((_: VC) -> Void)?

    // Optional parameters default to `.none` rather than `nil`: the compiler emits a `nil` default
    // at each call site and type-checks it there, once per call and argument; `.none` is checked
    // once, here (Benchmarks/TypeCheck).
    /// Creates the factory.
    public init(nibName: String? = .none, bundle: Bundle? = .none, configuration: ((_: VC) -> Void)? = .none) {
        self.nibName = nibName
        self.bundle = bundle
        self.configuration = configuration
    }

    /// A new, configured controller.
    public func build(with context: C) throws -> VC {
        let viewController = try makeViewController(VC.self, nibName: nibName, bundle: bundle)
        configuration?(viewController)
        return viewController
    }
}
