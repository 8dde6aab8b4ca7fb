import Testing
import HeadlessUIKit

/// Runs every test it applies to with exclusive use of a freshly reset headless model.
///
/// The contract, for each test case (each argument of a parameterised test counts as one):
///
/// - **Exclusive.** No other test under this trait runs while it does, whichever suite or test
///   target it belongs to. The model is process-wide state and Swift Testing runs separate suites
///   (and separate test targets' suites) in parallel; without this, one test's reset would tear
///   down another's windows.
/// - **Fresh.** ``HeadlessRuntime/reset()`` has run, under that exclusive hold, just before the
///   test body starts: no scene, window, diagnostic, storyboard registration or changed setting
///   is left from an earlier test, and virtual time is zero. A test needs no reset of its own; it
///   calls `reset()` itself only to start over in the middle, or to test `reset()`.
///
/// There is no reset after the test. The reset before is what every test relies on, and it
/// holds whatever ran earlier, including a test that failed halfway or code outside this trait;
/// a second reset would only repeat the teardown the next test does anyway.
///
/// State outside the model, such as `RouteComposerDefaults`, is reset by the hook given to
/// ``headlessIsolation(alsoResetting:)``, which runs right after the model's reset, under the
/// same hold: this module knows only the model, and a test target that sees more state (the
/// library's, an app's) passes what resets it. Apply the trait to each test target's root suite;
/// it reaches every test nested in it.
public struct HeadlessIsolation: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// Resets the process-wide state outside the model; runs after the model's reset.
    private let resetOutsideModel: @MainActor @Sendable () -> Void

    /// An isolation that also runs `resetOutsideModel` before each test, after the model's reset
    /// and before the test body, with the model still held.
    public init(alsoResetting resetOutsideModel: @escaping @MainActor @Sendable () -> Void = {}) {
        self.resetOutsideModel = resetOutsideModel
    }

    public func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        // Suites only group tests; taking the model for a whole suite would deadlock its tests.
        guard testCase != nil else {
            try await function()
            return
        }
        try await HeadlessRuntime.shared.withExclusiveAccess {
            // Inside the hold, so no other test can touch the model between reset and body.
            await HeadlessRuntime.shared.reset()
            await resetOutsideModel()
            try await function()
        }
    }
}

extension Trait where Self == HeadlessIsolation {
    /// Gives each test exclusive use of the headless model, reset just before the test starts.
    public static var headlessIsolation: Self { HeadlessIsolation() }

    /// Gives each test exclusive use of the headless model, reset just before the test starts,
    /// and runs `resetOutsideModel` right after that reset, for the process-wide state outside
    /// the model that the tests may change.
    public static func headlessIsolation(alsoResetting resetOutsideModel: @escaping @MainActor @Sendable () -> Void) -> Self {
        HeadlessIsolation(alsoResetting: resetOutsideModel)
    }
}
