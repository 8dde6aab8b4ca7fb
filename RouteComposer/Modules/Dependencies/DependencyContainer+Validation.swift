#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension DependencyContainer {
    /// Checks the whole wiring at once, at start: every registered dependency, and every check
    /// added with ``addValidationCheck(_:)`` (the features, route handlers and modules that
    /// registered with this container add theirs). No screen is built.
    ///
    /// Each registered type is resolved once, so each factory runs (a singleton is made and
    /// kept, a weak-shared or transient instance is dropped again); that finds factories that
    /// throw, make the wrong type, need something missing, or need each other in a cycle.
    ///
    /// - Returns: a report of every problem found, each once, in a stable order: duplicates,
    ///   then registrations by type name, then the added checks in the order they were added.
    public func validate() -> ValidationReport<ModuleError> {
        var problems = duplicates.map { ModuleError.duplicateDependency($0) }
        let ordered = registrations.values.sorted {
            String(reflecting: $0.registeredType) < String(reflecting: $1.registeredType)
        }
        for registration in ordered {
            do {
                _ = try resolveRegistered(registration.registeredType)
            } catch {
                problems.append(error)
            }
        }
        for check in validationChecks {
            problems += check(self)
        }
        return ValidationReport(problems: problems.uniqued())
    }

    /// Adds a check that ``validate()`` runs, for wiring of the app's own: it returns the
    /// problems it finds, or none.
    public func addValidationCheck(_ check: @escaping @MainActor (DependencyContainer) -> [ModuleError]) {
        validationChecks.append(check)
    }

    private func resolveRegistered(_ type: Any.Type) throws(ModuleError) {
        func open<Dependency>(_ type: Dependency.Type) throws(ModuleError) {
            _ = try resolve(type, requestedBy: nil)
        }
        try open(type)
    }
}

extension Array where Element == ModuleError {
    /// The problems in order, each kept once: a missing dependency that two paths reach is
    /// still one problem.
    func uniqued() -> [ModuleError] {
        var kept: [ModuleError] = []
        for problem in self where !kept.contains(problem) {
            kept.append(problem)
        }
        return kept
    }
}
