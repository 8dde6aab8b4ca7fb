import Foundation

/// Builds a classic split view controller whose columns are the children the router hands it.
///
/// `VC` must inherit its initialisers from its UIKit class; see ``ClassFactory``.
@MainActor
public struct SplitControllerFactory<VC: UISplitViewController, C>: ContainerFactory {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    /// The nib name passed to the controller.
    public let nibName: String?
    /// The bundle passed to the controller.
    public let bundle: Bundle?
    /// The delegate given to every built controller; the factory holds it weakly.
    public private(set) weak var delegate: UISplitViewControllerDelegate?
    /// Whether a gesture shows the primary; unchanged when nil.
    public let presentsWithGesture: Bool?
    /// The preferred display mode; unchanged when nil.
    public let preferredDisplayMode: UISplitViewController.DisplayMode?
    /// Runs on every built controller, after its columns are in place.
    public let configuration: ((_: VC) -> Void)?

    /// Creates the factory.
    public init(
        nibName: String? = nil, bundle: Bundle? = nil, delegate: UISplitViewControllerDelegate? = nil,
        presentsWithGesture: Bool? = nil, preferredDisplayMode: UISplitViewController.DisplayMode? = nil,
        configuration: ((_: VC) -> Void)? = nil
    ) {
        self.nibName = nibName
        self.bundle = bundle
        self.delegate = delegate
        self.presentsWithGesture = presentsWithGesture
        self.preferredDisplayMode = preferredDisplayMode
        self.configuration = configuration
    }

    /// A new split view controller whose columns are the coordinator's children.
    public func build(with context: C, integrating coordinator: ChildCoordinator) throws -> VC {
        let splitViewController = try makeViewController(VC.self, nibName: nibName, bundle: bundle)
        if let delegate { splitViewController.delegate = delegate }
        if let presentsWithGesture { splitViewController.presentsWithGesture = presentsWithGesture }
        if let preferredDisplayMode { splitViewController.preferredDisplayMode = preferredDisplayMode }
        if !coordinator.isEmpty {
            splitViewController.viewControllers = try coordinator.build(integrating: splitViewController.viewControllers)
        }
        configuration?(splitViewController)
        return splitViewController
    }
}
