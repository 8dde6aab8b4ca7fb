#if !canImport(UIKit)

    /// A single-line text field; headlessly it only holds its text, for alerts that ask for input.
    ///
    /// A `UIControl`, as on iOS, that neither edits, draws nor sends events headlessly.
    /// Tests set ``text`` directly, as typing would.
    @MainActor
    open class UITextField: UIControl, UITextInputTraits {
        /// True: a text field takes the keyboard's input, as in UIKit.
        open override var canBecomeFirstResponder: Bool { true }
        /// The text; nil until something sets it, as on iOS before the field is edited.
        open var text: String?
        /// The text shown while the field is empty.
        open var placeholder: String?
        /// Whether the field hides what is typed. Stored only.
        open var isSecureTextEntry = false
    }

#endif
