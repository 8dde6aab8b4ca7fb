/// Waits for two events, an action's result and a second signal (a transaction's end, a delay),
/// and reports the result once both have happened.
@MainActor
final class CompletionRendezvous {
    private var result: RoutingResult?
    private var signalled = false
    private var completion: ((RoutingResult) -> Void)?

    init(_ completion: @escaping (RoutingResult) -> Void) {
        self.completion = completion
    }

    func actionFinished(_ result: RoutingResult) {
        guard self.result == nil else { return }
        self.result = result
        finishIfReady()
    }

    func signal() {
        signalled = true
        finishIfReady()
    }

    private func finishIfReady() {
        guard signalled, let result, let completion else { return }
        self.completion = nil
        completion(result)
    }
}
