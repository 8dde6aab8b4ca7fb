// RouteComposer 1.x navigated to a destination value: the final step plus a context, which the
// router gave to the steps, while the helpers (interceptors, post-routing tasks) got the whole
// destination. 2.x navigates to a typed step with a typed context, so the adapter below runs the
// step with a context that answers with either, whichever type the asking entity expects.

/// RouteComposer 1.x's configured step: what `assemble()` returned and a `RoutingDestination`
/// holds. Every ``DestinationStep`` is one.
@available(*, deprecated, message: "Use DestinationStep<ViewController, Context>, which assemble() returns.")
public protocol RoutingStep {}

/// RouteComposer 1.x's navigation request: the step to land on and the context for it.
///
/// ``Router/navigate(to:animated:completion:)-(RoutingDestination,_,_)`` navigates to one: the steps'
/// finders, factories and context tasks get ``context``, and 1.x interceptors and post-routing tasks
/// whose context type is the destination type get the destination itself.
@available(*, deprecated, message: "Use Destination<ViewController, Context>(to: step, with: context), or navigate(to:with:animated:completion:).")
public protocol RoutingDestination {
    /// The step to land on, a ``DestinationStep``.
    var finalStep: RoutingStep { get }

    /// The context handed to the steps.
    var context: Any? { get }
}

/// A step the 1.x adapter can navigate to, whatever its controller and context types.
@MainActor
protocol LegacyNavigableStep {
    func erasedForLegacyDestination() -> DestinationStep<UIViewController, LegacyDestinationContext>
}

@available(*, deprecated, message: "RoutingStep is RouteComposer 1.x's name for DestinationStep.")
extension DestinationStep: RoutingStep {}

extension DestinationStep: LegacyNavigableStep {
    func erasedForLegacyDestination() -> DestinationStep<UIViewController, LegacyDestinationContext> {
        // The context is recovered by each entity at run time; see LegacyDestinationContext.
        unsafelyRewrapped()
    }
}

/// A navigation's context that answers with one of several values, chosen by the type asked for.
protocol ContextCarrier {
    /// The value of type `T` this context stands for, or nil if it has none.
    func value<T>(as type: T.Type) -> T?
}

/// The context of a navigation to a 1.x destination: entities typed with the destination's
/// context get the context; entities typed with the destination get the destination.
struct LegacyDestinationContext: ContextCarrier {
    let destination: Any
    let context: Any?

    func value<T>(as type: T.Type) -> T? {
        // The context comes first, so entities typed `Any?` get the context, as in 1.x.
        if let typed = context as? T { return typed }
        return destination as? T
    }
}

extension Router {
    /// Navigates to a RouteComposer 1.x destination; failures, including ones 2.x throws
    /// synchronously, go to `completion`.
    @available(*, deprecated, message: "Use navigate(to: Destination(to: step, with: context), animated:completion:) or navigate(to:with:animated:completion:).")
    public func navigate<D: RoutingDestination>(to destination: D, animated: Bool = true, completion: ((_: RoutingResult) -> Void)? = nil) {
        guard let step = destination.finalStep as? LegacyNavigableStep else {
            completion?(.failure(RoutingError.compositionFailed(.init("\(destination.finalStep) is not an assembled DestinationStep, so it cannot be navigated to."))))
            return
        }
        commitNavigation(to: step.erasedForLegacyDestination(), with: LegacyDestinationContext(destination: destination, context: destination.context),
                         animated: animated, completion: completion)
    }
}
