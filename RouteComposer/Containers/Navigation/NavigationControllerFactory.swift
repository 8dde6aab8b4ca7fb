import Foundation

/// Builds a navigation controller holding the children the router hands it.
///
/// `VC` must inherit its initialisers from its UIKit class; see ``ClassFactory``.
@MainActor
public struct NavigationControllerFactory<VC: UINavigationController, C>: ContainerFactory {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    /// The nib name passed to the controller.
    public let nibName: String?
    /// The bundle passed to the controller.
    public let bundle: Bundle?
    /// The delegate given to every built controller; the factory holds it weakly.
    public private(set) weak var delegate: UINavigationControllerDelegate?
    /// Runs on every built controller, after its children are in place.
    public let configuration: ((_: VC) -> Void)?

    /// Creates the factory.
    public init(
        nibName: String? = nil, bundle: Bundle? = nil, delegate: UINavigationControllerDelegate? = nil,
        configuration: ((_: VC) -> Void)? = nil
    ) {
        self.nibName = nibName
        self.bundle = bundle
        self.delegate = delegate
        self.configuration = configuration
    }

    /// A new navigation controller whose stack is the coordinator's children.
    public func build(with context: C, integrating coordinator: ChildCoordinator) throws -> VC {
        let navigationController = try makeViewController(VC.self, nibName: nibName, bundle: bundle)
        if let delegate { navigationController.delegate = delegate }
        if !coordinator.isEmpty {
            navigationController.viewControllers = try coordinator.build(integrating: navigationController.viewControllers)
        }
        configuration?(navigationController)
        return navigationController
    }
}
