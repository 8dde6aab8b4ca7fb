/// What the library's own ``DefaultStackPresentationHandler`` would do about a controller, read
/// without calling it, so that a navigation skips the calls that have nothing to do.
///
/// Most navigations start from a controller that nothing covers and that is already shown in its
/// containers; the call out for each of those costs more than everything the screen needs. A
/// handler an app supplies is always called: only the library's own is known to do nothing then.
///
/// A second path beside the handler, kept because deleting it measured beyond the routing budget
/// (`Benchmarks/Routing/README.md`, issue 26); see `Documentation/Contributing.md`.
@MainActor
final class ClearingShortcut {
    /// The default handler's locator: it, not the router's, picks the adapters the handler asks.
    private let locator: ContainerAdapterLocator

    /// Nil unless `handler` is the library's own, whose behaviour the shortcut mirrors.
    init?(_ handler: StackPresentationHandler) {
        guard let handler = handler as? DefaultStackPresentationHandler else { return nil }
        locator = handler.containerAdapterLocator
    }

    /// True when the handler reveals a child of a navigation stack by popping what is above it,
    /// as the built-in adapter does, and changes nothing else of the stack.
    var revealsByPopping: Bool { locator.isDefaultLocator }

    /// True when dismissing above `origin` would succeed at once without a change: nothing is
    /// presented over it, as the handler reads it.
    func hasNothingToDismiss(above origin: UIViewController) -> Bool {
        origin.presentedViewController == nil
    }

    /// True when revealing `controller` would succeed at once without a change: every container
    /// around it has an adapter that already shows the child leading to it. The handler walks the
    /// same ancestors and asks the same adapters (or knows their answer: `knowsVisible`), and calls
    /// none of them then. An adapter that cannot be found answers false, so the handler itself
    /// reports the failure.
    func hasNothingToReveal(_ controller: UIViewController) -> Bool {
        let hidingContainer = controller.firstRoutingAncestor(locator: locator) { child, parent in
            guard let container = parent.asContainerViewController, !locator.knowsVisible(child, in: container) else { return false }
            guard let adapter = try? locator.getAdapter(for: container) else { return true }
            return !adapter.isVisible(child)
        }
        return hidingContainer == nil
    }
}
