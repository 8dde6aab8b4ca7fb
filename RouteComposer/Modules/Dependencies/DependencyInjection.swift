#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// What the container needs of any `@Dependency` property without knowing its value type.
@MainActor
protocol InjectableDependency {
    var dependencyType: Any.Type { get }
    var isResolved: Bool { get }
    func resolve(from container: DependencyContainer, requestedBy requestingType: Any.Type) throws(ModuleError)
    func check(in container: DependencyContainer, requestedBy requestingType: Any.Type) throws(ModuleError)
}

extension Dependency: InjectableDependency {
    var dependencyType: Any.Type { Value.self }

    var isResolved: Bool { storage.value != nil }

    func resolve(from container: DependencyContainer, requestedBy requestingType: Any.Type) throws(ModuleError) {
        storage.value = try container.resolve(Value.self, requestedBy: requestingType)
    }

    func check(in container: DependencyContainer, requestedBy requestingType: Any.Type) throws(ModuleError) {
        _ = try container.resolve(Value.self, requestedBy: requestingType)
    }
}

extension DependencyContainer {
    /// Fills every unfilled `@Dependency` property of `instance`, its superclasses' included,
    /// and returns it.
    ///
    /// Properties are filled in declaration order; the first that cannot be resolved stops the
    /// filling and is thrown. Use it for services and objects the container does not build
    /// itself, such as a service made in a factory closure:
    ///
    /// ```swift
    /// container.register(TimeServiceInput.self) { container in
    ///     try container.injectDependencies(into: TimeService())
    /// }
    /// ```
    ///
    /// - Complexity: O(*p*) reflection over the instance's *p* stored properties, plus the
    ///   resolution of each dependency.
    /// - Throws: the ``ModuleError`` of the first dependency that cannot be resolved, naming the
    ///   instance's type as the requesting type.
    @discardableResult
    public func injectDependencies<Instance>(into instance: Instance) throws(ModuleError) -> Instance {
        let requestingType = type(of: instance as Any)
        for dependency in Self.dependencies(of: instance) where !dependency.isResolved {
            try dependency.resolve(from: self, requestedBy: requestingType)
        }
        return instance
    }

    /// The problems resolving `instance`'s `@Dependency` properties would meet, all of them,
    /// without changing the instance.
    ///
    /// Each dependency is resolved (so made, as its scope says), which also finds the wrong
    /// types and cycles further down; the results are dropped.
    func dependencyProblems(of instance: Any) -> [ModuleError] {
        let requestingType = type(of: instance)
        var problems: [ModuleError] = []
        for dependency in Self.dependencies(of: instance) where !dependency.isResolved {
            do {
                try dependency.check(in: self, requestedBy: requestingType)
            } catch {
                problems.append(error)
            }
        }
        return problems
    }

    /// The types `instance` declares with `@Dependency`, in declaration order.
    static func declaredDependencies(of instance: Any) -> [Any.Type] {
        dependencies(of: instance).map(\.dependencyType)
    }

    static func dependencies(of instance: Any) -> [any InjectableDependency] {
        var found: [any InjectableDependency] = []
        var mirror: Mirror? = Mirror(reflecting: instance)
        while let current = mirror {
            found += current.children.compactMap { $0.value as? any InjectableDependency }
            mirror = current.superclassMirror
        }
        return found
    }
}
