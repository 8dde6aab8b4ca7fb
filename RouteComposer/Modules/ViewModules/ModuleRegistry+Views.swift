#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension ModuleRegistry {
    /// Registers the screen `making` makes as the module providing `view`'s protocol.
    ///
    /// The closure runs each time the module is shown or made, during the navigation's
    /// preparation, before the hierarchy changes. What it returns must be a `UIViewController`;
    /// anything else fails that navigation with ``ProblemCode/moduleNotViewController``.
    /// The made controller's `@Dependency` properties are then filled from ``container``.
    ///
    /// The module's class is unknown to the registry, so a screen of this module already on
    /// screen is not found: every navigation builds one. Use
    /// ``register(_:forMakingView:making:)`` to have it found.
    ///
    /// A second registration for the same protocol replaces the first and is reported by
    /// ``DependencyContainer/validate()`` as ``ProblemCode/duplicateModule``.
    public func register<Protocol>(
        _ view: RoutableView<Protocol>,
        making: @escaping @MainActor (DependencyContainer) throws -> Protocol
    ) {
        store(view.protocolType, matches: nil) { container in try making(container) }
    }

    /// Registers `viewClass`, made by `making`, as the module providing `view`'s protocol:
    /// ZIKRouter's `register(_:forMakingView:making:)`.
    ///
    /// Knowing the class lets a navigation find a screen of this module that is already on
    /// screen (and provides the protocol) and show it instead of building another. The class
    /// must conform to the protocol; one that does not fails each navigation to it with
    /// ``ProblemCode/moduleNotConforming`` before the hierarchy changes.
    public func register<Protocol, ViewController: UIViewController>(
        _ view: RoutableView<Protocol>, forMakingView viewClass: ViewController.Type,
        making: @escaping @MainActor (DependencyContainer) throws -> ViewController
    ) {
        store(view.protocolType, matches: { $0 is ViewController }) { container in try making(container) }
    }

    /// Registers `viewClass`, built with `init(nibName:bundle:)` like ``ClassFactory``, as the
    /// module providing `view`'s protocol: ZIKRouter's `register(_:forMakingView:)`.
    ///
    /// See ``register(_:forMakingView:making:)``.
    public func register<Protocol, ViewController: UIViewController>(
        _ view: RoutableView<Protocol>,
        forMakingView viewClass: ViewController.Type
    ) {
        register(view, forMakingView: viewClass) { _ in try ClassFactory<ViewController, Void>().build() }
    }

    /// Connects a caller's required protocol to a module's provided one: lookups for
    /// `adapter`'s protocol use the module of `adaptee`'s, without either module importing the
    /// other.
    ///
    /// The host app makes the adaptee's controller conform to the required protocol, usually
    /// with an empty extension (`extension NoteEditorViewController: RequiredEditorViewInput {}`).
    /// A controller that does not conform fails the navigation with
    /// ``ProblemCode/moduleNotConforming`` naming both protocols and the class. Adapters
    /// chain (`A → B → C`); an adaptee with no module, and adapters that loop, are reported by
    /// ``DependencyContainer/validate()``.
    public func register<Required, Provided>(adapter: RoutableView<Required>, forAdaptee adaptee: RoutableView<Provided>) {
        table.noteRegistration(of: adapter.protocolType, kind: .view)
        table.adapters.replace(
            ModuleTable.Adapter(adapter: adapter.protocolType, adaptee: adaptee.protocolType, convert: nil),
            for: ModuleTable.AdapterKey(kind: .view, adapter: ObjectIdentifier(adapter.protocolType)))
    }

    /// Declares that a caller needs a module for `view`'s protocol, so that
    /// ``DependencyContainer/validate()`` reports ``ProblemCode/missingModule`` at start if
    /// the host app registered none, rather than the first navigation failing.
    public func require<Protocol>(_ view: RoutableView<Protocol>) {
        table.required.append((view.protocolType, .view))
    }

    /// Whether a module or an adapter is registered for `view`'s protocol.
    public func isRegistered<Protocol>(_ view: RoutableView<Protocol>) -> Bool {
        table.isRegistered(view.protocolType, kind: .view)
    }

    /// Builds the module for `view`'s protocol without showing it, fills its dependencies, runs
    /// `preparation` and returns it typed as the protocol: ZIKRouter's `makeDestination(to:)`.
    ///
    /// Present the result yourself, or hand it to a ``Factory``.
    ///
    /// - Throws: ``ModuleError`` ``ProblemCode/missingModule``,
    ///   ``ProblemCode/missingAdaptee``, ``ProblemCode/adapterCycle``,
    ///   ``ProblemCode/moduleFactoryFailed``, ``ProblemCode/moduleNotViewController``,
    ///   ``ProblemCode/moduleNotConforming``, or the error of a dependency that could not
    ///   be made.
    public func makeDestination<Protocol>(
        to view: RoutableView<Protocol>,
        preparation: ((Protocol) -> Void)? = nil
    ) throws(ModuleError) -> Protocol {
        let made = try viewMaker(for: view)()
        preparation?(made.destination)
        return made.destination
    }

    private func store(
        _ protocolType: Any.Type, matches: (@MainActor (UIViewController) -> Bool)?,
        make: @escaping @MainActor (DependencyContainer) throws -> Any
    ) {
        table.noteRegistration(of: protocolType, kind: .view)
        table.views.replace(ModuleTable.ViewModule(protocolType: protocolType, matches: matches, make: make), for: ObjectIdentifier(protocolType))
    }
}
