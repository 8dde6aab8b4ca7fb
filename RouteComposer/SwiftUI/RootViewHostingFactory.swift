/// Builds a controller hosting a root view made from the context: the work of
/// ``UIHostingControllerFactory`` and ``UIHostingControllerWithContextFactory``, kept free of
/// SwiftUI so that it runs, and is tested, everywhere.
@MainActor
struct RootViewHostingFactory<Host: RootViewHosting, C>: Factory {
    typealias ViewController = Host
    typealias Context = C

    /// Makes the root view for a navigation's context.
    let makeRootView: (_: C) -> Host.RootView
    /// Wraps a root view in a new controller.
    let host: (_: Host.RootView) -> Host

    /// A new controller whose root view was made from `context`.
    func build(with context: C) throws -> Host {
        host(makeRootView(context))
    }
}
