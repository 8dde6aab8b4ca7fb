import Foundation

#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// The destinations a snapshot may contain, each registered as restorable under a stable
/// identifier with a `Codable` context and a way to read that context back from the controller
/// on screen: what lets an app take a ``RestorationSnapshot`` of what the user sees and navigate
/// back to it after a relaunch.
///
/// ```swift
/// let restoration = RestorationRegistry()
/// try restoration.register("home", destination: ShopConfiguration.home)
/// try restoration.register("product", destination: ShopConfiguration.product) { (screen: ProductViewController) in
///     screen.productID.map(ProductContext.init)
/// }
///
/// let snapshot = restoration.snapshot()                          // when the scene goes to the background
/// try await router.restore(snapshot, using: restoration)         // after the relaunch
/// ```
///
/// Identifiers are the wire names of the destinations: they must stay the same across the
/// builds that read each other's snapshots, like keys in a JSON object.
@MainActor
public final class RestorationRegistry {
    /// What a registration makes of one controller.
    enum Reading {
        /// The controller is not the registration's: another type, or its predicate said no.
        case notMatched
        /// The controller is the registration's and shows this context.
        case matched(CanonicalJSON)
        /// The controller is the registration's, but it has no context to give.
        case contextUnavailable
        /// The controller is the registration's, but its context did not encode.
        case contextNotEncodable(any Error)
    }

    struct Registration {
        let identifier: String
        let read: (UIViewController, JSONEncoder) -> Reading
        /// The destination with the context decoded from the entry's JSON.
        let destination: (CanonicalJSON, JSONDecoder) throws(ContextCodingFailure) -> AnyDestination
    }

    /// The registrations under their identifiers, in registration order: the order in which
    /// they are tried against a controller.
    private(set) var registrations = KeyedRegistry<String, Registration>()

    /// The identifiers registered, in registration order: the order in which registrations are
    /// tried against a controller.
    public var identifiers: [String] { registrations.keys }

    /// Encodes the contexts of snapshots; by default it sorts keys. Configure date and data
    /// strategies here, matching ``decoder``.
    public var encoder = ServerRoute.makeEncoder()
    /// Decodes the contexts of snapshots being restored.
    public var decoder = JSONDecoder()

    /// The window ``snapshot()`` describes and restoring compares with.
    public let windowProvider: WindowProvider
    /// How containers' children are reached when the hierarchy is walked.
    public let containerAdapterLocator: ContainerAdapterLocator

    /// A registry without destinations.
    ///
    /// - Parameters:
    ///   - windowProvider: the window ``snapshot()`` describes and restoring compares with; the
    ///     key window by default, which is the window of the scene a router made for a scene
    ///     restores in. Several scenes can share one registry: take each one's snapshot with
    ///     ``snapshot(in:)``.
    ///   - containerAdapterLocator: how containers' children are reached.
    public init(
        windowProvider: WindowProvider = RouteComposerDefaults.shared.windowProvider,
        containerAdapterLocator: ContainerAdapterLocator = RouteComposerDefaults.shared.containerAdapterLocator
    ) {
        self.windowProvider = windowProvider
        self.containerAdapterLocator = containerAdapterLocator
    }

    // MARK: Registering

    /// Registers `destination` as restorable under `identifier`.
    ///
    /// A controller on screen belongs to this registration when it is a `VC` and `matching`
    /// (when given) accepts it; a snapshot then records `identifier` with the context `context`
    /// reads from it. Use `matching` when several registrations share a controller type, for
    /// instance the same screen reached through two flows.
    ///
    /// - Parameters:
    ///   - identifier: The destination's stable name in snapshots.
    ///   - destination: Where restoring the entry navigates, with the decoded context.
    ///   - matching: Whether a controller of type `VC` belongs to this registration; all do by default.
    ///   - context: The context the controller shows; nil leaves it out of the snapshot with a
    ///     ``ProblemCode/contextUnavailable`` diagnostic.
    /// - Throws: ``ProblemCode/duplicateIdentifier`` when `identifier` is taken (the
    ///   earlier registration stays), ``ProblemCode/invalidIdentifier`` when it is empty
    ///   or holds spaces or control characters.
    public func register<VC: UIViewController, C: Codable>(
        _ identifier: String, destination: DestinationStep<VC, C>,
        matching: ((VC) -> Bool)? = nil,
        context: @escaping (VC) -> C?
    ) throws(RestorationError) {
        try add(
            Registration(
                identifier: identifier,
                read: { controller, encoder in
                    guard let typed = controller as? VC, matching?(typed) ?? true else { return .notMatched }
                    guard let value = context(typed) else { return .contextUnavailable }
                    do {
                        return .matched(try CanonicalJSON(json: ContextCoding.encode(value, for: identifier, with: encoder)))
                    } catch let error as ContextCodingFailure {
                        return .contextNotEncodable(error.underlyingError)
                    } catch {
                        // The encoder wrote JSON a snapshot cannot keep: nested too deep.
                        return .contextNotEncodable(error)
                    }
                },
                destination: { json, decoder throws(ContextCodingFailure) in
                    let context = try ContextCoding.decode(C.self, for: identifier, from: json.data, with: decoder)
                    return Destination(to: destination, with: context).unwrapped()
                }))
    }

    /// Registers a destination whose controller knows its own context, through
    /// ``RestorationContextProviding``. See ``register(_:destination:matching:context:)``.
    public func register<VC: RestorationContextProviding>(
        _ identifier: String,
        destination: DestinationStep<VC, VC.RestorationContext>,
        matching: ((VC) -> Bool)? = nil
    ) throws(RestorationError) {
        try register(identifier, destination: destination, matching: matching) { $0.restorationContext }
    }

    /// Registers a destination that takes no context; its entries have no `context`.
    /// See ``register(_:destination:matching:context:)``.
    public func register<VC: UIViewController>(
        _ identifier: String, destination: DestinationStep<VC, Void>,
        matching: ((VC) -> Bool)? = nil
    ) throws(RestorationError) {
        try addContextless(identifier, matching: matching) { Destination(to: destination).unwrapped() }
    }

    /// Registers a destination whose context is `Any?`; it is restored with a `nil` context and
    /// its entries have no `context`. See ``register(_:destination:matching:context:)``.
    public func register<VC: UIViewController>(
        _ identifier: String, destination: DestinationStep<VC, Any?>,
        matching: ((VC) -> Bool)? = nil
    ) throws(RestorationError) {
        try addContextless(identifier, matching: matching) { Destination(to: destination).unwrapped() }
    }

    /// Whether a destination is registered under `identifier`.
    public func contains(_ identifier: String) -> Bool {
        registrations.contains(identifier)
    }

    private func addContextless<VC: UIViewController>(
        _ identifier: String, matching: ((VC) -> Bool)?,
        destination: @escaping () -> AnyDestination
    ) throws(RestorationError) {
        try add(
            Registration(
                identifier: identifier,
                read: { controller, _ in
                    guard let typed = controller as? VC, matching?(typed) ?? true else { return .notMatched }
                    return .matched(.null)
                }, destination: { _, _ in destination() }))
    }

    private func add(_ registration: Registration) throws(RestorationError) {
        guard ServerRoute.isIdentifier(Substring(registration.identifier)) else {
            throw RestorationError(
                .invalidIdentifier, reason: "\"\(URLRoutingError.excerpt(registration.identifier))\" is empty or holds spaces or control characters")
        }
        guard registrations.insert(registration, for: registration.identifier) == nil else {
            throw RestorationError(
                .duplicateIdentifier, reason: "a destination is already registered as \"\(URLRoutingError.excerpt(registration.identifier))\"")
        }
    }

    // MARK: Taking a snapshot

    /// A snapshot of what `window` shows.
    ///
    /// **Which controllers, in which order.** Starting at the window's root controller, each
    /// presentation layer in turn (the root, then what it presents, then what that presents, up
    /// to the topmost one, stopping at one being dismissed); within a layer, depth-first with a
    /// container before its children. A navigation controller's children are its whole stack,
    /// bottom to top; a tab bar's, its selected tab; a split view's, its visible columns in
    /// order; a custom container's, its adapter's visible controllers. Child controllers of a
    /// controller that is not a ``ContainerViewController`` are not visited.
    ///
    /// **Which registration.** Each controller visited is offered to the registrations in
    /// registration order; the first whose controller type and `matching` predicate accept it
    /// owns it. When its context closure gives a context, the controller becomes an entry; when
    /// it gives nil or the context does not encode, the controller is left out with a
    /// diagnostic. A controller no registration accepts is left out with an
    /// ``ProblemCode/unregistered`` diagnostic. Containers are visited and
    /// matched too: register one only when it is a destination of its own.
    ///
    /// Nothing on screen changes.
    ///
    /// - Complexity: O(n × r) for n controllers visited and r registrations, plus encoding the contexts.
    public func snapshot(of window: UIWindow?) -> RestorationSnapshot {
        let visible = VisibleControllers(root: window?.rootViewController, locator: containerAdapterLocator)
        var entries: [RestorationSnapshot.Entry] = []
        var diagnostics: [RestorationDiagnostic] = []
        for controller in visible.controllers {
            let controllerType = String(reflecting: type(of: controller))
            if let missing = visible.containersWithoutAdapter.first(where: { $0.container === controller }) {
                diagnostics.append(
                    RestorationDiagnostic(
                        .containerWithoutAdapter, controllerType: controllerType,
                        reason: String(describing: missing.error)))
            }
            let owner = registrations.first { _, registration -> Reading? in
                let reading = registration.read(controller, encoder)
                if case .notMatched = reading { return nil }
                return reading
            }
            switch owner {
            case nil:
                diagnostics.append(RestorationDiagnostic(.unregistered, controllerType: controllerType))
            case let (identifier, .matched(context))?:
                entries.append(RestorationSnapshot.Entry(identifier: identifier, context: context))
            case let (identifier, .contextUnavailable)?:
                diagnostics.append(RestorationDiagnostic(.contextUnavailable, controllerType: controllerType, identifier: identifier))
            case let (identifier, .contextNotEncodable(error))?:
                diagnostics.append(
                    RestorationDiagnostic(
                        .contextNotEncodable, controllerType: controllerType, identifier: identifier,
                        reason: String(describing: error)))
            case (_, .notMatched)?:
                break
            }
        }
        return RestorationSnapshot(entries: entries, diagnostics: diagnostics)
    }

    /// A snapshot of the window ``windowProvider`` supplies. See ``snapshot(of:)``; with no
    /// window the snapshot has no entries.
    public func snapshot() -> RestorationSnapshot {
        snapshot(of: windowProvider.window)
    }

    /// A snapshot of what `scene` shows: of its key window, or of its first visible window while
    /// none is key, as ``SceneWindowProvider`` supplies it. Take it in the scene delegate's
    /// `stateRestorationActivity(for:)`, and restore it with a router made for the scene the
    /// session reconnects to
    /// (``DefaultRouter/init(scene:logger:stackPresentationHandler:containerAdapterLocator:navigationQueue:clock:observers:)``),
    /// which navigates and compares in that scene's window alone. See ``snapshot(of:)``
    /// for what a snapshot lists; a scene without a window gives no entries.
    public func snapshot(in scene: UIScene) -> RestorationSnapshot {
        snapshot(of: SceneWindowProvider(scene: scene).window)
    }

    /// How many entries at the start of `snapshot` the window already shows: the length of the
    /// common start of its entries and those of a snapshot of the window taken now.
    func shownEntryCount(of snapshot: RestorationSnapshot) -> Int {
        zip(self.snapshot().entries, snapshot.entries).prefix { $0 == $1 }.count
    }
}
