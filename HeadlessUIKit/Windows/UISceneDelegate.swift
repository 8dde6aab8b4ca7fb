#if !canImport(UIKit)
    import Foundation

    /// A scene's delegate: told when its scene connects, changes state, is handed a URL or an
    /// activity, and disconnects.
    ///
    /// Headlessly the ``HeadlessRuntime`` scene actions (``HeadlessRuntime/connectScene(delegate:urlContexts:userActivities:)``,
    /// ``HeadlessRuntime/setActivationState(_:of:)``, ``HeadlessRuntime/open(_:in:)``,
    /// ``HeadlessRuntime/continueUserActivity(_:in:)``, ``HeadlessRuntime/disconnect(_:)``)
    /// call it in UIKit's order. UIKit's requirements are optional; here each has a default that
    /// does nothing.
    @MainActor
    public protocol UISceneDelegate: NSObjectProtocol {
        /// The scene connected, with what launched it: URLs to open, activities to continue.
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
        /// The scene was disconnected; its windows are gone.
        func sceneDidDisconnect(_ scene: UIScene)
        /// The scene became active: it is in the foreground and receives events.
        func sceneDidBecomeActive(_ scene: UIScene)
        /// The scene is about to stop receiving events, staying in the foreground.
        func sceneWillResignActive(_ scene: UIScene)
        /// The scene is about to come to the foreground.
        func sceneWillEnterForeground(_ scene: UIScene)
        /// The scene went to the background.
        func sceneDidEnterBackground(_ scene: UIScene)
        /// The scene is asked to open URLs while it runs (custom-scheme links).
        func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
        /// The scene is asked to continue an activity while it runs (universal links, Handoff).
        func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
        /// The activity that describes the scene's state, to restore it when it reconnects.
        func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    }

    extension UISceneDelegate {
        /// Does nothing.
        public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
        /// Does nothing.
        public func sceneDidDisconnect(_ scene: UIScene) {}
        /// Does nothing.
        public func sceneDidBecomeActive(_ scene: UIScene) {}
        /// Does nothing.
        public func sceneWillResignActive(_ scene: UIScene) {}
        /// Does nothing.
        public func sceneWillEnterForeground(_ scene: UIScene) {}
        /// Does nothing.
        public func sceneDidEnterBackground(_ scene: UIScene) {}
        /// Does nothing.
        public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
        /// Does nothing.
        public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
        /// Nil: the scene's state is not restored.
        public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    }

    /// A window scene's delegate. It declares ``window``, which code commonly reads.
    @MainActor
    public protocol UIWindowSceneDelegate: UISceneDelegate {
        /// The scene's main window.
        var window: UIWindow? { get set }
    }

    extension UIWindowSceneDelegate {
        /// Nil unless the delegate declares the property, as UIKit's optional requirement reads.
        public var window: UIWindow? {
            get { nil }
            set {}
        }
    }

#endif
