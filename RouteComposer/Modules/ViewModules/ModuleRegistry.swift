#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Modules registered under the protocols they provide, as in ZIKRouter: screens keyed by a
/// ``RoutableView`` and services keyed by a ``RoutableService``, with adapters that connect a
/// caller's required protocol to a module's provided one.
///
/// Create one registry per ``DependencyContainer`` at start and register every module; the
/// container makes the modules' dependencies and its ``DependencyContainer/validate()`` also
/// checks the registry's wiring (duplicates, required protocols without a module, adapters
/// whose adaptee is missing, adapter cycles):
///
/// ```swift
/// let modules = ModuleRegistry(container: container)
/// modules.register(RoutableView<EditorViewInput>(), forMakingView: NoteEditorViewController.self)
/// modules.register(RoutableService<TimeServiceInput>(), scope: .singleton) { _ in TimeService() }
/// modules.register(adapter: RoutableView<RequiredEditorViewInput>(), forAdaptee: RoutableView<EditorViewInput>())
/// ```
///
/// Callers know only the protocols: ``Router`` `navigate(to:in:path:…)` shows a view module,
/// ``makeDestination(to:preparation:)`` builds one without showing it, and
/// ``makeService(to:preparation:)`` returns a service. Every failure is a ``ModuleError`` naming
/// the protocols and classes involved. Everything runs on the main actor, like UIKit.
@MainActor
public final class ModuleRegistry {
    /// The container that makes the modules' dependencies, keeps services as their scope says and
    /// validates the wiring.
    public let container: DependencyContainer

    let table = ModuleTable()

    /// Creates a registry whose modules get their dependencies from `container`, and adds the
    /// registry's checks to the container's ``DependencyContainer/validate()``.
    public init(container: DependencyContainer = DependencyContainer()) {
        self.container = container
        let table = table
        container.addValidationCheck { _ in
            ModuleValidation(table: table).problems()
        }
    }

    /// Checks the container's and the registry's wiring: the same as calling
    /// ``DependencyContainer/validate()`` on ``container``.
    public func validate() -> ValidationReport<ModuleError> {
        container.validate()
    }
}
