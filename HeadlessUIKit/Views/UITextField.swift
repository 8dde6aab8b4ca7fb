#if !canImport(UIKit)

    /// A single-line text field; headlessly it only holds its text, for alerts that ask for input.
    ///
    /// On iOS it is a `UIControl` that edits, draws and sends events; none of that is modelled.
    /// Tests set ``text`` directly, as typing would.
    @MainActor
    open class UITextField: UIView {
        /// The text; nil until something sets it, as on iOS before the field is edited.
        open var text: String?
        /// The text shown while the field is empty.
        open var placeholder: String?
        /// Whether the field hides what is typed. Stored only.
        open var isSecureTextEntry = false
    }

#endif
