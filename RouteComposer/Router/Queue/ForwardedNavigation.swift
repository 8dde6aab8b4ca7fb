import Foundation

/// A navigation that another router carries out, submitted to a queue of its own: what a
/// ``SingleNavigationRouter`` submits to the ``NavigationQueue`` of its ``SingleNavigationLock``,
/// whose ``NavigationQueuePolicy/reject`` policy refuses it while another holds the queue, and
/// whose end frees the queue.
///
/// The other router plans, waits for a finger and reports to its observers by itself. The request
/// adds only the deadline, on the clock, through the router's ``CallOut``: the first of the other
/// router's completion and the deadline ends it, and whatever comes later is ignored.
@MainActor
struct ForwardedNavigation {
    /// Calls the other router's `navigate` with the completion given.
    let navigate: (@escaping (RoutingResult) -> Void) throws -> Void
    /// How long the other router may take before the request fails; nil waits for ever.
    let timeout: TimeInterval?
    let clock: NavigationClock
    let logger: Logger?

    /// Starts the other router's navigation; its outcome, or the timeout, finishes `request`.
    ///
    /// - Throws: what the other router's `navigate` throws, once the deadline is cancelled. The
    ///   request counts as finished then.
    func begin(_ request: NavigationRequest) throws {
        let callOut = CallOut(clock: clock, logger: logger)
        var thrown: Error?
        callOut.call(
            .named("The navigation"), timeout: timeout, at: nil,
            timedOut: { [logger] timeout in
                logger?.error("The navigation did not complete within \(timeout) seconds; the lock was released.")
                return .failure(
                    RoutingError.compositionFailed(
                        .init(
                            "The navigation did not complete within \(timeout) seconds.",
                            underlyingError: RoutingFailureReason.timedOut,
                            location: RoutingErrorLocation(phase: .preparation))))
            },
            { done in
                do {
                    try navigate(done)
                } catch {
                    thrown = error
                }
            },
            then: { result in request.finish(result) })
        guard let thrown else { return }
        callOut.end()
        throw thrown
    }
}

extension NavigationRequest {
    /// A request for `navigation`, which nobody observes here: the router it forwards to reports
    /// the navigation to its own observers.
    convenience init(forwarding navigation: ForwardedNavigation, summary: String, completion: ((RoutingResult) -> Void)?) {
        self.init(
            summary: summary, start: .forwarded(navigation),
            tracker: NavigationTracker(destination: summary, settings: .unobserved(clock: navigation.clock)),
            completion: completion)
    }
}
