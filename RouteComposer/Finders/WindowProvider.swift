/// Supplies the window a router or finder works in.
@MainActor
public protocol WindowProvider {
    /// The window, or nil when there is none.
    var window: UIWindow? { get }
}

/// Supplies the key window of the first connected window scene that has one.
///
/// Multi-window apps should give each router a ``CustomWindowProvider`` for its own window.
@MainActor
public struct KeyWindowProvider: WindowProvider {
    /// Creates the provider.
    public nonisolated init() {}

    /// The key window, found through the connected window scenes; nil when none is key.
    public var window: UIWindow? {
        for scene in UIApplication.shared.connectedScenes {
            guard let windowScene = scene as? UIWindowScene else { continue }
            if let key = windowScene.windows.first(where: { $0.isKeyWindow }) { return key }
        }
        return nil
    }
}

/// Supplies one given window, held weakly.
@MainActor
public struct CustomWindowProvider: WindowProvider {
    /// The window, or nil once it is deallocated.
    public private(set) weak var window: UIWindow?

    /// Creates a provider for `window`.
    public init(window: UIWindow) {
        self.window = window
    }
}
