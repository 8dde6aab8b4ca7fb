#if !canImport(UIKit)
    import Foundation

    extension HeadlessRuntime {
        /// Connects a new window scene, as the system does when the user opens the app or a new
        /// window of it, and brings it to the foreground, active.
        ///
        /// The delegate, when given, hears UIKit's launch sequence: `scene(_:willConnectTo:options:)`
        /// with `urlContexts` and `userActivities` in the connection options (the link or activity
        /// the app was opened with), then `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`.
        /// The delegate is retained by the scene, as in UIKit.
        @discardableResult
        public func connectScene(
            delegate: (any UISceneDelegate)? = nil, urlContexts: [URL] = [], userActivities: [NSUserActivity] = []
        ) -> UIWindowScene {
            connectScene(
                delegate: delegate, session: UISceneSession(),
                options: UIScene.ConnectionOptions(
                    urlContexts: Set(urlContexts.map { UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions()) }),
                    userActivities: Set(userActivities)))
        }

        func connectScene(delegate: (any UISceneDelegate)?, session: UISceneSession, options: UIScene.ConnectionOptions) -> UIWindowScene {
            let scene = UIWindowScene(headlessActivationState: .unattached, session: session)
            scene.delegate = delegate
            UIApplication.shared.connect(scene)
            delegate?.scene(scene, willConnectTo: session, options: options)
            post(UIScene.willConnectNotification, for: scene)
            setActivationState(.foregroundActive, of: scene)
            return scene
        }

        /// Moves `scene` to `state` through the states between, as the system does when the user
        /// switches apps or windows, telling its delegate at each step in UIKit's order:
        /// `sceneWillEnterForeground` (background to foreground), `sceneDidBecomeActive` (to
        /// active), `sceneWillResignActive` (from active), `sceneDidEnterBackground` (to the
        /// background). A scene that becomes active makes its key window the application's.
        /// `.unattached` is reached only by ``disconnect(_:)``; asking for it here does nothing.
        public func setActivationState(_ state: UIScene.ActivationState, of scene: UIScene) {
            guard state != .unattached, UIApplication.shared.orderedScenes.containsIdentical(scene) else { return }
            while scene.activationState != state {
                step(scene, toward: state)
            }
        }

        /// One step of the scene lifecycle: active and background are reached through inactive.
        private func step(_ scene: UIScene, toward target: UIScene.ActivationState) {
            let delegate = scene.delegate
            switch (scene.activationState, target) {
            case (.unattached, _), (.background, _):
                delegate?.sceneWillEnterForeground(scene)
                post(UIScene.willEnterForegroundNotification, for: scene)
                scene.activationState = .foregroundInactive
            case (.foregroundInactive, .foregroundActive):
                scene.activationState = .foregroundActive
                if let keyWindow = (scene as? UIWindowScene)?.keyWindow { UIApplication.shared.lastKeyWindow = keyWindow }
                delegate?.sceneDidBecomeActive(scene)
                post(UIScene.didActivateNotification, for: scene)
            case (.foregroundInactive, _):
                scene.activationState = .background
                scene.session.stateRestorationActivity = delegate?.stateRestorationActivity(for: scene)
                delegate?.sceneDidEnterBackground(scene)
                post(UIScene.didEnterBackgroundNotification, for: scene)
            case (.foregroundActive, _):
                delegate?.sceneWillResignActive(scene)
                post(UIScene.willDeactivateNotification, for: scene)
                scene.activationState = .foregroundInactive
            }
        }

        /// Disconnects `scene`, as the system does when the user closes its window or the system
        /// reclaims it: a scene in the foreground goes to the background first, then its delegate
        /// hears `sceneDidDisconnect(_:)` and its windows go. Its session stays among
        /// `UIApplication.openSessions`, with the state restoration activity its delegate gave.
        public func disconnect(_ scene: UIScene) {
            guard UIApplication.shared.orderedScenes.containsIdentical(scene) else { return }
            setActivationState(.background, of: scene)
            scene.delegate?.sceneDidDisconnect(scene)
            UIApplication.shared.disconnect(scene)
            post(UIScene.didDisconnectNotification, for: scene)
        }

        /// Posts UIKit's scene notification `name` for `scene`, after its delegate heard the same
        /// step, on the main thread as UIKit posts them.
        private func post(_ name: Notification.Name, for scene: UIScene) {
            NotificationCenter.default.post(name: name, object: scene)
        }

        /// Hands `urls` to the running `scene`, as the system does for a custom-scheme link opened
        /// while the app runs: its delegate hears `scene(_:openURLContexts:)`.
        public func open(_ urls: [URL], in scene: UIScene) {
            guard UIApplication.shared.orderedScenes.containsIdentical(scene), !urls.isEmpty else { return }
            let contexts = Set(urls.map { UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions()) })
            scene.delegate?.scene(scene, openURLContexts: contexts)
        }

        /// Hands `activity` to the running `scene`, as the system does for a universal link or a
        /// Handoff while the app runs: its delegate hears `scene(_:continue:)`.
        public func continueUserActivity(_ activity: NSUserActivity, in scene: UIScene) {
            guard UIApplication.shared.orderedScenes.containsIdentical(scene) else { return }
            scene.delegate?.scene(scene, continue: activity)
        }
    }

#endif
