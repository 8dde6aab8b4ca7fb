#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif
#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

/// Turns a feature type into the feature to build: made by the container, dependencies filled,
/// and replaced by its fallbacks while it is disabled.
@MainActor
enum FeatureResolution {
    /// The first enabled feature on `type`'s fallback chain, ready to build.
    ///
    /// - Throws: the dependency problem of the first feature on the chain that has one,
    ///   ``ModuleError/featureFallbackCycle(_:)`` for a chain that comes back on itself, or
    ///   ``ModuleError/featureDisabled(_:fallbackPath:)`` for a disabled feature without fallback.
    static func resolve(
        _ type: any Feature.Type, route: (any CodableRoute)?,
        in container: DependencyContainer
    ) throws(ModuleError) -> any Feature {
        var path: [any Feature.Type] = []
        var current = type
        while true {
            if path.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(current) }) {
                throw .featureFallbackCycle(path + [current])
            }
            path.append(current)
            let feature = try make(current, in: container)
            if feature.isEnabled() {
                return feature
            }
            guard let fallback = feature.fallback(forRoute: route) else {
                throw .featureDisabled(current, fallbackPath: path)
            }
            current = fallback
        }
    }

    /// A new `type`, its dependencies filled by `container`.
    static func make(_ type: any Feature.Type, in container: DependencyContainer) throws(ModuleError) -> any Feature {
        try container.injectDependencies(into: type.init())
    }

    /// Every problem `type` and the fallbacks it names could meet, without building a screen.
    ///
    /// The fallbacks are followed whether or not the features are enabled now (a flag may change
    /// before the navigation), and asked with no route. A feature whose dependencies cannot all be
    /// resolved is not asked for its fallback, since answering could read them.
    static func problems(of type: any Feature.Type, in container: DependencyContainer) -> [ModuleError] {
        var path: [any Feature.Type] = []
        var current: (any Feature.Type)? = type
        while let feature = current {
            if path.contains(where: { ObjectIdentifier($0) == ObjectIdentifier(feature) }) {
                return [.featureFallbackCycle(path + [feature])]
            }
            path.append(feature)
            let probe = feature.init()
            let problems = container.dependencyProblems(of: probe)
            guard problems.isEmpty else { return problems }
            do {
                current = try container.injectDependencies(into: probe).fallback(forRoute: nil)
            } catch {
                // A dependency that resolved a moment ago and fails now (a factory that fails
                // every other time, say) is still a problem of this feature.
                return [error]
            }
        }
        return []
    }
}
