/// Finds the first controller of type `VC` that says, through ``ContextChecking``, that it shows
/// what the context asks for: the product screen of this product id.
@MainActor
public struct ClassWithContextFinder<VC: ContextChecking, C>: StackIteratingFinder where VC: UIViewController, VC.Context == C {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    /// How the hierarchy is searched.
    public let iterator: StackIterator

    /// Creates a finder that searches with `iterator`.
    public init(iterator: StackIterator = RouteComposerDefaults.shared.stackIterator) {
        self.iterator = iterator
    }

    /// Creates a finder that searches with `options` from `startingPoint`.
    public init(options: SearchOptions,
                startingPoint: DefaultStackIterator.StartingPoint = .topmost,
                windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider,
                containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator) {
        self.iterator = DefaultStackIterator(options: options, startingPoint: startingPoint,
                                             windowProvider: windowProvider, containerAdapterLocator: containerAdapterLocator)
    }

    /// Asks the controller.
    public func isTarget(_ viewController: VC, with context: C) -> Bool {
        viewController.isTarget(for: context)
    }
}
