#if !canImport(UIKit)
    import Foundation

    /// A read-only text view. Headlessly it holds its text and draws nothing.
    @MainActor
    open class UILabel: UIView {
        /// The text shown.
        open var text: String?
        /// The text colour. Stored only.
        open var textColor: UIColor!
        /// The maximum number of lines; 0 for no limit. 1 at first, as in UIKit.
        open var numberOfLines = 1
        /// Whether the label is enabled. Stored only.
        open var isEnabled = true
    }

#endif
