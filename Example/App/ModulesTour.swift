#if !canImport(UIKit)
    import AvatarPicker
    import HeadlessUIKit
    import Login
    import Profile
    import RouteComposer

    /// The tour's last part: navigations between feature modules that do not import each other.
    /// The Profile target knows the login screen only as `LoginRoute`, from LoginInterface, and the
    /// avatar picker not at all: it requires `AvatarChoosing`, which the app connected to the picker
    /// in ``ModuleWiring``.
    @MainActor
    struct ModulesTour {
        let router: any Router

        /// Validates the wiring, starts on the profile, chooses an avatar and taps "Log in"; returns
        /// false if the wiring is invalid or a navigation failed.
        func run() async -> Bool {
            say("\n▶ modules: Profile, Login and AvatarPicker are separate targets; none imports another's concrete target")
            let wiring = ModuleWiring(router: router)
            let report = wiring.navigator.container.validate()
            say("  validate() at start: \(report)")
            guard report.isValid else { return false }
            defer { say(HeadlessRuntime.shared.hierarchyDescription()) }
            do {
                // RouterService's start: the app's root becomes a navigation controller on the first feature.
                let root = try wiring.navigator.navigationController(withInitialFeature: ProfileFeature.self)
                RouteComposerDefaults.shared.windowProvider.window?.rootViewController = root
                await HeadlessRuntime.shared.waitUntilIdle()
                guard let profile = root.topViewController as? ProfileViewController else { throw ModulesTourError.screenMissing }
                say("  the profile screen is up: \(profile.title ?? "")")
                try await chooseAvatar(on: profile, in: root)
                try await logIn(on: profile, in: root)
                return true
            } catch {
                say("✗ failed: \(error)")
                return false
            }
        }

        private func chooseAvatar(on profile: ProfileViewController, in root: UINavigationController) async throws {
            say("  the user taps \"Avatar\": Profile asks for RoutableView<AvatarChoosing>, which the app adapted to the picker")
            var outcome: RoutingResult?
            try profile.chooseAvatar { outcome = $0 }
            await HeadlessRuntime.shared.waitUntilIdle()
            if case .failure(let error) = outcome { throw error }
            guard let picker = root.topViewController as? AvatarPickerViewController else { throw ModulesTourError.screenMissing }
            picker.pick("fox")
            await HeadlessRuntime.shared.waitUntilIdle()
            say("✓ the AvatarPicker module's screen was pushed and closed; the profile's avatar is \(profile.avatar ?? "none")")
        }

        private func logIn(on profile: ProfileViewController, in root: UINavigationController) async throws {
            say("  the user taps \"Log in\", which navigates to LoginRoute")
            var outcome: RoutingResult?
            profile.logIn { outcome = $0 }
            await HeadlessRuntime.shared.waitUntilIdle()
            if case .failure(let error) = outcome { throw error }
            guard let login = root.topViewController as? LoginFormViewController else { throw ModulesTourError.screenMissing }
            say("✓ the Login module's \(type(of: login)) was pushed by route, asked by \(login.origin ?? "nobody")")
        }
    }

    /// A screen the tour expected on top was not there.
    enum ModulesTourError: Error {
        case screenMissing
    }
#endif
