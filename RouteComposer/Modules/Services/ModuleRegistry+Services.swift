#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension ModuleRegistry {
    /// Registers the object `making` makes as the module providing `service`'s protocol.
    ///
    /// The service is stored in ``container`` under the protocol and kept as `scope` says, so
    /// `container.resolve(TimeServiceInput.self)` and `@Dependency var time: TimeServiceInput`
    /// get it too. Its own `@Dependency` properties are filled from the container when it is
    /// made. A second registration for the same protocol replaces the first and is reported by
    /// ``DependencyContainer/validate()`` as ``ProblemCode/duplicateModule``.
    public func register<Protocol>(
        _ service: RoutableService<Protocol>, scope: DependencyScope = .weakShared,
        making: @escaping @MainActor (DependencyContainer) throws -> Protocol
    ) {
        let type = service.protocolType
        let isDuplicate = table.isRegistered(type, kind: .service)
        table.noteRegistration(of: type, kind: .service)
        table.services.replace(type, for: ObjectIdentifier(type))
        let factory: @MainActor (DependencyContainer) throws -> Protocol = { container in
            try container.injectDependencies(into: making(container))
        }
        // The registry reports the duplicate already; the container must not report it again.
        if isDuplicate {
            container.override(Protocol.self, scope: scope, factory: factory)
        } else {
            container.register(Protocol.self, scope: scope, factory: factory)
        }
    }

    /// Connects a caller's required service protocol to a module's provided one: lookups for
    /// `adapter`'s protocol use `adaptee`'s module, whose object the host app made conform to the
    /// required protocol.
    ///
    /// The required protocol is resolvable from ``container`` too. The object is the adaptee's,
    /// kept as the adaptee's scope says. One that does not conform is
    /// ``ProblemCode/moduleNotConforming``, naming both protocols and the class.
    public func register<Required, Provided>(adapter: RoutableService<Required>, forAdaptee adaptee: RoutableService<Provided>) {
        storeServiceAdapter(adapter, adaptee: adaptee, convert: nil)
    }

    /// Connects a caller's required service protocol to a module's provided one through a
    /// proxy, for when the provided object cannot be made to conform: `adapting` wraps the
    /// adaptee's object in something that provides the required protocol.
    ///
    /// The proxy is made anew for each request; the object it wraps is kept as the adaptee's
    /// scope says.
    public func register<Required, Provided>(
        adapter: RoutableService<Required>, forAdaptee adaptee: RoutableService<Provided>,
        adapting: @escaping @MainActor (Provided) -> Required
    ) {
        let convert: @MainActor (Any) throws(ModuleError) -> Any = { object throws(ModuleError) in
            guard let provided = object as? Provided else {
                throw .moduleNotConforming(Provided.self, adaptee: nil, actual: type(of: object), kind: .service)
            }
            return adapting(provided)
        }
        storeServiceAdapter(adapter, adaptee: adaptee, convert: convert)
    }

    /// Declares that a caller needs a module for `service`'s protocol, so that
    /// ``DependencyContainer/validate()`` reports ``ProblemCode/missingModule`` if none is
    /// registered.
    public func require<Protocol>(_ service: RoutableService<Protocol>) {
        table.required.append((service.protocolType, .service))
    }

    /// Whether a module or an adapter is registered for `service`'s protocol.
    public func isRegistered<Protocol>(_ service: RoutableService<Protocol>) -> Bool {
        table.isRegistered(service.protocolType, kind: .service)
    }

    /// The service for `service`'s protocol, made or reused as its scope says, after
    /// `preparation` has run on it: ZIKRouter's `makeDestination(to:preparation:)` for services.
    ///
    /// - Throws: ``ModuleError`` ``ProblemCode/missingModule``,
    ///   ``ProblemCode/missingAdaptee``, ``ProblemCode/adapterCycle``,
    ///   ``ProblemCode/moduleNotConforming``, or the container's error when the service or
    ///   one of its dependencies cannot be made.
    public func makeService<Protocol>(
        to service: RoutableService<Protocol>,
        preparation: ((Protocol) -> Void)? = nil
    ) throws(ModuleError) -> Protocol {
        guard table.isRegistered(service.protocolType, kind: .service) else {
            throw .missingModule(service.protocolType, kind: .service, requestedBy: nil)
        }
        let made = try container.resolve(Protocol.self)
        preparation?(made)
        return made
    }

    private func storeServiceAdapter<Required, Provided>(
        _ adapter: RoutableService<Required>, adaptee: RoutableService<Provided>,
        convert: (@MainActor (Any) throws(ModuleError) -> Any)?
    ) {
        let type = adapter.protocolType
        let isDuplicate = table.isRegistered(type, kind: .service)
        table.noteRegistration(of: type, kind: .service)
        table.adapters.replace(
            ModuleTable.Adapter(adapter: type, adaptee: adaptee.protocolType, convert: convert),
            for: ModuleTable.AdapterKey(kind: .service, adapter: ObjectIdentifier(type)))
        let table = table
        // Transient: the adaptee's registration keeps the object; caching here would outlive it.
        let factory: @MainActor (DependencyContainer) throws -> Required = { container in
            try table.adaptedService(Required.self, in: container)
        }
        if isDuplicate {
            container.override(Required.self, scope: .transient, factory: factory)
        } else {
            container.register(Required.self, scope: .transient, factory: factory)
        }
    }
}

extension ModuleTable {
    /// The object for the service protocol `Required`, made by the module its adapters lead to.
    func adaptedService<Required>(_: Required.Type, in container: DependencyContainer) throws(ModuleError) -> Required {
        let route = try route(to: Required.self, kind: .service, requestedBy: nil)
        func resolve<Provided>(_ type: Provided.Type) throws(ModuleError) -> Any {
            try container.resolve(type)
        }
        let provided = try resolve(route.provided)
        return try adapt(provided, through: route.adapters, to: Required.self, kind: .service)
    }
}
