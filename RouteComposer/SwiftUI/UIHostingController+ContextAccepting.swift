#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// A hosting controller whose root view accepts a context accepts it too, so that
    /// ``ContextSettingTask`` configures SwiftUI screens the way it configures UIKit ones.
    extension UIHostingController: ContextAccepting where Content: ContextAcceptingView {
        /// Asks the root view's type whether it accepts `context`.
        public static func checkCompatibility(with context: Content.Context) throws {
            try Content.checkCompatibility(with: context)
        }

        /// Sets up a copy of the root view with `context` and shows it; when the setup throws, the
        /// shown view stays as it was.
        public func setup(with context: Content.Context) throws {
            try updateRootView { view in try view.setup(with: context) }
        }
    }
#endif
