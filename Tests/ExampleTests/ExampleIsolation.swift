import Testing
import HeadlessTestSupport
import HeadlessUIKit
import RouteComposerTestSupport
@testable import Example

/// Puts the example app's process-wide state back as a launch finds it: nobody logged in, and
/// products opening in the catalog (the A/B test's default arm). The tour and the login screen
/// change both.
@MainActor
func resetExampleAppState() {
    Session.shared.isLoggedIn = false
    ABTest.productsOpenInCatalog = true
}

/// Starts over as a new process would, in the middle of a test that launches the app twice: the
/// model, the library's settings and the app's state, as the isolation trait resets them before
/// each test.
@MainActor
func relaunchState() async {
    await HeadlessRuntime.shared.reset()
    resetRouteComposerSettings()
    resetExampleAppState()
}

extension Trait where Self == HeadlessIsolation {
    /// The isolation of every suite of the example's tests: the model, the library's settings and
    /// the app's own state, reset before each test.
    static var exampleIsolation: Self { .routeComposerIsolation(alsoResetting: resetExampleAppState) }
}
