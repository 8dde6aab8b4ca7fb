/// Supplies the window of one window scene: the scene's key window, or its first visible window
/// while none is key.
///
/// Give it to a router to aim its navigations at the scene (``DefaultRouter/init(scene:logger:stackPresentationHandler:containerAdapterLocator:navigationQueue:clock:observers:)``),
/// or to a finder or an action to pin them to it. The scene is named directly, or through a
/// responder that belongs to it (a view controller, a view, a window), as UIKit relates them:
/// a responder's scene is its window's `windowScene`. Both are held weakly and read each time,
/// so a controller that moves to another scene's window takes the provider with it.
@MainActor
public struct SceneWindowProvider: WindowProvider, Sendable {
    private weak var namedScene: UIScene?
    private weak var responder: UIResponder?

    /// Creates a provider for `scene`, held weakly. A scene that shows no windows (not a
    /// `UIWindowScene`) supplies none.
    public init(scene: UIScene) {
        namedScene = scene
    }

    /// Creates a provider for the scene `responder` belongs to when the window is asked for:
    /// a window's `windowScene`, that of a view's window, or that of a view controller's view's
    /// window, or, for a controller off screen in a container or under a presentation, that of
    /// its nearest container or presenter in a window. `responder` is held weakly; a responder
    /// in no window, or released, has no scene.
    public init(sceneOf responder: UIResponder) {
        self.responder = responder
    }

    /// The scene, or nil when it is gone or the responder is in no scene's window now.
    public var scene: UIWindowScene? {
        if let namedScene { return namedScene as? UIWindowScene }
        return responder.flatMap(Self.scene(of:))
    }

    /// The scene's key window, else its first visible window; nil without a scene or a visible
    /// window.
    public var window: UIWindow? {
        guard let scene else { return nil }
        return scene.keyWindow ?? scene.windows.first { !$0.isHidden }
    }

    private static func scene(of responder: UIResponder) -> UIWindowScene? {
        switch responder {
        case let scene as UIWindowScene: scene
        case let window as UIWindow: window.windowScene
        case let view as UIView: view.window?.windowScene
        case let controller as UIViewController: scene(of: controller)
        default: nil
        }
    }

    /// A controller off screen in its container (a screen under the top of a stack, an
    /// unselected tab) has no window of its own; its container's, or its presenter's, is its.
    private static func scene(of controller: UIViewController) -> UIWindowScene? {
        var current: UIViewController? = controller
        while let candidate = current {
            if let scene = candidate.viewIfLoaded?.window?.windowScene { return scene }
            current = candidate.parent ?? candidate.presentingViewController
        }
        return nil
    }
}
