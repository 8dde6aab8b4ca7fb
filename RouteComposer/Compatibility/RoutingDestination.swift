#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

// RouteComposer 1.x navigated to a destination value: the final step plus a context, which the
// router gave to the steps, while the helpers (interceptors, post-routing tasks) got the whole
// destination. 2.x navigates to a typed step with a typed context, so the adapter below runs the
// step with a context that answers with either, whichever type the asking entity expects.

/// RouteComposer 1.x's navigation request: the step to land on and the context for it.
///
/// `Router.navigate(to:animated:completion:)` navigates to one: the steps'
/// finders, factories and context tasks get ``context``, and 1.x interceptors and post-routing tasks
/// whose context type is the destination type get the destination itself.
@available(*, deprecated, message: "Use Destination<ViewController, Context>(to: step, with: context), or navigate(to:with:animated:completion:).")
public protocol RoutingDestination {
    /// The step to land on, a ``DestinationStep``.
    var finalStep: RoutingStep { get }

    /// The context handed to the steps.
    var context: Any? { get }
}

extension Router {
    /// Navigates to a RouteComposer 1.x destination; failures, including ones 2.x throws
    /// synchronously, go to `completion`.
    @available(
        *, deprecated, message: "Use navigate(to: Destination(to: step, with: context), animated:completion:) or navigate(to:with:animated:completion:)."
    )
    public func navigate<D: RoutingDestination>(to destination: D, animated: Bool = true, completion: ((_: RoutingResult) -> Void)? = nil) {
        guard let step = destination.finalStep as? LegacyNavigableStep else {
            completion?(
                .failure(RoutingError.compositionFailed(.init("\(destination.finalStep) is not an assembled DestinationStep, so it cannot be navigated to."))))
            return
        }
        commitNavigation(
            to: step.erasedForLegacyDestination(), with: LegacyDestinationContext(destination: destination, context: destination.context),
            animated: animated, completion: completion)
    }
}
