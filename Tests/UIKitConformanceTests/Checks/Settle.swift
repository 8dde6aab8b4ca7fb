#if canImport(UIKit)
    import UIKit
#else
    import HeadlessUIKit
#endif

/// Lets the main run loop turn until UIKit has finished what it completes by itself after the
/// call that started it: non-animated transitions, appearance callbacks, `didMove(toParent:)`,
/// presentation completions.
///
/// A check that needs this takes it as a parameter, because the way to let time pass differs:
/// on a device or simulator the run loop really turns (``RunLoopTurns/settle()``); headlessly the
/// test drives the model's main queue and clock (the wrappers pass the model's
/// `waitUntilIdle()`), and a check never names the model's runtime.
typealias Settle = @MainActor () async -> Void

#if canImport(UIKit)
    /// The settle step of real UIKit: the check gives the main thread back to its run loop for a
    /// while, so the run loop turns and drains the main queue, as between two events in an app.
    @MainActor
    enum RunLoopTurns {
        /// Suspends the check for five short intervals, about a quarter of a second in all, so
        /// work UIKit schedules after a Core Animation commit (a transition starting, then ending
        /// on a later turn) runs too. The checks use non-animated transitions only.
        ///
        /// The check suspends rather than spinning `RunLoop.main` itself: a main-actor test runs
        /// as a block on the main queue, and a run loop spun from inside such a block does not run
        /// the other blocks of the main queue, where UIKit and Swift's main actor put work.
        static func settle() async {
            for _ in 0..<5 {
                try? await Task.sleep(nanoseconds: 50_000_000)
            }
        }
    }
#endif
