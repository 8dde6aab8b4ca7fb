/// Finds the first controller of type `Host` whose root view says, through ``ContextChecking``,
/// that it shows what the context asks for: the work of ``UIHostingControllerWithContextFinder``,
/// kept free of SwiftUI so that it runs, and is tested, everywhere.
@MainActor
struct RootViewContextFinder<Host: RootViewHosting>: StackIteratingFinder where Host.RootView: ContextChecking {
    typealias ViewController = Host
    typealias Context = Host.RootView.Context

    /// How the hierarchy is searched.
    let iterator: StackIterator

    /// Asks the root view, not the controller: the hosting controller is generic plumbing and
    /// only the view knows what it shows.
    func isTarget(_ viewController: Host, with context: Context) -> Bool {
        viewController.rootView.isTarget(for: context)
    }
}
