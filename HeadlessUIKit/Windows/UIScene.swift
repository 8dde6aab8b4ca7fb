#if !canImport(UIKit)
    import Foundation

    /// One instance of the app's interface; the system creates and connects scenes.
    /// Headlessly, ``HeadlessRuntime/connectScene(delegate:urlContexts:userActivities:)`` does.
    @MainActor
    open class UIScene: UIResponder {
        /// Where a scene is in its lifecycle.
        public enum ActivationState: Int, Sendable {
            /// UIKit's `unattached` (raw value -1).
            case unattached = -1
            /// UIKit's `foregroundActive` (raw value 0).
            case foregroundActive = 0
            /// UIKit's `foregroundInactive` (raw value 1).
            case foregroundInactive = 1
            /// UIKit's `background` (raw value 2).
            case background = 2
        }

        /// The scene's state.
        open internal(set) var activationState: ActivationState
        /// The scene's title.
        open var title: String!
        /// The scene's delegate, retained by the scene as in UIKit; the ``HeadlessRuntime`` scene
        /// actions call it.
        open var delegate: (any UISceneDelegate)?
        /// The session the scene belongs to.
        open var session: UISceneSession { storedSession }
        private let storedSession: UISceneSession

        /// Creates a scene for `session`, unattached. Only the system creates sessions and connection
        /// options, as in UIKit (neither has a public initialiser), so a subclass reaches this through
        /// `super`; headlessly ``HeadlessRuntime/connectScene(delegate:urlContexts:userActivities:)`` creates connected scenes.
        public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
            activationState = .unattached
            storedSession = session
            super.init()
            session.scene = self
        }

        init(headlessActivationState state: ActivationState, session: UISceneSession = UISceneSession()) {
            activationState = state
            storedSession = session
            super.init()
            session.scene = self
        }

        /// What the system passes when it connects a scene: what the user opened the app or the
        /// window with. Only the system creates it, as in UIKit.
        @MainActor
        open class ConnectionOptions: NSObject {
            private let storedURLContexts: Set<UIOpenURLContext>
            private let storedUserActivities: Set<NSUserActivity>

            init(urlContexts: Set<UIOpenURLContext> = [], userActivities: Set<NSUserActivity> = []) {
                storedURLContexts = urlContexts
                storedUserActivities = userActivities
                super.init()
            }

            /// The URLs the scene was launched to open (custom-scheme links).
            open var urlContexts: Set<UIOpenURLContext> { storedURLContexts }
            /// The activities the scene was launched to continue (universal links, Handoff, a
            /// new window's activity).
            open var userActivities: Set<NSUserActivity> { storedUserActivities }
            /// The bundle identifier of the app that launched the scene; nil headlessly.
            open var sourceApplication: String? { nil }
        }

        /// What an app asks of a scene it requests (iOS 13).
        @MainActor
        open class ActivationRequestOptions: NSObject {
            /// The scene the request comes from.
            open var requestingScene: UIScene?

            /// Creates empty options.
            public override init() {
                super.init()
            }
        }
    }

    extension UIScene {
        /// Posted when a scene connects, after its delegate's `scene(_:willConnectTo:options:)`;
        /// the object is the scene.
        public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
        /// Posted when a scene disconnects, after its delegate's `sceneDidDisconnect(_:)`; the
        /// object is the scene.
        public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
        /// Posted when a scene becomes active, after its delegate's `sceneDidBecomeActive(_:)`;
        /// the object is the scene.
        public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
        /// Posted when a scene is about to resign the active state, after its delegate's
        /// `sceneWillResignActive(_:)`; the object is the scene.
        public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
        /// Posted when a scene is about to enter the foreground, after its delegate's
        /// `sceneWillEnterForeground(_:)`; the object is the scene.
        public nonisolated static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
        /// Posted when a scene has entered the background, after its delegate's
        /// `sceneDidEnterBackground(_:)`; the object is the scene.
        public nonisolated static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    }

    /// The system's record of a scene; an `NSObject` only the system creates, as in UIKit.
    @MainActor
    open class UISceneSession: NSObject {
        private static var issuedIdentifiers = 0
        private let storedPersistentIdentifier: String

        override init() {
            Self.issuedIdentifiers += 1
            storedPersistentIdentifier = "headless-scene-session-\(Self.issuedIdentifiers)"
            super.init()
        }

        /// The scene of the session while it is connected.
        open internal(set) weak var scene: UIScene?
        /// A name for the session that stays the same while it exists.
        open var persistentIdentifier: String { storedPersistentIdentifier }
        /// The activity the scene's delegate gave for its state when it went to the background,
        /// handed back when the session's scene reconnects.
        open var stateRestorationActivity: NSUserActivity?
        /// The app's own information about the session.
        open var userInfo: [String: Any]?
    }

    /// A scene that shows windows.
    @MainActor
    open class UIWindowScene: UIScene, UITraitEnvironment {
        private var storedWindows: [UIWindow] = []

        /// The scene's key window (iOS 15).
        open internal(set) var keyWindow: UIWindow?

        /// The scene's windows, in the order they were attached.
        open var windows: [UIWindow] { storedWindows }

        /// The scene's traits.
        open var traitCollection: UITraitCollection {
            UITraitCollection(horizontalSizeClass: HeadlessRuntime.shared.defaultHorizontalSizeClass)
        }

        /// Does nothing; a scene subclass written for iOS may override it.
        open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

        /// Creates a window scene for `session`, unattached, as UIKit's inherited initialiser does.
        public override init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) {
            super.init(session: session, connectionOptions: connectionOptions)
        }

        override init(headlessActivationState state: ActivationState, session: UISceneSession = UISceneSession()) {
            super.init(headlessActivationState: state, session: session)
        }

        func add(_ window: UIWindow) {
            guard !storedWindows.containsIdentical(window) else { return }
            storedWindows.append(window)
        }

        func remove(_ window: UIWindow) {
            storedWindows.removeAllIdentical(window)
            if keyWindow === window { keyWindow = nil }
        }

        func tearDownForReset() {
            for window in storedWindows { window.tearDownForReset() }
            storedWindows.removeAll()
            keyWindow = nil
            activationState = .unattached
        }
    }

#endif
