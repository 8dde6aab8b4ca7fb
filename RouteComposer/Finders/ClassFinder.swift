/// Finds the first controller of type `VC` in the hierarchy, nearest to the user first.
@MainActor
public struct ClassFinder<VC: UIViewController, C>: StackIteratingFinder {
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

    /// Every controller of type `VC` is a target.
    public func isTarget(_ viewController: VC, with context: C) -> Bool {
        true
    }
}
