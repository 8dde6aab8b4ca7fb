#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// The problems a ``ModuleRegistry`` adds to ``DependencyContainer/validate()``, found without
/// building a screen: each view module would have to be built to learn more.
@MainActor
struct ModuleValidation {
    let table: ModuleTable

    /// Duplicates, then required protocols with no module, then adapters that reach no module,
    /// each in registration order.
    func problems() -> [ModuleError] {
        var problems = table.duplicates.map { ModuleError.duplicateModule($0.type, kind: $0.kind) }
        for requirement in table.required where !table.isRegistered(requirement.type, kind: requirement.kind) {
            problems.append(.missingModule(requirement.type, kind: requirement.kind, requestedBy: nil))
        }
        for kind in [ModuleKind.view, .service] {
            let adapters = table.adapters.ordered.filter { $0.key.kind == kind }.map(\.entry).sorted {
                String(reflecting: $0.adapter) < String(reflecting: $1.adapter)
            }
            for adapter in adapters {
                do {
                    _ = try table.route(to: adapter.adapter, kind: kind, requestedBy: nil)
                } catch {
                    problems.append(error)
                }
            }
        }
        return problems
    }
}
