#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// The key of a view module: the protocol its screen provides, such as `EditorViewInput`.
///
/// There is deliberately no `init()` for every protocol. The interface module that owns a
/// protocol declares it routable once, and only declared protocols can be routed to; using an
/// undeclared one does not compile:
///
/// ```swift
/// extension RoutableView where Protocol == EditorViewInput {
///     public init() { self.init(declaredProtocol: Protocol.self) }
/// }
///
/// try router.navigate(to: RoutableView<EditorViewInput>(), in: modules, path: .push(from: self))
/// ```
///
/// The value carries nothing but its type; the module behind it is looked up in a
/// ``ModuleRegistry``.
public struct RoutableView<Protocol>: Sendable {
    /// Declares `Protocol` routable. Call it only from the `init()` of a declaring extension, so
    /// the list of routable protocols stays in one place per interface module.
    public init(declaredProtocol: Protocol.Type) {}

    /// The protocol the key stands for.
    var protocolType: Any.Type { Protocol.self }
}
