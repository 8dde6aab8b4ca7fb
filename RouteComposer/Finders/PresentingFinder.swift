/// Finds the controller that presents the starting controller: the screen under a modal.
/// Navigating to it closes the modal.
@MainActor
public struct PresentingFinder<C>: Finder {
    /// The type of view controller this entity works with.
    public typealias ViewController = UIViewController
    /// The type of context this entity works with.
    public typealias Context = C

    /// Which controller's presenter is wanted.
    public enum StartingPoint {
        /// The window's topmost presented controller.
        case topmost
        /// The controller the closure returns when the search runs.
        case custom(@autoclosure () throws -> UIViewController?)
    }

    /// The window searched for `.topmost`.
    public let windowProvider: WindowProvider
    /// Which controller's presenter is wanted.
    public let startingPoint: StartingPoint

    /// Creates the finder.
    public init(windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider, startingPoint: StartingPoint = .topmost) {
        self.windowProvider = windowProvider
        self.startingPoint = startingPoint
    }

    /// The presenting controller of the starting controller, or nil when it is not presented.
    public func findViewController(with context: C) throws -> UIViewController? {
        let start: UIViewController? =
            switch startingPoint {
            case .topmost: windowProvider.window?.topmostViewController
            case .custom(let provider): try provider()
            }
        return start?.presentingViewController
    }
}
