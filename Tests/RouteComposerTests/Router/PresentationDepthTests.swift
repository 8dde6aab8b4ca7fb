import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// The rollback journal must not walk the stack of presentations a navigation presents over:
    /// it once copied the whole chain before every presentation, so restoring *n* stacked entries
    /// cost O(*n*²). Counted by the reads of `presentedViewController`, not by time.
    @MainActor
    @Suite("Rollback journal: a presentation over a deep stack reads only its top")
    struct PresentationDepthTests {
        let runtime = HeadlessRuntime.shared

        /// Counts how often the router asks a stacked controller what it presents.
        private final class Stacked: UIViewController {
            static var reads = 0
            override var presentedViewController: UIViewController? {
                Self.reads += 1
                return super.presentedViewController
            }
        }

        private final class Sheet: UIViewController {}

        /// The reads of `presentedViewController` on a stack of `depth` controllers, each presented
        /// over the one before, while a router presents one more from the top, under `policy`.
        private func readsOfStackedControllers(depth: Int, policy: RollbackPolicy) async throws -> Int {
            let root = Stacked()
            runtime.makeKeyWindow(rootViewController: root)
            await runtime.waitUntilIdle()
            var top: UIViewController = root
            for _ in 1..<depth {
                let next = Stacked()
                top.present(next, animated: false)
                await runtime.waitUntilIdle()
                top = next
            }
            let sheet = StepAssembler<Sheet, Any?>()
                .finder(.nilFinder)
                .factory(.classFactory)
                .using(.present)
                .from(GeneralStep.custom(using: InstanceFinder<UIViewController, Any?>(instance: top)))
                .assemble()
            var router = DefaultRouter(logger: nil)
            router.rollbackPolicy = policy
            // Leak detection records the whole screen for the user's changes; only the journal counts here.
            router.leakDetection = .off
            Stacked.reads = 0
            try await router.navigate(to: sheet, animated: false)
            let reads = Stacked.reads
            #expect(top.presentedViewController is Sheet)
            return reads
        }

        @Test("The rollback journal reads no more of a deep stack than of a shallow one")
        func journalReadsOnlyTheTop() async throws {
            // What the journal reads is what a navigation under .rollback reads beyond the same
            // navigation under .leaveAsIs, which keeps no journal.
            var journalReads: [Int] = []
            for depth in [4, 64] {
                let journaled = try await readsOfStackedControllers(depth: depth, policy: .rollback)
                let plain = try await readsOfStackedControllers(depth: depth, policy: .leaveAsIs)
                journalReads.append(journaled - plain)
            }
            #expect(journalReads[0] == journalReads[1], "the journal read \(journalReads[1]) times over 64 controllers, \(journalReads[0]) over 4")
            #expect(journalReads[1] <= 2)
        }
    }
}
