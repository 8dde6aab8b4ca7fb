import Foundation
import Testing
@testable import RouteComposer
@testable import RouteComposerCore

extension RouteComposerTests {
    /// The clocks behind every deadline: monotonic, ordered, and forgetting cancelled work at once.
    @MainActor
    @Suite("Timing: navigation clocks")
    struct NavigationClockTests {
        private final class Payload {}

        @Test("The manual clock fires nothing until advanced, then in deadline order, ties in scheduling order")
        func manualClockOrder() {
            let clock = ManualNavigationClock()
            var fired: [String] = []
            clock.schedule(after: 2) { fired.append("b") }
            clock.schedule(after: 1) { fired.append("a") }
            clock.schedule(after: 2) { fired.append("c") }
            #expect(fired.isEmpty)
            #expect(clock.pendingTimerCount == 3)

            clock.advance(by: 1)
            #expect(fired == ["a"])
            #expect(clock.now == 1)
            clock.advance(by: 5)
            #expect(fired == ["a", "b", "c"])
            #expect(clock.now == 6)
            #expect(clock.pendingTimerCount == 0)
        }

        @Test("Work scheduled by firing work joins the same advance when its deadline is covered")
        func manualClockChains() {
            let clock = ManualNavigationClock()
            var fired: [TimeInterval] = []
            clock.schedule(after: 1) {
                fired.append(clock.now)
                clock.schedule(after: 1) { fired.append(clock.now) }
            }
            clock.advance(by: 3)
            #expect(fired == [1, 2])
        }

        @Test("A negative advance or delay never moves time backwards")
        func monotonic() {
            let clock = ManualNavigationClock()
            clock.advance(by: 2)
            clock.advance(by: -5)
            #expect(clock.now == 2)
            var fired = false
            clock.schedule(after: -1) { fired = true }
            clock.advance(by: 0)
            #expect(fired)

            let system = SystemNavigationClock()
            let first = system.now
            #expect(system.now >= first)
        }

        @Test("Cancelling drops the work and everything it captured at once, on both clocks", arguments: [false, true])
        func cancelReleasesCaptures(systemClock: Bool) {
            let clock: NavigationClock = systemClock ? SystemNavigationClock() : ManualNavigationClock()
            var payload: Payload? = Payload()
            weak let watched = payload
            let timer = clock.schedule(after: 300) { [payload] in _ = payload }
            payload = nil
            #expect(watched != nil, "the pending timer holds its work")
            #expect(timer.isPending)

            timer.cancel()

            #expect(watched == nil, "a cancelled five-minute deadline keeps nothing alive")
            #expect(!timer.isPending)
            timer.cancel()
            timer.fire()
        }

        @Test("A timer fires at most once, and not after it was cancelled")
        func firesOnce() {
            let clock = ManualNavigationClock()
            var count = 0
            let timer = clock.schedule(after: 1) { count += 1 }
            clock.advance(by: 1)
            timer.fire()
            clock.advance(by: 10)
            #expect(count == 1)

            let cancelled = clock.schedule(after: 1) { count += 1 }
            cancelled.cancel()
            clock.advance(by: 10)
            #expect(count == 1)
        }

        @Test("The system clock runs due work on the main queue, earliest first, and skips cancelled work")
        func systemClockFires() async {
            let clock = SystemNavigationClock()
            var fired: [String] = []
            // Far enough apart that a loaded machine pausing between the two calls cannot swap
            // their deadlines, which each call computes from the time it is made.
            clock.schedule(after: 0.05) { fired.append("second") }
            clock.schedule(after: 0) { fired.append("first") }
            clock.schedule(after: 0) { fired.append("dropped") }.cancel()
            clock.schedule(after: 0.001) { fired.append("cancelled") }.cancel()
            // Main-queue turns until the work has run; bounded, and no assertion on elapsed time.
            for _ in 0..<10_000_000 where fired.count < 2 {
                await withCheckedContinuation { continuation in
                    DispatchQueue.main.async { continuation.resume() }
                }
            }
            #expect(fired == ["first", "second"])
        }

        @Test("A cancelled deadline leaves the system clock's source armed; its fire arms it for a later deadline, which runs")
        func systemClockRearmsAfterCancelledDeadline() async {
            let clock = SystemNavigationClock()
            var fired: [String] = []
            clock.schedule(after: 0) { fired.append("cancelled") }.cancel()
            clock.schedule(after: 0.001) { fired.append("later") }
            for _ in 0..<100_000 where fired.isEmpty {
                await withCheckedContinuation { continuation in
                    DispatchQueue.main.async { continuation.resume() }
                }
            }
            #expect(fired == ["later"])
            clock.schedule(after: 0) { fired.append("after an idle source") }
            for _ in 0..<10_000_000 where fired.count < 2 {
                await withCheckedContinuation { continuation in
                    DispatchQueue.main.async { continuation.resume() }
                }
            }
            #expect(fired == ["later", "after an idle source"])
        }

        @Test("The system clock's source is cancelled when the clock goes, so it fires no more; the clock is not kept alive by it")
        func systemClockSourceIsCancelledWithTheClock() {
            let source = DispatchSource.makeTimerSource(queue: .main)
            source.resume()
            var owner: CancelledOnRelease? = CancelledOnRelease(source)
            #expect(!source.isCancelled)
            _ = owner
            owner = nil
            #expect(source.isCancelled)

            weak var released: SystemNavigationClock?
            do {
                let clock = SystemNavigationClock()
                released = clock
                clock.schedule(after: 60) {}
            }
            #expect(released == nil)
        }
    }
}
