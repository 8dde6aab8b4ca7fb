#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Hands the module's screen, found or built, to the caller's `prepare` hook typed as the
/// protocol before it is integrated, and keeps it for the hook that runs after.
@MainActor
struct ViewModulePreparation<Protocol>: ContextTask {
    let outcome: ViewModuleOutcome<Protocol>
    let prepare: ((Protocol) -> Void)?

    func perform(on viewController: UIViewController, with context: Void) throws {
        guard let destination = viewController as? Protocol else {
            // The finder and the factory hand over only controllers that provide the protocol.
            throw ModuleError.moduleNotConforming(Protocol.self, adaptee: nil, actual: type(of: viewController), kind: .view)
        }
        prepare?(destination)
        outcome.destination = destination
    }
}

/// The screen a navigation to a view module reached, for the hooks that run after it.
@MainActor
final class ViewModuleOutcome<Protocol> {
    var destination: Protocol?
}
