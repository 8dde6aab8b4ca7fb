/// One call of `navigate` as the queue sees it: something to start when its turn comes, and a
/// completion that ends it exactly once.
@MainActor
final class NavigationRequest {
    /// Starts the navigation. Throws what goes wrong before the screen changes; otherwise the
    /// navigation ends later through ``finish(_:)``.
    private let begin: (NavigationRequest) throws -> Void
    private var completion: ((RoutingResult) -> Void)?
    /// Told when the request ends, whichever way; the queue uses it to start the next one.
    var onFinish: ((NavigationRequest) -> Void)?
    /// Stops the request: withdraws it while it waits, stops its run while it runs.
    var stopRunning: (() -> Void)?
    /// A description for logs and errors.
    let summary: String
    /// The navigation the request is, for observers; nil for requests nobody reports.
    let navigation: NavigationID?
    /// The navigation this one is nested in, set by the queue when it runs the request at once
    /// from inside another.
    var parent: NavigationID?

    private(set) var isCancelled = false

    init(
        summary: String, navigation: NavigationID? = nil, begin: @escaping (NavigationRequest) throws -> Void,
        completion: @escaping (RoutingResult) -> Void
    ) {
        self.summary = summary
        self.navigation = navigation
        self.begin = begin
        self.completion = completion
    }

    var hasFinished: Bool { completion == nil }

    /// Starts the navigation. When it throws, the request counts as finished: with
    /// `throwing`, the error is rethrown without calling the completion, because the caller
    /// receives it from `navigate`; otherwise (the request's turn came after `navigate`
    /// returned) the completion receives it.
    func start(throwing: Bool) throws {
        do {
            try begin(self)
        } catch {
            guard throwing else {
                finish(.failure(error))
                return
            }
            completion = nil
            stopRunning = nil
            onFinish?(self)
            throw error
        }
    }

    /// Ends the request with `result`; a second call is ignored.
    func finish(_ result: RoutingResult) {
        guard let completion else { return }
        self.completion = nil
        stopRunning = nil
        completion(result)
        onFinish?(self)
    }

    /// Asks the request to stop: a waiting one is removed by its queue, a running one stops at
    /// its next step boundary. Both end with `CancellationError`.
    func cancel() {
        guard !isCancelled, !hasFinished else { return }
        isCancelled = true
        stopRunning?()
    }
}
