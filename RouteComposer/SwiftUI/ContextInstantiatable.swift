#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// A SwiftUI view that can be made from a navigation's context alone, so that
    /// ``UIHostingControllerWithContextFactory`` can build its hosting controller.
    ///
    /// Only built where SwiftUI and UIKit both exist: the view is always shown in a
    /// `UIHostingController`.
    @MainActor
    public protocol ContextInstantiatable: View {
        /// The type of context the view is made from.
        associatedtype Context

        /// Makes the view that shows `context`.
        init(with context: Context)
    }

    extension ContextInstantiatable where Context == Void {
        /// Makes the view of a screen that needs no context.
        public init() {
            self.init(with: ())
        }
    }

    extension ContextInstantiatable where Context == Any? {
        /// Makes the view of a screen whose context is optional and absent.
        public init() {
            self.init(with: nil)
        }
    }
#endif
