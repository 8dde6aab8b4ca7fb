#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// How to make the screen for one requested view protocol, found in the registry when a caller
/// asks, so a missing module is known before any navigation starts.
@MainActor
struct ViewModuleMaker<Protocol> {
    /// A module screen on display, of the module's class and providing the protocol; nil when
    /// the class is unknown, so a screen of the module cannot be told apart from others.
    let matches: (@MainActor (UIViewController) -> Bool)?
    let make: @MainActor () throws(ModuleError) -> (controller: UIViewController, destination: Protocol)

    func callAsFunction() throws(ModuleError) -> (controller: UIViewController, destination: Protocol) {
        try make()
    }
}

extension ModuleRegistry {
    /// The maker for `view`'s protocol, following its adapters.
    ///
    /// - Throws: ``ProblemCode/missingModule``, ``ProblemCode/missingAdaptee`` or
    ///   ``ProblemCode/adapterCycle``: the registry has no module to make.
    func viewMaker<Protocol>(for view: RoutableView<Protocol>) throws(ModuleError) -> ViewModuleMaker<Protocol> {
        let route = try table.route(to: view.protocolType, kind: .view, requestedBy: nil)
        guard let module = table.views[ObjectIdentifier(route.provided)] else {
            // `route(to:)` returns only protocols that have a module.
            throw .missingModule(route.provided, kind: .view, requestedBy: nil)
        }
        let table = table
        let container = container
        let matches = module.matches.map { isModuleClass in
            { @MainActor (candidate: UIViewController) -> Bool in isModuleClass(candidate) && candidate is Protocol }
        }
        return ViewModuleMaker(matches: matches) { () throws(ModuleError) in
            let made: Any
            do {
                made = try module.make(container)
            } catch let error as ModuleError {
                throw error
            } catch {
                throw .moduleFactoryFailed(module.protocolType, kind: .view, error: error)
            }
            guard let controller = made as? UIViewController else {
                throw .moduleNotViewController(module.protocolType, actual: type(of: made))
            }
            let destination = try table.adapt(controller, through: route.adapters, to: Protocol.self, kind: .view)
            try container.injectDependencies(into: controller)
            table.noteMade(controller, by: route.provided)
            return (controller, destination)
        }
    }
}
