#if !canImport(UIKit)
import HeadlessUIKit
import Login
import Profile
import RouteComposer

/// The tour's last part: a navigation between two feature modules that do not import each other.
/// The Profile target knows the login screen only as `LoginRoute`, from LoginInterface; the app
/// wired the concrete modules together in ``ModuleWiring``.
@MainActor
struct ModulesTour {
    let router: any Router

    /// Validates the wiring, starts on the profile and taps its "Log in" button; returns false if
    /// the wiring is invalid or the navigation failed.
    func run() async -> Bool {
        say("\n▶ modules: Profile and Login are separate targets that import only each other's interfaces")
        let navigator = ModuleWiring.makeNavigator(router: router)
        let report = navigator.container.validate()
        say("  validate() at start: \(report)")
        guard report.isValid else { return false }
        defer { say(HeadlessRuntime.shared.hierarchyDescription()) }
        do {
            // RouterService's start: the app's root becomes a navigation controller on the first feature.
            let root = try navigator.navigationController(withInitialFeature: ProfileFeature.self)
            RouteComposerDefaults.shared.windowProvider.window?.rootViewController = root
            await HeadlessRuntime.shared.waitUntilIdle()
            guard let profile = root.topViewController as? ProfileViewController else { return false }
            say("  the profile screen is up: \(profile.title ?? ""); the user taps \"Log in\", which navigates to LoginRoute")
            var outcome: RoutingResult?
            profile.logIn { outcome = $0 }
            await HeadlessRuntime.shared.waitUntilIdle()
            if case .failure(let error) = outcome { throw error }
            guard let login = root.topViewController as? LoginFormViewController else { return false }
            say("✓ done: the Login module's \(type(of: login)) was pushed by route, asked by \(login.origin ?? "nobody")")
            return true
        } catch {
            say("✗ failed: \(error)")
            return false
        }
    }
}
#endif
