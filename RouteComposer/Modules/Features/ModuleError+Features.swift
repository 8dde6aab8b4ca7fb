#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension ProblemCode {
    /// A feature is disabled and names no fallback, or its fallbacks end in one that is.
    public static let featureDisabled = ProblemCode("featureDisabled")
    /// A feature's fallbacks lead back to a feature already on the chain.
    public static let featureFallbackCycle = ProblemCode("featureFallbackCycle")
    /// A feature refuses the presentation it was asked to be shown with.
    public static let unsupportedPresentation = ProblemCode("unsupportedPresentation")
}

extension ModuleError {
    /// `feature` is disabled and has no fallback; `fallbackPath` is the chain followed to reach
    /// it, starting with the feature navigated to and ending with `feature`.
    public static func featureDisabled(_ feature: any Feature.Type, fallbackPath: [any Feature.Type]) -> ModuleError {
        let path =
            fallbackPath.count > 1
            ? " (reached through fallbacks " + moduleTypePath(fallbackPath) + ")"
            : ""
        return ModuleError(
            code: .featureDisabled,
            message: "\(moduleTypeName(feature)) is disabled and names no fallback\(path).",
            requestingType: fallbackPath.dropLast().last, requiredType: feature)
    }

    /// The fallbacks of the features on `cycle` lead back to its first feature, repeated at the end.
    public static func featureFallbackCycle(_ cycle: [any Feature.Type]) -> ModuleError {
        ModuleError(
            code: .featureFallbackCycle,
            message: "Circular feature fallbacks: " + moduleTypePath(cycle) + ".",
            requestingType: cycle.dropLast().last, requiredType: cycle.last, cycle: cycle)
    }

    /// `feature` does not support being shown with `presentation`.
    public static func unsupportedPresentation(_ feature: any Feature.Type, presentation: FeaturePresentation) -> ModuleError {
        ModuleError(
            code: .unsupportedPresentation,
            message: "\(moduleTypeName(feature)) cannot be shown with the presentation \"\(presentation.name)\".",
            requiredType: feature, detail: presentation.name)
    }
}
