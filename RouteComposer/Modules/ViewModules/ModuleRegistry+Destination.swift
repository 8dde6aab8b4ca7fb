#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension ModuleRegistry {
    /// A destination that shows the module for `view`'s protocol along `path`, for a
    /// ``Router`` to navigate to or for a chain of the app's own.
    ///
    /// When the module was registered with its class (``register(_:forMakingView:)``) and
    /// `reusingExisting` is true, a screen of the module already on display is found and
    /// revealed, not built again. Otherwise the screen is built while the router prepares the
    /// navigation, before the hierarchy changes, so a module that cannot be made stops it then.
    /// `prepare` gets the screen, found or built, typed as the protocol, before it is
    /// integrated.
    ///
    /// - Throws: ``ProblemCode/missingModule``, ``ProblemCode/missingAdaptee`` or
    ///   ``ProblemCode/adapterCycle`` when the registry has no module for the protocol.
    public func destination<Protocol>(
        to view: RoutableView<Protocol>, path: ViewRoutePath, reusingExisting: Bool = true,
        prepare: ((Protocol) -> Void)? = nil
    ) throws(ModuleError) -> Destination<UIViewController, Void> {
        try moduleDestination(to: view, path: path, reusingExisting: reusingExisting, prepare: prepare).destination
    }

    /// The destination, and where its screen will be once the navigation has reached it.
    func moduleDestination<Protocol>(
        to view: RoutableView<Protocol>, path: ViewRoutePath, reusingExisting: Bool,
        prepare: ((Protocol) -> Void)?
    ) throws(ModuleError)
        -> (destination: Destination<UIViewController, Void>, outcome: ViewModuleOutcome<Protocol>)
    {
        let maker = try viewMaker(for: view)
        let outcome = ViewModuleOutcome<Protocol>()
        let finder = ViewModuleFinder(
            iterator: RouteComposerDefaults.shared.stackIterator,
            matches: reusingExisting ? maker.matches : nil)
        let factory = ViewModuleFactory { () throws(ModuleError) in try maker().controller }
        let module = StepAssembly(finder: finder, factory: factory)
            .adding(ViewModulePreparation(outcome: outcome, prepare: prepare))
        return (Destination(to: path.assemble(module)), outcome)
    }
}
