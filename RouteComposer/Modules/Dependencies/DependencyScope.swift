#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// How long a ``DependencyContainer`` keeps what a registered factory made, and so when it calls
/// the factory again.
///
/// A struct rather than an enum, so further scopes can be added without breaking an app's
/// exhaustive `switch`.
public struct DependencyScope: Hashable, Sendable, CustomStringConvertible {
    enum Lifetime: Hashable, Sendable {
        case weakShared
        case transient
        case singleton
    }

    let lifetime: Lifetime

    private init(_ lifetime: Lifetime) {
        self.lifetime = lifetime
    }

    /// One instance is shared while anything holds it, and a new one is made after the last
    /// holder lets it go: RouterService's weak store.
    ///
    /// The container holds the instance weakly, so a feature's screen that keeps the dependency
    /// keeps it alive, and closing every such screen frees it. Only class instances can be held
    /// weakly: a value (a struct, an enum) registered in this scope is made anew for each
    /// request, as in ``transient``.
    public static let weakShared = DependencyScope(.weakShared)

    /// A new instance for every request.
    public static let transient = DependencyScope(.transient)

    /// One instance, made at the first request and kept by the container for its whole life.
    public static let singleton = DependencyScope(.singleton)

    /// The scope's name: `weakShared`, `transient` or `singleton`.
    public var description: String {
        switch lifetime {
        case .weakShared: "weakShared"
        case .transient: "transient"
        case .singleton: "singleton"
        }
    }
}
