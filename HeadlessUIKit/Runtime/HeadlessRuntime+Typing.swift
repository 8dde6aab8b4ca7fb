#if !canImport(UIKit)

    extension HeadlessRuntime {
        /// Simulates the user replacing the text of `searchBar` with `text`.
        ///
        /// Unlike setting `text` in code, typing reaches the search controller that owns the bar:
        /// while it is active, its results controller shows for non-empty text and hides for empty
        /// text (when ``UISearchController/automaticallyShowsSearchResultsController`` is true), and
        /// its updater's `updateSearchResults(for:)` runs.
        public func simulateUserTyping(_ text: String, in searchBar: UISearchBar) {
            searchBar.text = text
            searchBar.owningSearchController?.userDidChangeSearchText()
        }
    }

#endif
