import Testing
import HeadlessUIKit

/// Runs every test it applies to with exclusive use of the headless model.
///
/// The model is process-wide state and Swift Testing runs separate suites (and separate test
/// targets' suites) in parallel; without this, one test's `reset()` would tear down another's
/// windows. Apply it to each test target's root suite.
public struct HeadlessIsolation: SuiteTrait, TestTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        // Suites only group tests; taking the model for a whole suite would deadlock its tests.
        guard testCase != nil else {
            try await function()
            return
        }
        try await HeadlessRuntime.shared.withExclusiveAccess {
            try await function()
        }
    }
}

extension Trait where Self == HeadlessIsolation {
    /// Gives each test exclusive use of the headless model.
    public static var headlessIsolation: Self { HeadlessIsolation() }
}
