import Dispatch
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// The model's main-queue turns, which every timing test relies on.
    @MainActor
    @Suite("Model: main-queue turns")
    struct TurnTests {
        @Test("One awaited turn always leaves an animated transition in flight (500 repetitions)")
        func oneTurnObservesInFlightStateDeterministically() async {
            let runtime = HeadlessRuntime.shared
            var finishedEarly = 0
            var neverFinished = 0
            for _ in 0..<500 {
                let root = UIViewController()
                await runtime.showInFreshWindow(root)
                let presented = UIViewController()
                root.present(presented, animated: true)
                await runtime.runTurns(1)
                if !presented.isBeingPresented { finishedEarly += 1 }
                await runtime.runTurns(1)
                if presented.isBeingPresented { neverFinished += 1 }
            }
            #expect(finishedEarly == 0)
            #expect(neverFinished == 0)
        }

        @Test("A pending timer does not hold a turn: turns pass while a long transition runs, and take no virtual time")
        func timersDoNotHoldTurns() async {
            let runtime = HeadlessRuntime.shared
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            runtime.transitionDuration = 0.2
            let presented = UIViewController()
            let started = runtime.now

            root.present(presented, animated: true)
            await runtime.runTurns(5)

            #expect(runtime.now == started, "five turns must not move virtual time towards the 0.2 s deadline")
            #expect(presented.isBeingPresented)
            await runtime.waitUntilIdle()
            #expect(!presented.isBeingPresented)
            #expect(runtime.now == started + 0.2)
        }

        @Test("Work the code under test puts on the main queue runs between the model's turns")
        func foreignMainQueueWorkInterleaves() async {
            let runtime = HeadlessRuntime.shared
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            var ranForeignBlock = false

            DispatchQueue.main.async { ranForeignBlock = true }
            root.present(UIViewController(), animated: false)
            await runtime.waitUntilIdle()

            #expect(ranForeignBlock)
            #expect(root.presentedViewController?.isBeingPresented == false)
        }
    }
}
