/// What the library's own ``DefaultStackPresentationHandler`` would do about a controller, read
/// without calling it, so that a navigation skips the calls that have nothing to do.
///
/// Most navigations start from a controller that nothing covers and that is already shown in its
/// containers; the call out for each of those costs more than everything the screen needs. A
/// handler an app supplies is always called: only the library's own is known to do nothing then.
///
/// Kept as a second path, against the house rule, because deleting it measured beyond the
/// routing budget (see `Benchmarks/Routing/README.md`); it asks the same adapters the handler asks.
@MainActor
struct ClearingShortcut {
    /// The default handler's locator: it, not the router's, picks the adapters the handler asks.
    private let locator: ContainerAdapterLocator

    /// Nil unless `handler` is the library's own, whose behaviour the shortcut mirrors.
    init?(_ handler: StackPresentationHandler) {
        guard let handler = handler as? DefaultStackPresentationHandler else { return nil }
        locator = handler.containerAdapterLocator
    }

    /// True when dismissing above `origin` would succeed at once without a change: nothing is
    /// presented over it, as the handler reads it.
    func hasNothingToDismiss(above origin: UIViewController) -> Bool {
        origin.presentedViewController == nil
    }

    /// True when revealing `controller` would succeed at once without a change: every container
    /// around it has an adapter that already shows the child leading to it. The handler walks the
    /// same ancestors and asks the same adapters, and calls none of them then. An adapter that
    /// cannot be found answers false, so the handler itself reports the failure.
    func hasNothingToReveal(_ controller: UIViewController) -> Bool {
        let hidingContainer = controller.firstRoutingAncestor(locator: locator) { child, parent in
            guard let container = parent.asContainerViewController else { return false }
            guard let adapter = try? locator.getAdapter(for: container) else { return true }
            return !adapter.isVisible(child)
        }
        return hidingContainer == nil
    }
}
