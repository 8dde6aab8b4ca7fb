import Foundation

/// Builds a tab bar controller whose tabs are the children the router hands it.
///
/// On iOS 18 and later, when every child was added with
/// ``ContainerViewController/add(tab:title:image:at:)``, the controller is driven by `UITab`s with
/// those identifiers; otherwise its `viewControllers` are the children.
///
/// `VC` must inherit its initialisers from its UIKit class; see ``ClassFactory``.
@MainActor
public struct TabBarControllerFactory<VC: UITabBarController, C>: ContainerFactory {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    /// The nib name passed to the controller.
    public let nibName: String?
    /// The bundle passed to the controller.
    public let bundle: Bundle?
    /// The delegate given to every built controller; the factory holds it weakly.
    public private(set) weak var delegate: UITabBarControllerDelegate?
    /// Runs on every built controller, after its tabs are in place.
    public let configuration: ((_: VC) -> Void)?

    /// Creates the factory.
    public init(
        nibName: String? = nil, bundle: Bundle? = nil, delegate: UITabBarControllerDelegate? = nil,
        configuration: ((_: VC) -> Void)? = nil
    ) {
        self.nibName = nibName
        self.bundle = bundle
        self.delegate = delegate
        self.configuration = configuration
    }

    /// A new tab bar controller whose tabs are the coordinator's children.
    ///
    /// - Throws: ``RoutingFailureReason/tabIdentifierTaken`` when two children added as tabs
    ///   share an identifier.
    public func build(with context: C, integrating coordinator: ChildCoordinator) throws -> VC {
        let tabBarController = try makeViewController(VC.self, nibName: nibName, bundle: bundle)
        if let delegate { tabBarController.delegate = delegate }
        if !coordinator.isEmpty {
            let children = try coordinator.build(integrating: tabBarController.viewControllers ?? [])
            if try !tabBarController.setTabsIfDescribed(children) {
                tabBarController.viewControllers = children
            }
        }
        configuration?(tabBarController)
        return tabBarController
    }
}
