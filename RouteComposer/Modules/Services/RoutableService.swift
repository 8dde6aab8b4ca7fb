#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// The key of a service module: the protocol a non-screen object provides, such as
/// `TimeServiceInput`.
///
/// As with ``RoutableView``, only protocols an interface module declares routable can be used;
/// an undeclared one does not compile:
///
/// ```swift
/// extension RoutableService where Protocol == TimeServiceInput {
///     public init() { self.init(declaredProtocol: Protocol.self) }
/// }
///
/// let time = try modules.makeService(to: RoutableService<TimeServiceInput>())
/// ```
public struct RoutableService<Protocol>: Sendable {
    /// Declares `Protocol` routable. Call it only from the `init()` of a declaring extension.
    public init(declaredProtocol: Protocol.Type) {}

    /// The protocol the key stands for.
    var protocolType: Any.Type { Protocol.self }
}
