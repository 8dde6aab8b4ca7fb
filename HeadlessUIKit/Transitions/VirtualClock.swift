#if !canImport(UIKit)

    /// The model's own time, which moves only when a test waits or asks it to.
    ///
    /// An animation on a device lasts its duration in real time; here the work waiting for its end
    /// is parked on a timer of this clock, so no test ever sleeps and none depends on the machine's
    /// speed. Time is counted in whole nanoseconds so that deadlines summed from decimal durations
    /// (0.1 + 0.2) meet exactly where a test expects them.
    @MainActor
    final class VirtualClock {
        private struct Timer {
            let deadline: Int64
            /// Breaks ties between equal deadlines: first scheduled, first fired.
            let sequence: Int
            let work: @MainActor @Sendable () -> Void
        }

        /// Nanoseconds since the last reset.
        private(set) var nanoseconds: Int64 = 0
        /// Kept sorted by deadline, then sequence.
        private var timers: [Timer] = []
        private var sequence = 0

        /// The time in seconds since the last reset.
        var now: Double { Double(nanoseconds) / 1e9 }

        var hasTimers: Bool { !timers.isEmpty }

        /// Parks `work` until the time has moved `delay` seconds past now.
        ///
        /// - Complexity: O(*n*) for *n* pending timers.
        func schedule(after delay: Double, _ work: @escaping @MainActor @Sendable () -> Void) {
            let deadline = Self.adding(Self.nanoseconds(of: delay), to: nanoseconds)
            sequence += 1
            let timer = Timer(deadline: deadline, sequence: sequence, work: work)
            // Equal deadlines go after the ones already parked, keeping their scheduling order.
            let index = timers.firstIndex { $0.deadline > deadline } ?? timers.endIndex
            timers.insert(timer, at: index)
        }

        /// The time `interval` seconds from now, in nanoseconds.
        func deadline(after interval: Double) -> Int64 {
            Self.adding(Self.nanoseconds(of: interval), to: nanoseconds)
        }

        /// Moves the time to the earliest deadline not later than `limit` and hands back, in
        /// scheduling order, the work of every timer due then; nil when none is due by `limit`.
        ///
        /// Timers sharing a deadline are released together, because on a device they expire in the
        /// same pass of the run loop, before any work that one of them schedules.
        func takeEarliestDue(notAfter limit: Int64 = .max) -> [@MainActor @Sendable () -> Void]? {
            guard let earliest = timers.first?.deadline, earliest <= limit else { return nil }
            let dueCount = timers.firstIndex { $0.deadline > earliest } ?? timers.endIndex
            let due = timers.prefix(dueCount).map(\.work)
            timers.removeFirst(dueCount)
            nanoseconds = max(nanoseconds, earliest)
            return due
        }

        /// Moves the time forward to `target`; it never moves back.
        func move(to target: Int64) {
            nanoseconds = max(nanoseconds, target)
        }

        /// Drops every timer and sets the time back to zero.
        func reset() {
            timers.removeAll()
            nanoseconds = 0
            sequence = 0
        }

        /// Whole nanoseconds in `seconds`, rounded. A duration too long to count saturates at the last
        /// representable instant rather than trapping, as `transitionDuration` accepts any value.
        private static func nanoseconds(of seconds: Double) -> Int64 {
            guard seconds > 0 else { return 0 }
            let scaled = (seconds * 1e9).rounded()
            // Double(Int64.max) rounds up to 2^63, which no Int64 holds.
            return scaled >= Double(Int64.max) ? .max : Int64(scaled)
        }

        private static func adding(_ delta: Int64, to base: Int64) -> Int64 {
            let (sum, overflow) = base.addingReportingOverflow(delta)
            return overflow ? .max : sum
        }
    }

#endif
