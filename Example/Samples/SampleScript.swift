#if !canImport(UIKit)
    import HeadlessUIKit

    /// A scripted sample run: steps played one after another, each printed with what it reports and
    /// the view-controller hierarchy it leaves, as the tour does.
    @MainActor
    struct SampleScript {
        /// One step: what it does, and what it says about the result.
        struct Step {
            let title: String
            let run: @MainActor () async throws -> String?
        }

        /// A step that ended otherwise than its title says.
        struct Unexpected: Error, CustomStringConvertible {
            let description: String
        }

        let steps: [Step]

        /// Fails the step when what it shows on screen is not what its title promised: a refusal the
        /// sample handles does not throw, so the script checks its outcome instead.
        static func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
            guard condition else { throw Unexpected(description: message()) }
        }

        /// Plays every step; returns false if one of them threw.
        func run() async -> Bool {
            var succeeded = true
            for step in steps {
                say("\n▶ \(step.title)")
                do {
                    let report = try await step.run()
                    await HeadlessRuntime.shared.waitUntilIdle()
                    if let report { say("  \(report)") }
                    say("✓ done")
                } catch {
                    await HeadlessRuntime.shared.waitUntilIdle()
                    say("✗ failed: \(error)")
                    succeeded = false
                }
                say(HeadlessRuntime.shared.hierarchyDescription())
            }
            return succeeded
        }
    }
#endif
