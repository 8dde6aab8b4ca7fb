import Testing

#if canImport(UIKit)
    import UIKit
#else
    import HeadlessTestSupport
    import HeadlessUIKit
#endif

/// The root of every suite in this target: thin Swift Testing wrappers around the checks in
/// `Checks/`, which are plain functions of UIKit's API.
///
/// On iOS (the simulator run of `.github/workflows/ios-conformance.yml`) they run against real
/// UIKit and settle by suspending while the main run loop turns; elsewhere against the headless
/// model, with the isolation trait the model's other tests use, settling by driving the model's
/// queue and clock.
/// The suites are serialized either way: UIKit's state is process-wide.
#if canImport(UIKit)
    @MainActor
    @Suite(.serialized)
    struct UIKitConformanceTests {}
#else
    @MainActor
    @Suite(.serialized, .headlessIsolation)
    struct UIKitConformanceTests {}
#endif

extension UIKitConformanceTests {
    /// What lets the run loop turn for a check: real UIKit's run loop, or the model's queue and clock.
    static let settle: Settle = {
        #if canImport(UIKit)
            await RunLoopTurns.settle()
        #else
            await HeadlessRuntime.shared.waitUntilIdle()
        #endif
    }
}
