#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension ModuleTable {
    /// Remembers that the view module providing `providedProtocol` made `controller`, dropping
    /// the screens of any module that have gone meanwhile.
    func noteMade(_ controller: UIViewController, by providedProtocol: Any.Type) {
        let key = ObjectIdentifier(providedProtocol)
        madeScreens[key] = (madeScreens[key] ?? []).filter { $0.controller != nil } + [MadeScreen(controller: controller)]
    }

    /// The screens still alive that the module answering for the view protocol `type` made,
    /// oldest first; none when no module answers for it.
    func liveScreens(of type: Any.Type) -> [UIViewController] {
        guard let route = try? route(to: type, kind: .view, requestedBy: nil) else { return [] }
        let key = ObjectIdentifier(route.provided)
        let live = (madeScreens[key] ?? []).compactMap(\.controller)
        madeScreens[key] = live.map { MadeScreen(controller: $0) }
        return live
    }

    /// The service for the protocol `Protocol` if the container keeps one now, through the
    /// adapters registered for it; nil when none exists, without making one.
    func existingService<Protocol>(_: Protocol.Type, in container: DependencyContainer) -> Protocol? {
        guard let route = try? route(to: Protocol.self, kind: .service, requestedBy: nil) else { return nil }
        func existing<Provided>(_ type: Provided.Type) -> Any? {
            container.existingInstance(of: type)
        }
        guard let provided = existing(route.provided) else { return nil }
        return try? adapt(provided, through: route.adapters, to: Protocol.self, kind: .service)
    }
}

extension DependencyContainer {
    /// What a request for `type` would return without making anything: the instance a
    /// `singleton` registration keeps, or a `weakShared` one still held elsewhere; nil for a
    /// `transient` registration or one not made yet.
    func existingInstance<Dependency>(of type: Dependency.Type) -> Dependency? {
        (registrations[ObjectIdentifier(type)] as? TypedDependencyRegistration<Dependency>)?.kept
    }
}
