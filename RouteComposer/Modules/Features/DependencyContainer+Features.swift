#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension DependencyContainer {
    /// Registers `feature` for ``validate()``: it is made with its fallbacks and every
    /// dependency they declare is resolved, without building a screen.
    ///
    /// Registration is for checking only; any feature can be built through the container,
    /// registered or not. ``validate()`` reports dependency problems and fallback cycles. It does
    /// not report a feature that is disabled at that moment: ``Feature/isEnabled()`` usually reads
    /// a flag that may change before the navigation, so every fallback is checked instead, asked
    /// with no route.
    public func register(feature: any Feature.Type) {
        addValidationCheck { container in
            FeatureResolution.problems(of: feature, in: container)
        }
    }

    /// Registers each of `features` as ``register(feature:)`` does.
    public func register(features: [any Feature.Type]) {
        for feature in features {
            register(feature: feature)
        }
    }
}
