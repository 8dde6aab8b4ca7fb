/// Supplies the window a router or finder works in.
@MainActor
public protocol WindowProvider {
    /// The window, or nil when there is none.
    var window: UIWindow? { get }
}

/// Supplies the window of the scene the navigation is aimed at, else the key window of the first
/// connected window scene that has one.
///
/// In a multi-window app, make each scene's router for its scene
/// (``DefaultRouter/init(scene:logger:stackPresentationHandler:containerAdapterLocator:navigationQueue:clock:observers:)``):
/// while it plans and runs a navigation, this provider, the default of every finder and action,
/// answers with that scene's window. See <doc:Scenes>.
@MainActor
public struct KeyWindowProvider: WindowProvider {
    /// Creates the provider.
    public nonisolated init() {}

    /// While a navigation aimed at a scene is planned or run, that scene's window, as a
    /// ``SceneWindowProvider`` of it supplies it. Otherwise the key window of a foreground-active
    /// window scene, else of any connected window scene; nil when none is key.
    ///
    /// With several scenes in the foreground each may have a key window, and which one is found
    /// is not defined: give such routers a ``CustomWindowProvider``.
    ///
    /// The answer is remembered: while that window is still key in a foreground-active scene it
    /// is the answer again, without reading the set of connected scenes, which UIKit builds anew
    /// on every call and every finder's search asks for.
    public var window: UIWindow? {
        if let aim = SceneAim.current { return aim.window }
        if let remembered = KeyWindowMemo.window, remembered.isKeyWindow,
            remembered.windowScene?.activationState == .foregroundActive
        {
            return remembered
        }
        let found = Self.searchScenes()
        KeyWindowMemo.window = found
        return found
    }

    private static func searchScenes() -> UIWindow? {
        // Two passes over the scenes rather than filtered copies.
        let scenes = UIApplication.shared.connectedScenes
        func keyWindow(inForeground foreground: Bool) -> UIWindow? {
            for case let scene as UIWindowScene in scenes where (scene.activationState == .foregroundActive) == foreground {
                if let key = scene.windows.first(where: { $0.isKeyWindow }) { return key }
            }
            return nil
        }
        return keyWindow(inForeground: true) ?? keyWindow(inForeground: false)
    }
}

/// The window ``KeyWindowProvider`` found last, held weakly so that it never keeps a window alive.
@MainActor
private enum KeyWindowMemo {
    static weak var window: UIWindow?
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
