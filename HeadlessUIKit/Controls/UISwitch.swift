#if !canImport(UIKit)
    import Foundation

    /// An on/off switch. Headlessly it keeps its value; as in UIKit, setting it in code sends no
    /// event, and a user's toggle is `isOn` changed followed by ``UIControl/sendActions(for:)``
    /// with `.valueChanged`.
    @MainActor
    open class UISwitch: UIControl {
        /// Whether the switch is on. False at first.
        open var isOn = false
        /// The tint when on. Stored only.
        open var onTintColor: UIColor?
        /// The thumb's tint. Stored only.
        open var thumbTintColor: UIColor?
        /// The title (Mac idiom). Stored only.
        open var title: String?

        /// Sets ``isOn``; the change is immediate either way and sends no event.
        open func setOn(_ on: Bool, animated: Bool) {
            isOn = on
        }
    }

#endif
