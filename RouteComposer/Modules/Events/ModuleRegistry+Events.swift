#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension ModuleRegistry {
    /// Declares that the view module for `view`'s protocol accepts events of type `event`: each
    /// live screen the module made gets every such event sent through ``send(_:)``, typed as the
    /// protocol, through `handler`. ZIKRouter's custom events, typed.
    ///
    /// ```swift
    /// modules.accept(NoteSaved.self, by: RoutableView<EditorViewInput>()) { editor, saved in
    ///     editor.showSaved(saved.noteID)
    /// }
    /// ```
    ///
    /// A live screen is one the registry made (for ``Router`` `navigate(to:in:path:…)`,
    /// ``destination(to:path:reusingExisting:prepare:)`` or ``makeDestination(to:preparation:)``)
    /// that has not been deallocated; the registry holds its screens weakly. `view` may be an
    /// adapter's required protocol: the screens of the module it leads to receive the event, if
    /// they provide that protocol. A module may accept several event types, and several modules
    /// may accept one; each registration is another receiver.
    public func accept<Event, Protocol>(
        _ event: Event.Type, by view: RoutableView<Protocol>,
        handler: @escaping @MainActor (_ screen: Protocol, _ event: Event) -> Void
    ) {
        let protocolType = view.protocolType
        addReceiver(for: Event.self, module: protocolType, kind: .view) { event, table, _ in
            var reached = 0
            for case let screen as Protocol in table.liveScreens(of: protocolType) {
                handler(screen, event)
                reached += 1
            }
            return reached
        }
    }

    /// Declares that the service module for `service`'s protocol accepts events of type `event`:
    /// the service gets every such event sent through ``send(_:)`` while it exists, through
    /// `handler`.
    ///
    /// The service exists while the container keeps it: a `singleton` once it has been made, a
    /// `weakShared` one while something holds it. An event never makes a service, so a
    /// `transient` service never receives one. `service` may be an adapter's required protocol,
    /// as for ``makeService(to:preparation:)``.
    public func accept<Event, Protocol>(
        _ event: Event.Type, by service: RoutableService<Protocol>,
        handler: @escaping @MainActor (_ service: Protocol, _ event: Event) -> Void
    ) {
        addReceiver(for: Event.self, module: service.protocolType, kind: .service) { event, table, container in
            guard let existing = table.existingService(Protocol.self, in: container) else { return 0 }
            handler(existing, event)
            return 1
        }
    }

    /// Sends `event` to the modules that accept its type, without the sender knowing them: every
    /// live screen and existing service of those modules receives it now, on the main actor, in
    /// the order the modules were declared.
    ///
    /// ```swift
    /// let delivery = modules.send(NoteSaved(noteID: note.id))
    /// if !delivery.isDelivered { pendingSaves.append(note.id) }
    /// ```
    ///
    /// The event is matched by its static type, the interface type the receivers named when they
    /// declared it: send a value of a protocol type as that protocol
    /// (`modules.send(event as NoteEvent)`). A receiver that sends an event
    /// from its handler delivers it at once, before the rest of this one's receivers.
    ///
    /// - Returns: how many received it, or why none did: ``ProblemCode/noEventReceiver`` or
    ///   ``ProblemCode/eventReceiverNotAlive``.
    @discardableResult
    public func send<Event>(_ event: Event) -> ModuleEventDelivery {
        let receivers = table.eventReceivers[ObjectIdentifier(Event.self)] ?? []
        guard !receivers.isEmpty else {
            return ModuleEventDelivery(eventType: Event.self, receiverCount: 0, notDelivered: .noEventReceiver(Event.self))
        }
        let reached = receivers.reduce(0) { count, receiver in count + receiver.deliver(event, table, container) }
        guard reached > 0 else {
            let modules = receivers.map { (type: $0.moduleType, kind: $0.kind) }
            return ModuleEventDelivery(eventType: Event.self, receiverCount: 0, notDelivered: .eventReceiverNotAlive(Event.self, receivers: modules))
        }
        return ModuleEventDelivery(eventType: Event.self, receiverCount: reached, notDelivered: nil)
    }

    /// Whether any module accepts events of type `event`.
    public func accepts<Event>(_ event: Event.Type) -> Bool {
        !(table.eventReceivers[ObjectIdentifier(event)] ?? []).isEmpty
    }

    private func addReceiver<Event>(
        for _: Event.Type, module: Any.Type, kind: ModuleError.ModuleKind,
        deliver: @escaping @MainActor (Event, ModuleTable, DependencyContainer) -> Int
    ) {
        let receiver = ModuleTable.EventReceiver(moduleType: module, kind: kind) { event, table, container in
            // `send` hands over only events of the type this receiver was registered under.
            guard let typed = event as? Event else { return 0 }
            return deliver(typed, table, container)
        }
        table.eventReceivers[ObjectIdentifier(Event.self), default: []].append(receiver)
    }
}
