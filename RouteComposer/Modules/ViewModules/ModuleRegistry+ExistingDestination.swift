#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension ModuleRegistry {
    /// A destination that shows `existing`, a screen of `view`'s module made earlier (with
    /// ``makeDestination(to:preparation:)``, say, for a preview), along `path`: ZIKRouter's
    /// `perform(onDestination:path:)`.
    ///
    /// The screen's unfilled `@Dependency` properties are filled from ``container`` now.
    /// `prepare` gets it before it is integrated. The destination holds the screen until the
    /// destination itself goes away.
    ///
    /// - Throws: ``ProblemCode/moduleNotViewController`` when `existing` is not a
    ///   `UIViewController`, or the error of a dependency that could not be made.
    public func destination<Protocol>(
        showing existing: Protocol, as view: RoutableView<Protocol>, path: ViewRoutePath,
        prepare: ((Protocol) -> Void)? = nil
    ) throws(ModuleError) -> Destination<UIViewController, Void> {
        guard let controller = existing as? UIViewController else {
            throw .moduleNotViewController(view.protocolType, actual: type(of: existing as Any))
        }
        try container.injectDependencies(into: controller)
        let finder = ViewModuleFinder(iterator: RouteComposerDefaults.shared.stackIterator, matches: nil)
        let factory = ViewModuleFactory { () throws(ModuleError) in controller }
        let module = StepAssembly(finder: finder, factory: factory)
            .adding(ViewModulePreparation(outcome: ViewModuleOutcome<Protocol>(), prepare: prepare))
        return Destination(to: path.assemble(module))
    }
}
