#if !canImport(UIKit)
    import Foundation

    /// The application object: the connected scenes and their windows.
    @MainActor
    open class UIApplication: UIResponder {
        private static let instance = UIApplication()

        /// The application of the process.
        open class var shared: UIApplication { instance }

        /// The application's state.
        public enum State: Int, Sendable {
            /// UIKit's `active` (raw value 0).
            case active = 0
            /// UIKit's `inactive` (raw value 1).
            case inactive = 1
            /// UIKit's `background` (raw value 2).
            case background = 2
        }

        /// In the order they connected, for stable dumps and window lists.
        private var scenes: [UIScene] = []
        /// The same scenes as a set, kept rather than built on every read: UIKit hands out the set
        /// it holds, and the router reads it at every navigation.
        private var sceneSet: Set<UIScene> = []
        /// Visible windows without a scene are kept alive by the application, as on iOS.
        private var sceneLessWindows: [UIWindow] = []
        weak var sceneLessKeyWindow: UIWindow?
        weak var lastKeyWindow: UIWindow?

        override private init() {
            super.init()
        }

        /// The connected scenes.
        open var connectedScenes: Set<UIScene> { sceneSet }

        /// Whether the app supports several scenes: ``HeadlessRuntime/supportsMultipleScenes``,
        /// false unless a test says otherwise, as on an iPhone.
        open var supportsMultipleScenes: Bool { HeadlessRuntime.shared.supportsMultipleScenes }

        /// The application's state: active while some scene is in the foreground and active.
        open var applicationState: State {
            scenes.contains { $0.activationState == .foregroundActive } ? .active : .background
        }

        /// Every window of every connected scene, then visible windows without a scene.
        @available(*, deprecated, message: "Use UIWindowScene.windows on a relevant window scene instead")
        open var windows: [UIWindow] { allWindows }

        /// The window most recently made key.
        @available(
            *, deprecated, message: "Should not be used for applications that support multiple scenes as it returns a key window across all connected scenes"
        )
        open var keyWindow: UIWindow? { lastKeyWindow }

        /// Starts ignoring touches; calls nest. Headlessly there are no touches to ignore, so only
        /// the count is kept.
        @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
        open func beginIgnoringInteractionEvents() {
            ignoringInteractionDepth += 1
        }

        /// Ends one ``beginIgnoringInteractionEvents()``; unpaired calls do nothing.
        @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
        open func endIgnoringInteractionEvents() {
            ignoringInteractionDepth = max(0, ignoringInteractionDepth - 1)
        }

        /// True between unmatched begin and end calls.
        @available(*, deprecated, message: "Use UIView's userInteractionEnabled property instead")
        open var isIgnoringInteractionEvents: Bool { ignoringInteractionDepth > 0 }
        private var ignoringInteractionDepth = 0

        /// Every window, without the deprecation UIKit attaches to `windows`.
        var allWindows: [UIWindow] {
            scenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows) + sceneLessWindows
        }

        /// The connected scenes in the order they connected, for stable dumps.
        var orderedScenes: [UIScene] { scenes }

        /// Asks the system to show a scene: the scene of `sceneSession` when it is connected
        /// (brought to the foreground, active), a new scene for that session when it is not (its
        /// delegate reads the session's state restoration activity), or a new scene continuing
        /// `userActivity` when no session is given (a new window, on iPad). A new scene's delegate
        /// comes from ``HeadlessRuntime/makeSceneDelegate``, the model's stand-in for the scene
        /// configuration of the app's Info.plist.
        ///
        /// A request the system refuses changes nothing and calls `errorHandler`: every request
        /// while ``HeadlessRuntime/sceneActivationError`` is set, with that error, and a request for
        /// a new scene while ``supportsMultipleScenes`` is false, with UIKit's error (domain
        /// `UISceneErrorDomain`, code 0, `multipleScenesNotSupported`).
        open func requestSceneSessionActivation(
            _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
            errorHandler: ((any Error) -> Void)? = nil
        ) {
            let runtime = HeadlessRuntime.shared
            if let error = runtime.sceneActivationError {
                errorHandler?(error)
                return
            }
            if let scene = sceneSession?.scene, orderedScenes.containsIdentical(scene) {
                runtime.setActivationState(.foregroundActive, of: scene)
                return
            }
            guard sceneSession != nil || supportsMultipleScenes else {
                errorHandler?(
                    NSError(
                        domain: "UISceneErrorDomain", code: 0,
                        userInfo: [NSLocalizedDescriptionKey: "The application does not support multiple scenes."]))
                return
            }
            let activities: Set<NSUserActivity> = userActivity.map { [$0] } ?? []
            _ = runtime.connectScene(
                delegate: runtime.makeSceneDelegate?(), session: sceneSession ?? UISceneSession(),
                options: UIScene.ConnectionOptions(userActivities: activities))
        }

        /// The sessions of the connected scenes and of those disconnected since, which the system
        /// keeps to reconnect.
        open var openSessions: Set<UISceneSession> {
            Set(orderedScenes.map(\.session)).union(disconnectedSessions)
        }

        /// Sessions whose scene disconnected; the system keeps them to reconnect.
        var disconnectedSessions: [UISceneSession] = []

        func connect(_ scene: UIScene) {
            guard !scenes.containsIdentical(scene) else { return }
            scenes.append(scene)
            sceneSet.insert(scene)
            disconnectedSessions.removeAllIdentical(scene.session)
        }

        func disconnect(_ scene: UIScene) {
            scenes.removeAllIdentical(scene)
            sceneSet.remove(scene)
            (scene as? UIWindowScene)?.tearDownForReset()
            scene.session.scene = nil
            if !disconnectedSessions.containsIdentical(scene.session) { disconnectedSessions.append(scene.session) }
        }

        func windowVisibilityChanged(_ window: UIWindow) {
            guard window.windowScene == nil else { return }
            if window.isHidden {
                sceneLessWindows.removeAllIdentical(window)
            } else if !sceneLessWindows.containsIdentical(window) {
                sceneLessWindows.append(window)
            }
        }

        func disconnectAllScenesForReset() {
            for scene in scenes { (scene as? UIWindowScene)?.tearDownForReset() }
            scenes.removeAll()
            sceneSet.removeAll()
            disconnectedSessions.removeAll()
            for window in sceneLessWindows { window.tearDownForReset() }
            sceneLessWindows.removeAll()
            sceneLessKeyWindow = nil
            lastKeyWindow = nil
            HeadlessRuntime.shared.engine.forgetAll()
        }
    }

#endif
