import Testing
@testable import RouteComposer
@testable import RouteComposerCore

extension RouteComposerTests {
    /// The heap behind both clocks: deadline order, scheduling order among ties, cancelled timers
    /// skipped, and a rebuild once cancelled timers are the majority.
    @MainActor
    @Suite("Timing: the clocks' timer heap")
    struct TimerHeapTests {
        private func timer(_ deadline: Double, _ log: Log, _ name: String) -> NavigationTimer {
            NavigationTimer(deadline: deadline) { log.fired.append(name) }
        }

        private final class Log {
            var fired: [String] = []
        }

        @Test("Due timers come out in deadline order, ties in insertion order, later ones stay")
        func order() {
            let log = Log()
            var heap = TimerHeap()
            for (deadline, name) in [(3.0, "c"), (1.0, "a1"), (2.0, "b"), (1.0, "a2"), (9.0, "late"), (1.0, "a3")] {
                heap.insert(timer(deadline, log, name))
            }
            for due in heap.removeDue(at: 3) { due.fire() }

            #expect(log.fired == ["a1", "a2", "a3", "b", "c"])
            #expect(heap.pendingCount == 1)
            #expect(heap.earliestDeadline() == 9)
        }

        @Test("A cancelled timer is skipped at the top and never returned")
        func cancelledSkipped() {
            let log = Log()
            var heap = TimerHeap()
            let first = timer(1, log, "first")
            heap.insert(first)
            heap.insert(timer(2, log, "second"))
            first.cancel()
            heap.noteCancellation()

            #expect(heap.earliestDeadline() == 2)
            #expect(heap.removeEarliest(dueBy: 1) == nil)
            let due = heap.removeDue(at: 5)
            #expect(due.count == 1)
            for timer in due { timer.fire() }
            #expect(log.fired == ["second"])
            #expect(heap.count == 0)
        }

        @Test("Once most timers are cancelled the heap drops them, and the rest keep their order")
        func compaction() {
            let log = Log()
            var heap = TimerHeap()
            var timers: [NavigationTimer] = []
            for index in 0..<100 {
                let made = timer(Double(100 - index), log, "t\(100 - index)")
                timers.append(made)
                heap.insert(made)
            }
            for (index, cancelled) in timers.enumerated() where index % 4 != 0 {
                cancelled.cancel()
                heap.noteCancellation()
            }

            #expect(heap.count < 100)
            #expect(heap.pendingCount == 25)
            for due in heap.removeDue(at: 1_000) { due.fire() }
            let expected = stride(from: 4, through: 100, by: 4).map { "t\($0)" }
            #expect(log.fired == expected)
        }
    }
}
