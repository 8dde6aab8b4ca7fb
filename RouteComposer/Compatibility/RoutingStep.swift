#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

// RouteComposer 1.x typed a configured step as `RoutingStep`; 2.x's is a typed DestinationStep.

/// RouteComposer 1.x's configured step: what `assemble()` returned and a `RoutingDestination`
/// holds. Every ``DestinationStep`` is one.
@available(*, deprecated, message: "Use DestinationStep<ViewController, Context>, which assemble() returns.")
public protocol RoutingStep {}

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
