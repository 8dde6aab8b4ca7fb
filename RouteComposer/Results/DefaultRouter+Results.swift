extension DefaultRouter {
    /// Shows `step`, waits until its controller produces a value, closes what the flow showed as
    /// `closing` says, and returns the value.
    ///
    /// ```swift
    /// let color = try await router.result(of: colorPicker, with: palette, closing: .dismissPresentation)
    /// ```
    ///
    /// The navigation is an ordinary one of this router: it waits in ``navigationQueue``, runs
    /// its interceptors and rolls back on failure. The flow connects to the
    /// ``ResultProducing/resultChannel`` of the controller the last step finds or builds, and
    /// ends exactly once:
    ///
    /// - with the first value the controller sends, after the closing has finished (a closing
    ///   that fails is the router's dismissal failure, reported to ``observers``; the value is
    ///   returned all the same);
    /// - with the navigation's error when the navigation fails;
    /// - with a ``ResultFlowError``: ``ProblemCode/flowCancelled`` when the calling task is
    ///   cancelled (a navigation still running stops; a flow already shown is closed as `closing`
    ///   says), ``ProblemCode/flowClosedByUser`` when a report of the user's changes names the
    ///   controller as removed (``reportUserChanges()``, which an app calls from
    ///   `presentationControllerDidDismiss(_:)` or its navigation controller delegate, or the start
    ///   of the router's next request), ``ProblemCode/flowReleasedWithoutResult`` when the
    ///   controller is deallocated before producing a value or being named by such a report,
    ///   ``ProblemCode/flowClosedByNavigation`` when another navigation or dismissal of a router
    ///   reporting to ``observers`` removes it, ``ProblemCode/resultAlreadyAwaited``
    ///   when another flow waits on the controller the navigation reached, and
    ///   ``ProblemCode/flowWithoutController`` when the destination ends at an origin step.
    ///
    /// The flow holds its controller weakly: once it has ended, nothing of it keeps the flow's
    /// controllers alive. See <doc:ResultsFromFlows>.
    ///
    /// The value crosses from the flow's completion to the awaiting task, so this form needs a
    /// `Sendable` ``ResultProducing/Output``; the completion form takes any type.
    ///
    /// - Parameters:
    ///   - step: The destination; its controller produces the value.
    ///   - context: The context to navigate with.
    ///   - closing: What to close when the flow ends with a value or is cancelled.
    ///   - animated: Whether the navigation and the closing are animated.
    /// - Returns: The value the controller sent.
    /// - Throws: the navigation's error or a ``ResultFlowError``.
    public func result<VC: ResultProducing, C>(
        of step: DestinationStep<VC, C>, with context: C, closing: ResultFlowClosing, animated: Bool = true
    ) async throws -> VC.Output where VC.Output: Sendable {
        let flow = ResultFlowStart<VC.Output>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<VC.Output, Error>) in
                flow.flow = startResultFlow(of: step, with: context, closing: closing, animated: animated) { outcome in
                    continuation.resume(with: outcome)
                }
                if Task.isCancelled { flow.flow?.cancel() }
            }
        } onCancel: {
            Task { @MainActor in flow.flow?.cancel() }
        }
    }

    /// ``result(of:with:closing:animated:)`` for a ``Destination``, which carries its context.
    public func result<VC: ResultProducing, C>(
        of destination: Destination<VC, C>, closing: ResultFlowClosing, animated: Bool = true
    ) async throws -> VC.Output where VC.Output: Sendable {
        try await result(of: destination.step, with: destination.context, closing: closing, animated: animated)
    }

    /// ``result(of:with:closing:animated:)`` with a completion handler instead of `async`.
    ///
    /// `completion` is called exactly once, on the main actor, with the value or the error the
    /// `async` form would throw; never before this method returns when the navigation waits in
    /// the queue. Without a task there is no cancellation: the flow ends as the controller, the
    /// user or another navigation ends it.
    public func result<VC: ResultProducing, C>(
        of step: DestinationStep<VC, C>, with context: C, closing: ResultFlowClosing, animated: Bool = true,
        completion: @escaping (Result<VC.Output, Error>) -> Void
    ) {
        startResultFlow(of: step, with: context, closing: closing, animated: animated, completion: completion)
    }

    @discardableResult
    private func startResultFlow<VC: ResultProducing, C>(
        of step: DestinationStep<VC, C>, with context: C, closing: ResultFlowClosing, animated: Bool,
        completion: @escaping (Result<VC.Output, Error>) -> Void
    ) -> ResultFlow<VC.Output> {
        let destination = step.head.summary
        let flow = ResultFlow<VC.Output>(router: self, closing: closing, animated: animated, destination: destination, completion: completion)
        guard let head = ResultAttachment<VC>(flow: flow).attached(to: step.head) else {
            completion(
                .failure(
                    ResultFlowError(
                        code: .flowWithoutController, destination: destination, controllerType: nil, resultType: VC.Output.self,
                        message: "\(destination) is an origin step, which runs no tasks, so no flow can wait for \(VC.self)'s value.")))
            return flow
        }
        flow.start(head, with: context)
        return flow
    }
}

/// Hands the flow an `async` call starts to its cancellation handler, which runs elsewhere.
@MainActor
private final class ResultFlowStart<Output>: Sendable {
    var flow: ResultFlow<Output>?
}
