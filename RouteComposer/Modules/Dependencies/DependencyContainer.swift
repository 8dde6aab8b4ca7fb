#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Makes an app's dependencies from the factories registered for their types, keeps them for as
/// long as their ``DependencyScope`` says, and fills the `@Dependency` properties of the
/// features, factories and services built through it.
///
/// Register a factory per type, usually a protocol from an interface module, at start; then
/// everything built through the container gets what it declares, and nothing looks the container
/// up later at a random time:
///
/// ```swift
/// let container = DependencyContainer()
/// container.register(HTTPClientProtocol.self, scope: .singleton) { HTTPClient() }
/// container.register(PersistenceProtocol.self) { container in
///     Persistence(client: try container.resolve(HTTPClientProtocol.self))
/// }
/// let client = try container.resolve(HTTPClientProtocol.self)
/// ```
///
/// Every failure is a ``ModuleError`` naming the types: nothing registered, a factory that made
/// the wrong type, a factory that threw, or a cycle (`A → B → A`), detected while resolving.
/// ``validate()`` finds all of them at start, without building screens.
///
/// Resolution runs on the main actor, like the navigation that asks for it. Resolving a
/// registered type is a dictionary lookup plus the scope's work: O(1) apart from the factory.
@MainActor
public final class DependencyContainer {
    var registrations: [ObjectIdentifier: DependencyRegistration] = [:]
    /// Types registered more than once without `override`, in order, for ``validate()``.
    var duplicates: [Any.Type] = []
    /// The types being made right now, outermost first: a type that reappears closes a cycle.
    /// Types rather than keys, so the requester and a cycle's path are named without a lookup.
    var resolving: [Any.Type] = []
    var validationChecks: [@MainActor (DependencyContainer) -> [ModuleError]] = []

    /// How many resolutions may be nested inside one another, each a factory asking for the
    /// next type: past it, ``ProblemCode/dependencyChainTooDeep``.
    ///
    /// A cycle is found only when a type comes round again, and one through thousands of types
    /// would exhaust the stack before that; so would a legitimate chain that deep. A nested
    /// resolution took 3.4 KiB of stack in a debug build (Linux, Swift 6.3), 4.4 KiB when the
    /// factory fills `@Dependency` properties with `injectDependencies(into:)`; 64 levels are
    /// then under 300 KiB, less than a third of the 1 MiB main-thread stack of iOS, leaving the
    /// rest to UIKit's and the app's frames. Real wiring nests a few levels.
    static let maximumResolutionDepth = 64

    /// Creates an empty container.
    public init() {}

    /// Registers `factory` as the way to make `type`, kept as `scope` says.
    ///
    /// A second registration for the same type replaces the first and is reported by
    /// ``validate()`` as ``ProblemCode/duplicateDependency``; use
    /// ``override(_:scope:factory:)`` to replace one on purpose, in a test say.
    ///
    /// - Parameters:
    ///   - type: The type asked for, usually a protocol: `HTTPClientProtocol.self`.
    ///   - scope: How long the instance is kept; ``DependencyScope/weakShared`` by default, as in
    ///     RouterService.
    ///   - factory: Makes an instance. It gets the container, to resolve what it needs in turn.
    public func register<Dependency>(
        _ type: Dependency.Type, scope: DependencyScope = .weakShared,
        factory: @escaping @MainActor (DependencyContainer) throws -> Dependency
    ) {
        add(TypedDependencyRegistration(scope: scope, make: factory), reportingDuplicate: true)
    }

    /// Registers `factory`, which needs nothing from the container, as the way to make `type`.
    public func register<Dependency>(
        _ type: Dependency.Type, scope: DependencyScope = .weakShared,
        factory: @escaping @MainActor () throws -> Dependency
    ) {
        register(type, scope: scope) { (_: DependencyContainer) in try factory() }
    }

    /// Registers a factory the way RouterService's `register(dependencyFactory:forType:)` does:
    /// weak-shared, with a factory that returns an object the container checks against `type`
    /// when it is asked for.
    public func register<Dependency>(
        dependencyFactory: @escaping @MainActor () -> AnyObject,
        forType type: Dependency.Type
    ) {
        register(type, scope: .weakShared, factory: Self.checkingType(of: dependencyFactory))
    }

    /// Replaces whatever is registered for `type` with `factory`, without reporting a duplicate:
    /// for tests and previews that swap a real dependency for a fake one.
    public func override<Dependency>(
        _ type: Dependency.Type, scope: DependencyScope = .weakShared,
        factory: @escaping @MainActor (DependencyContainer) throws -> Dependency
    ) {
        add(TypedDependencyRegistration(scope: scope, make: factory), reportingDuplicate: false)
    }

    /// Whether something is registered for `type`.
    public func isRegistered(_ type: Any.Type) -> Bool {
        registrations[ObjectIdentifier(type)] != nil
    }

    /// The types registered, in no particular order.
    var registeredTypes: [Any.Type] {
        registrations.values.map(\.registeredType)
    }

    /// Returns the instance of `type` its scope says to hand out, making it if needed.
    ///
    /// - Throws: ``ModuleError`` ``ProblemCode/missingDependency``,
    ///   ``ProblemCode/wrongDependencyType``, ``ProblemCode/dependencyCycle`` or
    ///   ``ProblemCode/dependencyFactoryFailed``, naming the type being made when `type`
    ///   was asked for, if any.
    public func resolve<Dependency>(_ type: Dependency.Type = Dependency.self) throws(ModuleError) -> Dependency {
        try resolve(type, requestedBy: resolving.last)
    }

    /// Resolves `type` on behalf of `requestingType`, which the errors name.
    func resolve<Dependency>(_ type: Dependency.Type, requestedBy requestingType: Any.Type?) throws(ModuleError) -> Dependency {
        let key = ObjectIdentifier(type)
        // `add` files a `TypedDependencyRegistration<T>` under `ObjectIdentifier(T.self)` and
        // nothing else, so this cast fails only when nothing is registered. The local reference
        // keeps the registration for the call: a factory may replace the one that is running it.
        guard let registration = registrations[key] as? TypedDependencyRegistration<Dependency> else {
            throw .missingDependency(type, requestedBy: requestingType)
        }
        if let kept = registration.kept {
            return kept
        }
        if resolving.contains(where: { ObjectIdentifier($0) == key }) {
            throw cycle(closedBy: key)
        }
        guard resolving.count < Self.maximumResolutionDepth else {
            throw .dependencyChainTooDeep(resolving + [type], limit: Self.maximumResolutionDepth)
        }
        resolving.append(type)
        defer { resolving.removeLast() }
        do {
            return try registration.makeInstance(in: self)
        } catch {
            throw moduleError(for: error, resolving: type, requestedBy: requestingType)
        }
    }

    /// The cycle that asking for `key` again closes, from its first request to now.
    func cycle(closedBy key: ObjectIdentifier) -> ModuleError {
        let start = resolving.firstIndex { ObjectIdentifier($0) == key } ?? resolving.startIndex
        let types = Array(resolving[start...])
        return .dependencyCycle(types + types.prefix(1))
    }

    /// What a registered factory's error means to whoever asked: a problem further down is passed
    /// on as it is; anything else is this factory's failure.
    func moduleError(for error: any Error, resolving type: Any.Type, requestedBy requestingType: Any.Type?) -> ModuleError {
        switch error {
        case let error as ModuleError:
            error
        case let error as WrongDependencyInstance:
            .wrongDependencyType(type, actual: error.actualType, requestedBy: requestingType)
        default:
            .dependencyFactoryFailed(type, requestedBy: requestingType, error: error)
        }
    }

    /// Files `registration` under its type.
    func add<Dependency>(_ registration: TypedDependencyRegistration<Dependency>, reportingDuplicate: Bool) {
        let key = ObjectIdentifier(Dependency.self)
        if reportingDuplicate, registrations[key] != nil {
            duplicates.append(Dependency.self)
        }
        // Moved out rather than overwritten in place: the replaced registration, and a singleton
        // it holds, are released only when this call returns, after the dictionary is whole
        // again, so a `deinit` there may register or resolve in this container.
        let replaced = registrations.updateValue(registration, forKey: key)
        withExtendedLifetime(replaced) {}
    }

    /// A RouterService-style factory whose object is checked against the registered type when it
    /// is made, since its signature cannot promise it.
    static func checkingType<Dependency>(of dependencyFactory: @escaping @MainActor () -> AnyObject)
        -> @MainActor (DependencyContainer) throws -> Dependency
    {
        { _ in
            let object = dependencyFactory()
            guard let typed = object as? Dependency else {
                throw WrongDependencyInstance(actualType: Swift.type(of: object))
            }
            return typed
        }
    }
}
