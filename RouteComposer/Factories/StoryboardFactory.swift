import Foundation

/// Builds a controller from a storyboard: the scene with an identifier, or the initial scene.
@MainActor
public struct StoryboardFactory<VC: UIViewController, C>: Factory {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    /// The storyboard's name.
    public let name: String
    /// The storyboard's bundle; nil for the main bundle.
    public let bundle: Bundle?
    /// The scene's identifier; nil for the initial scene.
    public let identifier: String?
    /// Runs on the built controller.
    public let configuration: ((VC) -> Void)?

    /// Creates the factory.
    public init(name: String, bundle: Bundle? = nil, identifier: String? = nil, configuration: ((VC) -> Void)? = nil) {
        self.name = name
        self.bundle = bundle
        self.identifier = identifier
        self.configuration = configuration
    }

    /// Instantiates the scene.
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` when the storyboard has no initial scene,
    ///   ``RoutingError/typeMismatch(type:expectedType:_:)`` when the scene's class is not `VC`.
    public func build(with context: C) throws -> VC {
        let storyboard = UIStoryboard(name: name, bundle: bundle)
        let instantiated: UIViewController
        if let identifier {
            instantiated = storyboard.instantiateViewController(withIdentifier: identifier)
        } else {
            guard let initial = storyboard.instantiateInitialViewController() else {
                throw RoutingError.compositionFailed(.init("Storyboard \(name) has no initial view controller."))
            }
            instantiated = initial
        }
        guard let viewController = instantiated as? VC else {
            throw RoutingError.typeMismatch(
                type: type(of: instantiated), expectedType: VC.self,
                .init("Storyboard \(name) built \(instantiated) for \(identifier.map { "identifier \($0)" } ?? "its initial scene")."))
        }
        configuration?(viewController)
        return viewController
    }
}
