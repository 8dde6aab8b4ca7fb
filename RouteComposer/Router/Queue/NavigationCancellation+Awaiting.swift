extension NavigationCancellation {
    /// The `async` form of a router call that takes a completion: runs `call`, with a handle on
    /// offer that cancelling the calling `Task` cancels, and returns when the completion comes.
    ///
    /// A `Task` already cancelled makes no call and throws `CancellationError` at once.
    ///
    /// - Parameter call: makes the request and calls its completion exactly once, unless it
    ///   throws, in which case the completion must not be called.
    /// - Throws: what `call` throws, or the failure its completion reports.
    static func awaitingCompletion(of call: (_ completion: @escaping (RoutingResult) -> Void) throws -> Void) async throws {
        let cancellation = NavigationCancellation()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, Error>) in
                guard !Task.isCancelled else {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                do {
                    try offering(cancellation) {
                        try call { result in continuation.resume(with: result.swiftResult) }
                    }
                } catch {
                    continuation.resume(throwing: error)
                }
            }
        } onCancel: {
            Task { @MainActor in cancellation.cancel() }
        }
    }
}
