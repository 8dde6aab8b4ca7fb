#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// Finds the first `UIHostingController` showing a `ContentView` that says, through
    /// ``ContextChecking``, that it shows what the context asks for: the SwiftUI counterpart of
    /// ``ClassWithContextFinder``.
    ///
    /// Only built where SwiftUI and UIKit both exist.
    @MainActor
    public struct UIHostingControllerWithContextFinder<ContentView: View & ContextChecking>: StackIteratingFinder, IteratorBackedFinder {
        /// The type of view controller this entity works with.
        public typealias ViewController = UIHostingController<ContentView>
        /// The type of context this entity works with.
        public typealias Context = ContentView.Context

        private let core: RootViewContextFinder<UIHostingController<ContentView>>

        /// How the hierarchy is searched.
        public var iterator: StackIterator { core.iterator }

        /// Creates a finder that searches with `iterator`.
        public init(iterator: StackIterator = RouteComposerDefaults.shared.stackIterator) {
            core = RootViewContextFinder(iterator: iterator)
        }

        /// Asks the controller's root view.
        public func isTarget(_ viewController: UIHostingController<ContentView>, with context: Context) -> Bool {
            core.isTarget(viewController, with: context)
        }
    }
#endif
