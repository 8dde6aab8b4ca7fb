/// Searches the hierarchy from a starting controller with ``SearchOptions``, nearest to the user
/// first: from the topmost controller it looks at the topmost presented controller and what it
/// contains, then down the presenting chain to the window's root.
@MainActor
public struct DefaultStackIterator: StackIterator {
    /// Where a search starts.
    public enum StartingPoint {
        /// The window's topmost presented controller, or its root.
        case topmost
        /// The window's root controller.
        case root
        /// The controller the closure returns when the search runs; nil means nothing is found.
        case custom(@autoclosure () throws -> UIViewController?)
    }

    /// What the search looks at.
    public let options: SearchOptions
    /// Where the search starts.
    public let startingPoint: StartingPoint
    /// The window searched for `.topmost` and `.root`.
    public let windowProvider: WindowProvider
    /// How containers' children are reached.
    public let containerAdapterLocator: ContainerAdapterLocator

    /// Creates an iterator.
    public init(
        options: SearchOptions = .fullStack,
        startingPoint: StartingPoint = .topmost,
        windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider,
        containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator
    ) {
        self.options = options
        self.startingPoint = startingPoint
        self.windowProvider = windowProvider
        self.containerAdapterLocator = containerAdapterLocator
    }

    /// The first controller, from the starting point, for which `predicate` is true.
    public func firstViewController(where predicate: (UIViewController) -> Bool) throws -> UIViewController? {
        guard let start = try startingController() else { return nil }
        return try UIViewController.findViewController(
            in: start, options: options,
            containerAdapterLocator: containerAdapterLocator, using: predicate)
    }

    private func startingController() throws -> UIViewController? {
        switch startingPoint {
        case .topmost: windowProvider.window?.topmostViewController
        case .root: windowProvider.window?.rootViewController
        case .custom(let provider): try provider()
        }
    }
}

extension UIWindow {
    /// The root controller, or the topmost controller presented above it that is not being dismissed.
    public var topmostViewController: UIViewController? {
        var topmost = rootViewController
        while let presented = topmost?.presentedViewController, !presented.isBeingDismissed {
            topmost = presented
        }
        return topmost
    }
}
