import Testing
import HeadlessTestSupport
import RouteComposer

/// Puts the library's process-wide settings back as a fresh launch has them: today these are
/// `RouteComposerDefaults` alone (the logger, window provider, container adapter locator, stack
/// iterator and clock). The library's other process-wide state is memory, not settings: caches
/// that give the same answers whatever ran before, and notes that a test reads relative to the
/// moment it started.
///
/// The isolation traits below call it before each test; a test calls it itself only to start
/// over in the middle, as a second launch of an app does.
@MainActor
public func resetRouteComposerSettings() {
    RouteComposerDefaults.resetToStandard()
}

extension Trait where Self == HeadlessIsolation {
    /// Gives each test exclusive use of the headless model, reset just before the test starts,
    /// and the library's standard settings (``resetRouteComposerSettings()``): a test may
    /// configure `RouteComposerDefaults` and leave them configured.
    public static var routeComposerIsolation: Self {
        .headlessIsolation(alsoResetting: resetRouteComposerSettings)
    }

    /// ``routeComposerIsolation``, and then `resetOutsideLibrary`, for the process-wide state of
    /// the code under test beyond the library (an app's session, its feature flags).
    public static func routeComposerIsolation(alsoResetting resetOutsideLibrary: @escaping @MainActor @Sendable () -> Void) -> Self {
        .headlessIsolation(alsoResetting: {
            resetRouteComposerSettings()
            resetOutsideLibrary()
        })
    }
}
