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

    /// Which windows a search looks in.
    public enum Scope: Sendable {
        /// The window the ``DefaultStackIterator/windowProvider`` supplies: the window of the
        /// scene the navigation is aimed at, by default.
        case window
        /// That window first, then the other visible windows of its scene, then those of the
        /// other connected scenes: the foreground-active ones, then the inactive ones, then
        /// those in the background. A screen shown in any of them is found, and the navigation
        /// goes on in its window.
        case allScenes
    }

    /// What the search looks at.
    public let options: SearchOptions
    /// Where the search starts.
    public let startingPoint: StartingPoint
    /// The window searched for `.topmost` and `.root`.
    public let windowProvider: WindowProvider
    /// How containers' children are reached.
    public let containerAdapterLocator: ContainerAdapterLocator
    /// Which windows `.topmost` and `.root` searches look in; ``Scope/window`` by default.
    let scope: Scope

    /// Creates an iterator.
    public init(
        options: SearchOptions = .fullStack,
        startingPoint: StartingPoint = .topmost,
        windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider,
        containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator,
        scope: Scope = .window
    ) {
        self.options = options
        self.startingPoint = startingPoint
        self.windowProvider = windowProvider
        self.containerAdapterLocator = containerAdapterLocator
        self.scope = scope
    }

    /// The first controller, from the starting point, for which `predicate` is true; with
    /// ``Scope/allScenes``, from the starting point of each window in turn.
    public func firstViewController(where predicate: (UIViewController) -> Bool) throws -> UIViewController? {
        let window = windowProvider.window
        if let found = try search(from: startingController(in: window), where: predicate) { return found }
        // A custom start is one controller, in whichever window it is: there is no other to try.
        if case .custom = startingPoint { return nil }
        guard scope == .allScenes else { return nil }
        for other in SceneWindows.visibleWindows(after: window) {
            if let found = try search(from: startingController(in: other), where: predicate) { return found }
        }
        return nil
    }

    private func search(from start: UIViewController?, where predicate: (UIViewController) -> Bool) throws -> UIViewController? {
        guard let start else { return nil }
        return try HierarchySearch(locator: containerAdapterLocator).find(in: start, options: options, using: predicate)
    }

    private func startingController(in window: UIWindow?) throws -> UIViewController? {
        switch startingPoint {
        case .topmost: window?.topmostViewController
        case .root: window?.rootViewController
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
