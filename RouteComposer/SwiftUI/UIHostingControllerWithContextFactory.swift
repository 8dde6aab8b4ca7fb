#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// Builds a `UIHostingController` whose root view is made by the view's own
    /// ``ContextInstantiatable/init(with:)`` from the navigation's context.
    ///
    /// Only built where SwiftUI and UIKit both exist.
    @MainActor
    public struct UIHostingControllerWithContextFactory<ContentView: ContextInstantiatable>: Factory {
        /// The type of view controller this entity works with.
        public typealias ViewController = UIHostingController<ContentView>
        /// The type of context this entity works with.
        public typealias Context = ContentView.Context

        private let core = RootViewHostingFactory<UIHostingController<ContentView>, ContentView.Context>(
            makeRootView: { ContentView(with: $0) }, host: { UIHostingController(rootView: $0) })

        /// Creates the factory.
        public init() {}

        /// A new hosting controller showing `ContentView(with: context)`.
        public func build(with context: Context) throws -> UIHostingController<ContentView> {
            try core.build(with: context)
        }
    }
#endif
