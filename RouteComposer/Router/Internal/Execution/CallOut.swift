import Foundation

/// The one place where the router hands a completion to code it does not control (an
/// interceptor, the presentation handler, an action, a container adapter, UIKit closing a
/// screen, an undo) and waits for it.
///
/// It owns what every such call needs: the deadline, on the router's ``NavigationClock``; the
/// first completion counting once, a later one or one after the deadline ignored with a warning;
/// and the report of what the call removed, made once, at the first completion, before anything
/// that follows runs.
///
/// Calls run one at a time: each carries a number, which tells the completion of the call under
/// way from a second one, or from the completion of an earlier call that timed out.
@MainActor
final class CallOut {
    private let clock: NavigationClock
    private let logger: Logger?
    /// The number of the latest call, counted from 1.
    private(set) var number = 0
    private var isComplete = true
    /// What follows the call under way; released when it completes or the caller ends, so that a
    /// completion that never comes does not keep the caller alive through it.
    private var then: ((RoutingResult) -> Void)?
    private var timer: NavigationTimer?
    /// The watch for what the call under way removes, finished by its first completion.
    private var removal: PendingRemoval?

    init(clock: NavigationClock, logger: Logger?) {
        self.clock = clock
        self.logger = logger
    }

    /// True while call `number` has neither completed nor passed its deadline.
    func isAwaiting(_ number: Int) -> Bool {
        number == self.number && !isComplete
    }

    /// Watches what the call under way removes; the watch is finished by its first completion.
    func watch(_ removal: PendingRemoval?) {
        self.removal = removal
    }

    /// Calls `body`, which must call its completion once, then `then` with its outcome. With a
    /// `timeout`, no completion within that many seconds of the clock makes the outcome a
    /// ``RoutingFailureReason/timedOut`` failure located at `location`, or what `timedOut` makes
    /// of the timeout when given.
    func call(
        _ owner: CallOutOwner, timeout: TimeInterval?, at location: DeferredLocation?,
        timedOut: ((TimeInterval) -> RoutingResult)? = nil,
        _ body: (@escaping (RoutingResult) -> Void) -> Void, then: @escaping (RoutingResult) -> Void
    ) {
        number += 1
        let number = number
        isComplete = false
        self.then = then
        let start = timeout == nil ? 0 : clock.now
        body { [self] outcome in complete(number, of: owner, with: outcome) }
        // Armed only for a call that did not complete at once: most complete before they return
        // (no animation, nothing to wait for). The deadline still counts from the call, and what
        // the timeout needs is captured only then.
        guard let timeout, isAwaiting(number) else { return }
        timer = clock.schedule(after: max(0, timeout - (clock.now - start))) { [self] in
            let outcome =
                timedOut?(timeout)
                ?? .failure(
                    RoutingError.compositionFailed(
                        .init(
                            "\(owner.text) did not complete within \(timeout) seconds.",
                            underlyingError: RoutingFailureReason.timedOut, location: location?.resolved)))
            complete(number, of: owner, with: outcome)
        }
    }

    private func complete(_ number: Int, of owner: CallOutOwner, with outcome: RoutingResult) {
        guard isAwaiting(number) else {
            logger?.warning("\(owner.text) called its completion more than once; the later call was ignored.")
            return
        }
        isComplete = true
        timer?.cancel()
        timer = nil
        if let removal {
            self.removal = nil
            removal.finish()
        }
        // Nil when the caller ended while the call was under way: nothing follows it then.
        guard let then else {
            logger?.info("\(owner.text) completed after the navigation had ended; the call was ignored.")
            return
        }
        self.then = nil
        then(outcome)
    }

    /// Stops waiting: the deadline is cancelled and what follows the call under way is released,
    /// so nothing the caller captured outlives it; a completion that comes later is ignored.
    func end() {
        timer?.cancel()
        timer = nil
        then = nil
        removal = nil
    }
}
