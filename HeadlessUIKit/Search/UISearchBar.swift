#if !canImport(UIKit)

    /// A search field; headlessly its text and a few settings, stored only.
    ///
    /// As in UIKit, setting ``text`` in code tells nobody; what the user types reaches the search
    /// controller that owns the bar (see ``HeadlessRuntime/simulateUserTyping(_:in:)``). Not modelled:
    /// editing, the keyboard, the scope bar and the delegate.
    @MainActor
    open class UISearchBar: UIView, UITextInputTraits {
        /// The search controller that owns the bar, which the user's typing updates.
        weak var owningSearchController: UISearchController?

        /// The text in the field.
        open var text: String?
        /// The text shown while the field is empty.
        open var placeholder: String?
        /// A line of text above the field.
        open var prompt: String?
        /// Whether the cancel button shows.
        open var showsCancelButton = false
        /// The titles of the scope buttons.
        open var scopeButtonTitles: [String]?
        /// The index of the selected scope button.
        open var selectedScopeButtonIndex = 0
    }

#endif
