#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension RoutingError {
    /// The wiring problem that stopped the navigation, if that is what did: a missing or
    /// mistyped dependency, a cycle, a disabled feature, an unknown route, a missing module.
    ///
    /// ```swift
    /// if let problem = (error as? RoutingError)?.moduleError, problem.code == .featureDisabled { … }
    /// ```
    public var moduleError: ModuleError? {
        underlyingError as? ModuleError
    }
}
