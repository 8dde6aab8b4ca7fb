#if !canImport(UIKit)
    import Foundation

    /// The base of views that respond to user interaction (buttons, switches, text fields);
    /// headlessly it stores its state and sends no events.
    @MainActor
    open class UIControl: UIView {
        /// Whether the control is enabled. True at first.
        open var isEnabled = true
        /// Whether the control is selected. False at first.
        open var isSelected = false
        /// Whether the control is highlighted. False at first; nothing touches it headlessly.
        open var isHighlighted = false
    }

#endif
