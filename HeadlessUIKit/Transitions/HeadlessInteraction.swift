#if !canImport(UIKit)
    import Foundation

    /// A finger driving an interactive transition: the edge swipe that pops, the swipe down of a
    /// sheet. A `HeadlessRuntime` user action begins it; the test then moves it with
    /// ``update(percentComplete:)`` and lifts it with ``finish()`` or ``cancel()``.
    ///
    /// UIKit's timing, which the model keeps:
    /// - The stack or presentation changes when the gesture begins (a popped controller is no
    ///   longer in `viewControllers`), and the transition starts at the next commit, with
    ///   will-callbacks and an interactive transition coordinator.
    /// - While the finger is down nothing ends: the transition stays in flight however much model
    ///   time passes, and other transitions on its lane wait.
    /// - Lifting runs the coordinator's `notifyWhenInteractionChanges` handlers at once. The rest of
    ///   the animation then takes the remaining share of the transition's duration: `1 - p` of it
    ///   to finish from `p`, `p` of it to go back.
    /// - A cancelled transition restores what it changed, reverses the appearance callbacks, runs
    ///   the coordinator's completions with `isCancelled` true, and never runs the completion of
    ///   the operation it stood for.
    @MainActor
    public final class HeadlessInteraction {
        /// Where the finger is in its gesture.
        public enum Phase: Sendable, Equatable {
            /// Down and moving: the transition follows it.
            case tracking
            /// Lifted past the point of no return: the transition finishes.
            case finishing
            /// Lifted short of it, or moved back: the transition goes back.
            case cancelling
        }

        /// Where the finger is in its gesture.
        public private(set) var phase: Phase = .tracking
        /// How far the finger has taken the transition, from 0 to 1.
        public private(set) var percentComplete: CGFloat = 0

        /// The transition the finger drives, once UIKit has accepted it.
        weak var transition: Transition?
        private let engine: TransitionEngine

        init(engine: TransitionEngine) {
            self.engine = engine
        }

        /// Moves the finger so the transition is `percentComplete` of the way through, clamped to
        /// 0...1. Ignored once the finger has lifted.
        public func update(percentComplete: CGFloat) {
            guard phase == .tracking else { return }
            self.percentComplete = min(max(percentComplete, 0), 1)
            transition?.coordinator?.track(percentComplete: self.percentComplete)
        }

        /// Lifts the finger past the point of no return: the transition finishes. Ignored once
        /// the finger has lifted.
        public func finish() {
            lift(cancelled: false)
        }

        /// Lifts the finger short of the point of no return: the transition goes back and leaves
        /// everything as it was before the gesture. Ignored once the finger has lifted.
        public func cancel() {
            lift(cancelled: true)
        }

        private func lift(cancelled: Bool) {
            guard phase == .tracking else { return }
            phase = cancelled ? .cancelling : .finishing
            if let transition, transition.phase == .running {
                engine.release(transition)
            }
        }

        /// The share of the transition's duration the rest of its animation takes after the lift.
        var remainingShare: CGFloat {
            phase == .cancelling ? percentComplete : 1 - percentComplete
        }
    }

#endif
