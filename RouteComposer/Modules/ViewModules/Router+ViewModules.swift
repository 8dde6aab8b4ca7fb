#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension Router {
    /// Shows the module registered in `modules` for `view`'s protocol along `path`:
    /// ZIKRouter's `perform(to:path:configuring:)`.
    ///
    /// ```swift
    /// try router.navigate(to: RoutableView<EditorViewInput>(), in: modules, path: .push(from: self),
    ///                     prepare: { $0.delegate = self }, success: { $0.constructForCreatingNewNote() })
    /// ```
    ///
    /// The navigation is an ordinary one: it waits in the router's queue, runs its interceptors,
    /// rolls back on failure, and calls `completion` exactly once unless it throws. See
    /// ``ModuleRegistry/destination(to:path:reusingExisting:prepare:)`` for when a screen is
    /// found rather than built.
    ///
    /// - Parameters:
    ///   - view: The protocol of the module to show.
    ///   - modules: The registry the module is registered in.
    ///   - path: Where the screen goes.
    ///   - animated: Whether the transitions are animated.
    ///   - reusingExisting: Whether a screen of the module already on display is shown rather
    ///     than a new one built, when the module's class is known.
    ///   - prepare: Configures the screen through the protocol before it is integrated.
    ///   - success: Gets the screen through the protocol once the navigation has succeeded,
    ///     before `completion`.
    ///   - completion: Called exactly once with the navigation's result, unless this throws.
    /// - Throws: a ``RoutingError/compositionFailed(_:)`` whose underlying error is the
    ///   ``ModuleError`` when the registry has no module for the protocol or the module cannot
    ///   be made; any other error of ``Router/navigate(to:with:animated:completion:)``. The
    ///   hierarchy is unchanged.
    public func navigate<Protocol>(
        to view: RoutableView<Protocol>, in modules: ModuleRegistry, path: ViewRoutePath,
        animated: Bool = true, reusingExisting: Bool = true,
        prepare: ((Protocol) -> Void)? = nil, success: ((Protocol) -> Void)? = nil,
        completion: ((_: RoutingResult) -> Void)? = nil
    ) throws {
        let module = try moduleDestination(to: view, in: modules, path: path, reusingExisting: reusingExisting, prepare: prepare)
        try navigate(to: module.destination, animated: animated) { result in
            if result.isSuccessful, let destination = module.outcome.destination {
                success?(destination)
            }
            completion?(result)
        }
    }

    /// Shows the module for `view`'s protocol along `path` and returns its screen, typed as the
    /// protocol, once the navigation has finished.
    ///
    /// - Throws: the errors of ``navigate(to:in:path:animated:reusingExisting:prepare:success:completion:)``,
    ///   and the navigation's error if it fails later.
    public func navigate<Protocol>(
        to view: RoutableView<Protocol>, in modules: ModuleRegistry, path: ViewRoutePath,
        animated: Bool = true, reusingExisting: Bool = true,
        prepare: ((Protocol) -> Void)? = nil
    ) async throws -> Protocol {
        let module = try moduleDestination(to: view, in: modules, path: path, reusingExisting: reusingExisting, prepare: prepare)
        try await navigate(to: module.destination, animated: animated)
        guard let destination = module.outcome.destination else {
            // The module's context task records every screen the navigation reaches.
            throw RoutingError.compositionFailed(.init("The navigation to \(moduleTypeName(Protocol.self)) ended without its screen."))
        }
        return destination
    }

    private func moduleDestination<Protocol>(
        to view: RoutableView<Protocol>, in modules: ModuleRegistry, path: ViewRoutePath,
        reusingExisting: Bool, prepare: ((Protocol) -> Void)?
    ) throws
        -> (destination: Destination<UIViewController, Void>, outcome: ViewModuleOutcome<Protocol>)
    {
        do {
            return try modules.moduleDestination(to: view, path: path, reusingExisting: reusingExisting, prepare: prepare)
        } catch {
            throw RoutingError.compositionFailed(.init(error.message, underlyingError: error))
        }
    }
}
