/// A finder that walks the hierarchy with a ``StackIterator`` chosen when it is created.
///
/// Adopting it gives a finder ``init(options:startingPoint:windowProvider:containerAdapterLocator:scope:)``,
/// which builds the ``DefaultStackIterator`` for it, so every finder that searches the hierarchy
/// offers the same two ways to say how, with the same defaults.
@MainActor
public protocol IteratorBackedFinder: Finder {
    /// Creates a finder that searches with `iterator`.
    init(iterator: StackIterator)
}

extension IteratorBackedFinder {
    /// Creates a finder that searches with `options` from `startingPoint`, in the windows
    /// `scope` says: ``DefaultStackIterator/Scope/allScenes`` finds a screen in any window of any
    /// connected scene.
    public init(
        options: SearchOptions,
        startingPoint: DefaultStackIterator.StartingPoint = .topmost,
        windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider,
        containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator,
        scope: DefaultStackIterator.Scope = .window
    ) {
        self.init(
            iterator: DefaultStackIterator(
                options: options, startingPoint: startingPoint,
                windowProvider: windowProvider, containerAdapterLocator: containerAdapterLocator, scope: scope))
    }
}
