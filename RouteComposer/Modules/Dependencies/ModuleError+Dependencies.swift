#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension ProblemCode {
    /// Nothing is registered for a type that was asked for.
    public static let missingDependency = ProblemCode("missingDependency")
    /// The factory registered for a type made something that is not of that type.
    public static let wrongDependencyType = ProblemCode("wrongDependencyType")
    /// Building a dependency needed, directly or further down, the dependency being built.
    public static let dependencyCycle = ProblemCode("dependencyCycle")
    /// A registered factory threw.
    public static let dependencyFactoryFailed = ProblemCode("dependencyFactoryFailed")
    /// Resolving a type would nest more resolutions inside one another than
    /// ``DependencyContainer`` allows: a cycle longer than the limit, or a chain of factories
    /// deeper than any app needs.
    public static let dependencyChainTooDeep = ProblemCode("dependencyChainTooDeep")
    /// A type was registered twice without ``DependencyContainer/override(_:scope:factory:)``.
    public static let duplicateDependency = ProblemCode("duplicateDependency")
}

extension ModuleError {
    /// `requestingType` asked for `requiredType`, and nothing is registered for it.
    public static func missingDependency(_ requiredType: Any.Type, requestedBy requestingType: Any.Type?) -> ModuleError {
        ModuleError(
            code: .missingDependency,
            message: "\(moduleTypeName(requestingType)) needs \(moduleTypeName(requiredType)), "
                + "but nothing is registered for it in the DependencyContainer.",
            requestingType: requestingType, requiredType: requiredType)
    }

    /// `requestingType` asked for `requiredType`, and the registered factory made an `actualType`.
    public static func wrongDependencyType(
        _ requiredType: Any.Type, actual actualType: Any.Type,
        requestedBy requestingType: Any.Type?
    ) -> ModuleError {
        ModuleError(
            code: .wrongDependencyType,
            message: "\(moduleTypeName(requestingType)) needs \(moduleTypeName(requiredType)), but the "
                + "factory registered for it made \(moduleTypeName(actualType)), which is not one.",
            requestingType: requestingType, requiredType: requiredType, actualType: actualType)
    }

    /// The types on `cycle` need each other, in request order; the first is repeated at the end.
    public static func dependencyCycle(_ cycle: [Any.Type]) -> ModuleError {
        ModuleError(
            code: .dependencyCycle,
            message: "Circular dependency: " + moduleTypePath(cycle) + ".",
            requestingType: cycle.dropLast().last, requiredType: cycle.last, cycle: cycle)
    }

    /// Resolving the last type on `chain` would nest more than `limit` resolutions; `chain` runs
    /// from the outermost request to that type. The message names its first and last few types.
    public static func dependencyChainTooDeep(_ chain: [Any.Type], limit: Int) -> ModuleError {
        ModuleError(
            code: .dependencyChainTooDeep,
            message: "\(moduleTypeName(chain.dropLast().last)) needs \(moduleTypeName(chain.last)) at a depth of "
                + "\(chain.count) nested dependencies, past the limit of \(limit): a cycle longer than the limit, "
                + "or factories that need each other deeper than an app should. The chain: "
                + moduleTypePath(chain) + ".",
            requestingType: chain.dropLast().last, requiredType: chain.last, cycle: chain)
    }

    /// The factory registered for `requiredType` threw `error`.
    public static func dependencyFactoryFailed(
        _ requiredType: Any.Type, requestedBy requestingType: Any.Type?,
        error: any Error
    ) -> ModuleError {
        ModuleError(
            code: .dependencyFactoryFailed,
            message: "\(moduleTypeName(requestingType)) needs \(moduleTypeName(requiredType)), and the "
                + "factory registered for it threw.",
            requestingType: requestingType, requiredType: requiredType, underlyingError: error)
    }

    /// `requiredType` was registered a second time; the last registration is the one used.
    public static func duplicateDependency(_ requiredType: Any.Type) -> ModuleError {
        ModuleError(
            code: .duplicateDependency,
            message: "\(moduleTypeName(requiredType)) is registered more than once; the last registration "
                + "is used. Call override(_:scope:factory:) to replace one on purpose.",
            requiredType: requiredType)
    }
}
