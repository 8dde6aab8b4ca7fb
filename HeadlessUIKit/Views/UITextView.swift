#if !canImport(UIKit)
    import Foundation

    /// A scrollable, editable text view. Headlessly it holds its text and draws nothing.
    @MainActor
    open class UITextView: UIScrollView, UITextInputTraits {
        /// The text; empty at first, never nil when read, as in UIKit.
        open var text: String! {
            get { storedText }
            set { storedText = newValue ?? "" }
        }
        private var storedText = ""
        /// The text colour. Stored only.
        open var textColor: UIColor?
        /// True: a text view takes the keyboard's input, as in UIKit.
        open override var canBecomeFirstResponder: Bool { true }
        /// Whether the user may edit the text. Stored only; true at first.
        open var isEditable = true
        /// Whether the user may select the text. Stored only; true at first.
        open var isSelectable = true
    }

#endif
