/// One call of `navigate` (or of a router's `dismiss`) as the queue sees it: something to start
/// when its turn comes, and a completion that ends it exactly once.
@MainActor
final class NavigationRequest {
    /// What starts the navigation (or dismissal) when its turn comes.
    private let requestStart: RequestStart
    /// Told of the end first, so that an app's completion that navigates again is reported after it.
    private let tracker: NavigationTracker
    private var completion: ((RoutingResult) -> Void)?
    private(set) var hasFinished = false
    /// Told when the request ends, whichever way; the queue uses it for nested requests.
    var onFinish: ((NavigationRequest) -> Void)?
    /// The queue running the request, told when it ends so that it starts the next one. A
    /// reference rather than an ``onFinish`` closure, which every navigation would allocate.
    weak var runningIn: NavigationQueue?
    /// Stops the request: withdraws it while it waits, stops its run while it runs.
    var stopRunning: (() -> Void)?
    /// A description for logs and errors.
    let summary: String
    /// The navigation the request is, for observers.
    var navigation: NavigationID { tracker.navigation }
    /// The navigation this one is nested in, set by the queue when it runs the request at once
    /// from inside another.
    var parent: NavigationID?

    private(set) var isCancelled = false

    /// Creates a request; `completion`, if any, is called once when it ends, after `tracker`.
    /// `start` is consumed, so it moves into the request rather than being copied with all it holds.
    init(summary: String, start: consuming RequestStart, tracker: NavigationTracker, completion: ((RoutingResult) -> Void)?) {
        self.summary = summary
        requestStart = start
        self.tracker = tracker
        self.completion = completion
    }

    /// Starts the navigation. When it throws, the request counts as finished: with
    /// `throwing`, the error is rethrown without calling the completion, because the caller
    /// receives it from `navigate` (a dismissal, which cannot throw, hands it to its completion
    /// itself); otherwise (the request's turn came after `navigate` returned) the completion
    /// receives it.
    func start(throwing: Bool) throws {
        do {
            try requestStart.begin(self, tracker: tracker)
        } catch {
            guard throwing else {
                finish(.failure(error))
                return
            }
            hasFinished = true
            completion = nil
            stopRunning = nil
            announceFinish()
            throw error
        }
    }

    /// Ends the request with `result`; a second call is ignored.
    func finish(_ result: RoutingResult) {
        guard !hasFinished else { return }
        hasFinished = true
        let completion = completion
        self.completion = nil
        stopRunning = nil
        tracker.end(result)
        completion?(result)
        announceFinish()
    }

    private func announceFinish() {
        onFinish?(self)
        runningIn?.didFinish(self)
    }

    /// Asks the request to stop: a waiting one is removed by its queue, a running one stops at
    /// its next step boundary. Both end with `CancellationError`.
    func cancel() {
        guard !isCancelled, !hasFinished else { return }
        isCancelled = true
        stopRunning?()
    }
}
