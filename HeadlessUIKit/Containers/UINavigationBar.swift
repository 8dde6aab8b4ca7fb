#if !canImport(UIKit)
    import Foundation

    /// The bar at the top of a navigation controller. Headlessly it draws nothing and stores its
    /// appearance; whether it is hidden is the navigation controller's `isNavigationBarHidden`.
    @MainActor
    open class UINavigationBar: UIView {
        /// The bar's background tint. Stored only.
        open var barTintColor: UIColor?
        /// Whether the bar is translucent. True at first; stored only.
        open var isTranslucent = true
        /// Whether titles are large. False at first; stored only.
        open var prefersLargeTitles = false
    }

#endif
