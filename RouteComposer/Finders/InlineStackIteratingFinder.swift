/// A stack-iterating finder whose test is a closure, for prototypes and one-off configurations.
@MainActor
public struct InlineStackIteratingFinder<VC: UIViewController, C>: StackIteratingFinder {
    /// The type of view controller this entity works with.
    public typealias ViewController = VC
    /// The type of context this entity works with.
    public typealias Context = C

    /// How the hierarchy is searched.
    public let iterator: StackIterator

    private let predicate: (VC, C) -> Bool

    /// Creates a finder that searches with `iterator` for a controller `predicate` accepts.
    public init(iterator: StackIterator = RouteComposerDefaults.shared.stackIterator, _ predicate: @escaping (VC, C) -> Bool) {
        self.iterator = iterator
        self.predicate = predicate
    }

    /// Creates a finder that searches with `options` from `startingPoint`.
    public init(
        options: SearchOptions,
        startingPoint: DefaultStackIterator.StartingPoint = .topmost,
        windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider,
        containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator,
        predicate: @escaping (VC, C) -> Bool
    ) {
        // Unlike the other finders it cannot adopt ``IteratorBackedFinder``: its initialisers need the predicate.
        self.init(
            iterator: DefaultStackIterator(
                options: options, startingPoint: startingPoint,
                windowProvider: windowProvider, containerAdapterLocator: containerAdapterLocator),
            predicate)
    }

    /// Asks the closure.
    public func isTarget(_ viewController: VC, with context: C) -> Bool {
        predicate(viewController, context)
    }
}
