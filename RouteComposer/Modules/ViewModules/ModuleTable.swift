#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// What a ``ModuleRegistry`` knows, kept apart from the registry so that the closures it hands
/// the ``DependencyContainer`` (service factories, the validation check) can hold it without the
/// container holding itself through the registry.
@MainActor
final class ModuleTable {
    /// A view module: how to make its screen, and its controller class when it was registered.
    struct ViewModule {
        let protocolType: Any.Type
        /// Whether a controller already on screen is this module's, so it can be found instead of built.
        let matches: (@MainActor (UIViewController) -> Bool)?
        let make: @MainActor (DependencyContainer) throws -> Any
    }

    /// An adapter: lookups for `adapter` use `adaptee`'s module, through `convert` if given.
    struct Adapter {
        let adapter: Any.Type
        let adaptee: Any.Type
        /// Turns the adaptee's object into one that provides `adapter`; nil for a conformance.
        let convert: (@MainActor (Any) throws(ModuleError) -> Any)?
    }

    /// A module that accepts an event: delivers it to the module's live instances, which it
    /// finds through the table and the container it is handed, and returns how many it reached.
    struct EventReceiver {
        let moduleType: Any.Type
        let kind: ModuleKind
        let deliver: @MainActor (_ event: Any, _ table: ModuleTable, _ container: DependencyContainer) -> Int
    }

    /// A screen a view module made, held weakly: the module's live screens receive its events.
    struct MadeScreen {
        weak var controller: UIViewController?
    }

    /// Where an adapter is kept: a protocol can have an adapter of each kind.
    struct AdapterKey: Hashable {
        let kind: ModuleKind
        let adapter: ObjectIdentifier
    }

    /// The view modules under the protocols they provide.
    var views = KeyedRegistry<ObjectIdentifier, ViewModule>()
    /// The service protocols that have a module; the container keeps the module itself.
    var services = KeyedRegistry<ObjectIdentifier, Any.Type>()
    /// The adapters of both kinds under the protocols they stand for.
    var adapters = KeyedRegistry<AdapterKey, Adapter>()
    /// The receivers of each event type, in registration order.
    var eventReceivers: [ObjectIdentifier: [EventReceiver]] = [:]
    /// The screens each view module (keyed by its provided protocol) made that may still live.
    var madeScreens: [ObjectIdentifier: [MadeScreen]] = [:]
    /// Protocols registered twice, in registration order, for validation.
    var duplicates: [(type: Any.Type, kind: ModuleKind)] = []
    /// Protocols callers declared they need, in declaration order.
    var required: [(type: Any.Type, kind: ModuleKind)] = []

    /// Whether `type` has a module or an adapter of `kind`.
    func isRegistered(_ type: Any.Type, kind: ModuleKind) -> Bool {
        hasModule(type, kind: kind) || adapters.contains(AdapterKey(kind: kind, adapter: ObjectIdentifier(type)))
    }

    /// Whether `type` has a module of `kind`, not counting adapters.
    private func hasModule(_ type: Any.Type, kind: ModuleKind) -> Bool {
        let key = ObjectIdentifier(type)
        return kind == .view ? views.contains(key) : services.contains(key)
    }

    /// Records that `type` gets a module or adapter of `kind`, noting a duplicate.
    func noteRegistration(of type: Any.Type, kind: ModuleKind) {
        if isRegistered(type, kind: kind) {
            duplicates.append((type, kind))
        }
        // The newest registration wins: drop whatever else answered for the protocol.
        let key = ObjectIdentifier(type)
        switch kind {
        case .view: views.remove(key)
        case .service: services.remove(key)
        }
        adapters.remove(AdapterKey(kind: kind, adapter: key))
    }

    /// The adapters from `type` to the protocol that has a module, outermost first, and that
    /// protocol.
    ///
    /// - Throws: ``ProblemCode/missingModule`` when `type` has nothing registered,
    ///   ``ProblemCode/missingAdaptee`` when an adapter on the way points at nothing, and
    ///   ``ProblemCode/adapterCycle`` when the adapters loop.
    func route(to type: Any.Type, kind: ModuleKind, requestedBy requestingType: Any.Type?) throws(ModuleError)
        -> (adapters: [Adapter], provided: Any.Type)
    {
        var chain: [Adapter] = []
        var current = type
        while let adapter = adapters[AdapterKey(kind: kind, adapter: ObjectIdentifier(current))] {
            if let start = chain.firstIndex(where: { ObjectIdentifier($0.adapter) == ObjectIdentifier(adapter.adapter) }) {
                throw .adapterCycle(Self.normalized(chain[start...].map(\.adapter)), kind: kind)
            }
            chain.append(adapter)
            current = adapter.adaptee
        }
        guard hasModule(current, kind: kind) else {
            if let last = chain.last {
                throw .missingAdaptee(adapter: last.adapter, adaptee: last.adaptee, kind: kind)
            }
            throw .missingModule(type, kind: kind, requestedBy: requestingType)
        }
        return (chain, current)
    }

    /// Applies the closure adapters of `chain`, innermost first, to the provided module's
    /// `object`, and checks that the result is a `Protocol`.
    func adapt<Protocol>(
        _ object: Any, through chain: [Adapter], to _: Protocol.Type,
        kind: ModuleKind
    ) throws(ModuleError) -> Protocol {
        var value = object
        for adapter in chain.reversed() {
            if let convert = adapter.convert {
                value = try convert(value)
            }
        }
        guard let typed = value as? Protocol else {
            throw .moduleNotConforming(Protocol.self, adaptee: chain.first?.adaptee, actual: Swift.type(of: value), kind: kind)
        }
        return typed
    }

    /// The cycle's protocols rotated to start at the one whose name sorts first, and closed, so a
    /// cycle found from each of its members is reported as one problem.
    static func normalized(_ cycle: [Any.Type]) -> [Any.Type] {
        let names = cycle.map { String(reflecting: $0) }
        guard let first = names.indices.min(by: { names[$0] < names[$1] }) else { return cycle }
        let rotated = Array(cycle[first...] + cycle[..<first])
        return rotated + rotated.prefix(1)
    }
}
