import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

/// A scene delegate that records what it hears, and gives a restoration activity when asked.
@MainActor
private final class RecordingSceneDelegate: NSObject, UIWindowSceneDelegate {
    let name: String
    let log: EventLog
    var window: UIWindow?
    private(set) var connectionOptions: UIScene.ConnectionOptions?
    private(set) var restoredActivity: NSUserActivity?

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        self.connectionOptions = connectionOptions
        restoredActivity = session.stateRestorationActivity
        if let windowScene = scene as? UIWindowScene {
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = UIViewController()
            window?.makeKeyAndVisible()
        }
        log.record("\(name).willConnect")
    }
    func sceneDidDisconnect(_ scene: UIScene) { log.record("\(name).didDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.record("\(name).didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log.record("\(name).willResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { log.record("\(name).willEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.record("\(name).didEnterBackground") }
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        log.record("\(name).open(\(URLContexts.map(\.url.absoluteString).sorted().joined(separator: ",")))")
    }
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        log.record("\(name).continue(\(userActivity.webpageURL?.absoluteString ?? userActivity.activityType))")
    }
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let activity = NSUserActivity(activityType: "restore.\(name)")
        activity.userInfo = ["screen": "cart"]
        return activity
    }
}

extension HeadlessUIKitTests {
    /// Scenes: UIKit's lifecycle order, links handed to the scene they arrive in, several windows.
    @MainActor
    @Suite("Windows: scene lifecycle")
    struct SceneLifecycleTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        private static func universalLink(_ string: String) -> NSUserActivity {
            let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
            activity.webpageURL = URL(string: string)
            return activity
        }

        @Test("Connecting tells the delegate willConnect with the launch link, then willEnterForeground and didBecomeActive")
        func connectingFollowsTheLaunchSequence() throws {
            let log = EventLog()
            let delegate = RecordingSceneDelegate("A", log: log)
            let link = Self.universalLink("https://shop.example.com/product/42")

            let scene = runtime.connectScene(
                delegate: delegate, urlContexts: [try #require(URL(string: "shop://cart"))], userActivities: [link])

            #expect(log.take() == ["A.willConnect", "A.willEnterForeground", "A.didBecomeActive"])
            #expect(scene.activationState == .foregroundActive)
            #expect(delegate.connectionOptions?.urlContexts.map(\.url.absoluteString) == ["shop://cart"])
            #expect(delegate.connectionOptions?.userActivities.first?.webpageURL == link.webpageURL)
            #expect(scene.keyWindow === delegate.window)
            #expect(scene.session.scene === scene)
        }

        @Test("Going to the background and back passes through inactive, with the delegate told at each step")
        func backgroundAndBack() {
            let log = EventLog()
            let delegate = RecordingSceneDelegate("A", log: log)
            let scene = runtime.connectScene(delegate: delegate)
            _ = log.take()

            runtime.setActivationState(.background, of: scene)
            #expect(log.take() == ["A.willResignActive", "A.didEnterBackground"])
            #expect(scene.session.stateRestorationActivity?.activityType == "restore.A")
            #expect(UIApplication.shared.applicationState == .background)

            runtime.setActivationState(.foregroundActive, of: scene)
            #expect(log.take() == ["A.willEnterForeground", "A.didBecomeActive"])
            runtime.setActivationState(.foregroundActive, of: scene)
            runtime.setActivationState(.unattached, of: scene)
            #expect(log.take().isEmpty, "no change, and unattached only through a disconnection")
        }

        @Test("A link or an activity arriving while scenes run reaches the scene it is handed to, and no other")
        func linksReachTheirScene() throws {
            let log = EventLog()
            let first = RecordingSceneDelegate("A", log: log)
            let second = RecordingSceneDelegate("B", log: log)
            let sceneA = runtime.connectScene(delegate: first)
            let sceneB = runtime.connectScene(delegate: second)
            _ = log.take()

            runtime.open([try #require(URL(string: "shop://cart"))], in: sceneB)
            runtime.continueUserActivity(Self.universalLink("https://shop.example.com/wishlist"), in: sceneA)

            #expect(log.take() == ["B.open(shop://cart)", "A.continue(https://shop.example.com/wishlist)"])
        }

        @Test("Each scene has its own key window, and the scene that becomes active makes its key window the application's")
        func keyWindowPerScene() {
            let log = EventLog()
            let first = RecordingSceneDelegate("A", log: log)
            let second = RecordingSceneDelegate("B", log: log)
            let sceneA = runtime.connectScene(delegate: first)
            let sceneB = runtime.connectScene(delegate: second)

            #expect(sceneA.keyWindow === first.window && sceneB.keyWindow === second.window)
            #expect(first.window?.isKeyWindow == true && second.window?.isKeyWindow == true)
            runtime.setActivationState(.foregroundInactive, of: sceneA)
            runtime.setActivationState(.foregroundInactive, of: sceneB)
            runtime.setActivationState(.foregroundActive, of: sceneA)
            #expect(UIApplication.shared.legacyKeyWindow === first.window)
            runtime.setActivationState(.foregroundActive, of: sceneB)
            #expect(UIApplication.shared.legacyKeyWindow === second.window)
        }

        @Test("Disconnecting goes to the background first, keeps the session with its activity, and a request reconnects it")
        func disconnectAndReconnect() {
            let log = EventLog()
            let delegate = RecordingSceneDelegate("A", log: log)
            let scene = runtime.connectScene(delegate: delegate)
            let session = scene.session
            _ = log.take()

            runtime.disconnect(scene)
            #expect(log.take() == ["A.willResignActive", "A.didEnterBackground", "A.didDisconnect"])
            #expect(!UIApplication.shared.connectedScenes.contains(scene))
            #expect(UIApplication.shared.openSessions.contains(session))
            #expect(session.scene == nil)

            var made: [RecordingSceneDelegate] = []
            runtime.makeSceneDelegate = {
                let delegate = RecordingSceneDelegate("A2", log: log)
                made.append(delegate)
                return delegate
            }
            UIApplication.shared.requestSceneSessionActivation(session, userActivity: nil, options: nil)

            #expect(log.take() == ["A2.willConnect", "A2.willEnterForeground", "A2.didBecomeActive"])
            #expect(made.first?.restoredActivity?.userInfo?["screen"] as? String == "cart")
            #expect(session.scene?.activationState == .foregroundActive)
        }

        @Test("Requesting a scene without a session opens a new one continuing the activity, beside the first")
        func requestingANewWindow() {
            let log = EventLog()
            runtime.connectScene(delegate: RecordingSceneDelegate("A", log: log))
            runtime.makeSceneDelegate = { RecordingSceneDelegate("B", log: log) }
            runtime.supportsMultipleScenes = true
            _ = log.take()

            UIApplication.shared.requestSceneSessionActivation(
                nil, userActivity: Self.universalLink("https://shop.example.com/product/7"), options: nil)

            #expect(log.take() == ["B.willConnect", "B.willEnterForeground", "B.didBecomeActive"])
            #expect(UIApplication.shared.connectedScenes.count == 2)
            let newScene = UIApplication.shared.orderedScenes.last
            let options = (newScene?.delegate as? RecordingSceneDelegate)?.connectionOptions
            #expect(options?.userActivities.first?.webpageURL?.absoluteString == "https://shop.example.com/product/7")
        }

        @Test("Without multiple scenes, the default, a request for a new scene connects nothing and reports UIKit's error")
        func newWindowNeedsMultipleScenes() {
            runtime.connectScene(delegate: nil)
            var made = 0
            runtime.makeSceneDelegate = {
                made += 1
                return RecordingSceneDelegate("B", log: EventLog())
            }
            var errors: [any Error] = []
            #expect(!UIApplication.shared.supportsMultipleScenes)

            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append($0) }

            #expect(made == 0)
            #expect(UIApplication.shared.connectedScenes.count == 1)
            #expect(errors.count == 1)
            #expect((errors.first as NSError?)?.domain == "UISceneErrorDomain")
            #expect((errors.first as NSError?)?.code == 0)
        }

        @Test("A denied request changes nothing and hands the error to its handler, for a new scene and for a connected one")
        func deniedRequestReportsTheError() {
            struct Denied: Error {}
            let scene = runtime.connectScene(delegate: nil)
            runtime.setActivationState(.background, of: scene)
            runtime.supportsMultipleScenes = true
            runtime.sceneActivationError = Denied()
            var errors: [any Error] = []

            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil) { errors.append($0) }
            UIApplication.shared.requestSceneSessionActivation(scene.session, userActivity: nil, options: nil) { errors.append($0) }

            #expect(errors.count == 2)
            #expect(errors.allSatisfy { $0 is Denied })
            #expect(UIApplication.shared.connectedScenes.count == 1)
            #expect(scene.activationState == .background)
        }

        @Test("UIKit's scene notifications are posted with the scene, each after its delegate heard the step")
        func sceneNotifications() {
            let log = EventLog()
            let names: [Notification.Name: String] = [
                UIScene.willConnectNotification: "willConnect", UIScene.didActivateNotification: "didActivate",
                UIScene.willDeactivateNotification: "willDeactivate", UIScene.willEnterForegroundNotification: "willEnterForeground",
                UIScene.didEnterBackgroundNotification: "didEnterBackground", UIScene.didDisconnectNotification: "didDisconnect",
            ]
            let objects = EventLog()
            let tokens = names.map { name, label in
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
                    let object = (note.object as? UIScene).map(ObjectIdentifier.init)
                    MainActor.assumeIsolated {
                        log.record("note.\(label)")
                        objects.record(object.map { "\($0)" } ?? "none")
                    }
                }
            }
            defer { tokens.forEach(NotificationCenter.default.removeObserver) }

            let scene = runtime.connectScene(delegate: RecordingSceneDelegate("A", log: log))
            runtime.disconnect(scene)

            #expect(
                log.take() == [
                    "A.willConnect", "note.willConnect", "A.willEnterForeground", "note.willEnterForeground",
                    "A.didBecomeActive", "note.didActivate", "A.willResignActive", "note.willDeactivate",
                    "A.didEnterBackground", "note.didEnterBackground", "A.didDisconnect", "note.didDisconnect",
                ])
            #expect(objects.take() == Array(repeating: "\(ObjectIdentifier(scene))", count: 6))
        }
    }
}

extension UIApplication {
    /// The deprecated application-wide key window, read without the deprecation warning.
    fileprivate var legacyKeyWindow: UIWindow? { lastKeyWindow }
}
