#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// Builds a `UIHostingController` whose root view is made by a closure from the navigation's
    /// context: for views that are not ``ContextInstantiatable``, or need more than the context.
    ///
    /// Only built where SwiftUI and UIKit both exist.
    @MainActor
    public struct UIHostingControllerFactory<ContentView: View, Context>: Factory {
        /// The type of view controller this entity works with.
        public typealias ViewController = UIHostingController<ContentView>
        /// The type of context this entity works with.
        public typealias Context = Context

        private let core: RootViewHostingFactory<UIHostingController<ContentView>, Context>

        /// Creates the factory; `buildBlock` makes the root view for each navigation's context.
        public init(_ buildBlock: @escaping (_: Context) -> ContentView) {
            core = RootViewHostingFactory(makeRootView: buildBlock, host: { UIHostingController(rootView: $0) })
        }

        /// A new hosting controller showing the view `buildBlock` made from `context`.
        public func build(with context: Context) throws -> UIHostingController<ContentView> {
            try core.build(with: context)
        }
    }
#endif
