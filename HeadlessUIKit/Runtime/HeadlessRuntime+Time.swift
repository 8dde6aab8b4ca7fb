#if !canImport(UIKit)
    import Foundation

    extension HeadlessRuntime {
        /// The model's virtual time, in seconds since the last ``reset()``.
        ///
        /// UIKit animates in real time; the model animates in virtual time, which moves only inside
        /// ``advanceTime(by:)`` and ``waitUntilIdle()``, so timing tests are deterministic and never
        /// sleep. Turns of the main queue take no virtual time. Counted in whole nanoseconds.
        public var now: TimeInterval { engine.clock.now }

        /// Lets `interval` seconds of virtual time pass, as if a device ran that long, and returns
        /// once everything that happens in them has happened.
        ///
        /// First the main queue runs until only timed work is left, at the current time: a transition
        /// requested before the call starts, as it would on the next frame of a device. Then, in
        /// deadline order (equal deadlines in the order they were set), time moves to each deadline
        /// within the interval, the work due there runs, and the main queue runs out again before the
        /// next deadline; an animation started by that work ends within the same call if its
        /// deadline falls inside the interval. Last, time moves to the end of the interval. Work due
        /// later stays pending, and ``isIdle`` stays false while it does.
        ///
        /// Like ``waitUntilIdle()``, it never returns while code under test keeps scheduling model
        /// work on every turn.
        ///
        /// - Parameter interval: The seconds to let pass, rounded to the nanosecond. Time never runs
        ///   backwards: a negative, infinite or NaN interval is a programming error and stops the
        ///   process.
        public func advanceTime(by interval: TimeInterval) async {
            precondition(interval >= 0 && interval.isFinite, "advanceTime(by:) needs a finite, non-negative interval, not \(interval)")
            let target = engine.clock.deadline(after: interval)
            await runScheduledBlocks()
            while engine.fireEarliestTimers(notAfter: target) {
                await runScheduledBlocks()
            }
            engine.clock.move(to: target)
        }

        /// Runs turns until no model work waits for one; timers wait for time, not for turns.
        private func runScheduledBlocks() async {
            while engine.hasScheduledBlocks {
                await engine.nextTurn()
            }
        }
    }

#endif
