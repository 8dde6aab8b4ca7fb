/// Finds adapters: a custom container's own, else the built-in one for navigation, tab bar and
/// split view controllers and their subclasses.
@MainActor
public struct DefaultContainerAdapterLocator: ContainerAdapterLocator {
    /// Creates the locator.
    public nonisolated init() {}

    /// The adapter for `containerViewController`.
    ///
    /// - Throws: ``RoutingError/compositionFailed(_:)`` for a container that is neither custom
    ///   nor a subclass of a UIKit container.
    public func getAdapter(for containerViewController: ContainerViewController) throws -> ContainerAdapter {
        // The kind is known per class, so a built-in container is served without asking the
        // runtime whether it is a custom one; a custom one is still asked for its adapter each time.
        let traits = ControllerTraits.of(containerViewController)
        if traits.containerKind == .custom, let custom = containerViewController as? CustomContainerViewController {
            return custom.adapter
        }
        if let builtIn = traits.builtInContainer, let adapter = builtIn.builtInAdapter(for: containerViewController) {
            return adapter
        }
        throw RoutingError.compositionFailed(
            .init(
                "\(String(reflecting: type(of: containerViewController))) is a ContainerViewController with no adapter. Conform it to CustomContainerViewController, or give the router a ContainerAdapterLocator that knows it."
            ))
    }
}
