#if canImport(SwiftUI) && canImport(UIKit)
    import SwiftUI

    /// A SwiftUI view that knows how to configure itself with a context: the view-side counterpart of
    /// ``ContextAccepting``. A `UIHostingController` whose root view is a `ContextAcceptingView` is
    /// ``ContextAccepting`` itself, so ``ContextSettingTask`` configures it.
    ///
    /// The router calls ``checkCompatibility(with:)`` before the navigation changes anything, so a
    /// context the view cannot show cancels the navigation while the screen is untouched; it calls
    /// ``setup(with:)`` on a copy of the found or built controller's root view and puts the copy
    /// back only if the setup succeeded.
    ///
    /// Not a requirement of `View` on purpose: the protocol only describes the configuration, and
    /// the hosting controller's conformance is what ties it to SwiftUI.
    @MainActor
    public protocol ContextAcceptingView {
        /// The type of context the view is configured with.
        associatedtype Context

        /// Throws when `context` cannot be shown by any view of this type. Called before any
        /// controller is built or changed. Accepts everything by default.
        static func checkCompatibility(with context: Context) throws

        /// Configures the view with `context`; throwing fails the navigation and leaves the shown
        /// view as it was.
        mutating func setup(with context: Context) throws
    }

    extension ContextAcceptingView {
        /// Accepts every context.
        public static func checkCompatibility(with context: Context) throws {}
    }
#endif
