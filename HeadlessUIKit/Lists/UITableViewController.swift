#if !canImport(UIKit)
    import Foundation

    /// A controller whose view is a table view; the model of UIKit's table view controller.
    ///
    /// As on iOS, the view it loads is a ``UITableView`` in the style given at creation, and
    /// ``tableView`` is that view. It is otherwise a plain controller: it pushes, presents and
    /// appears like any other. It is its table view's data source and delegate, and declares the
    /// methods of those protocols that subclasses override, with UIKit's defaults. Not modelled:
    /// selection clearing and the refresh control.
    @MainActor
    open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
        private let storedStyle: UITableView.Style

        /// Creates a controller whose table view will have `style`.
        public init(style: UITableView.Style) {
            storedStyle = style
            super.init(nibName: nil, bundle: nil)
        }

        /// Creates a controller with a plain table view.
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            storedStyle = .plain
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// There are no archives headlessly; creates a controller with a plain table view.
        public required init?(coder: NSCoder) {
            storedStyle = .plain
            super.init(coder: coder)
        }

        /// The controller's view as a table view; reading it loads the view. Setting it replaces the view.
        open var tableView: UITableView! {
            get { view as? UITableView }
            set { view = newValue }
        }

        /// Whether selected rows are deselected when the view appears. True by default; stored only.
        open var clearsSelectionOnViewWillAppear = true

        /// Loads a table view in the style given at creation, with the controller as its data
        /// source and delegate, as UIKit does without a nib.
        open override func loadView() {
            let tableView = UITableView(frame: .zero, style: storedStyle)
            tableView.dataSource = self
            tableView.delegate = self
            view = tableView
        }

        // MARK: Data source and delegate
        // Declared here, as UIKit's importer declares them on the class, so that subclasses
        // write `override`.

        /// One section by default.
        @discardableResult
        open func numberOfSections(in tableView: UITableView) -> Int { 1 }
        /// No rows by default.
        @discardableResult
        open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
        /// A plain cell by default; headlessly the table view never asks.
        @discardableResult
        open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        /// No header title by default.
        @discardableResult
        open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
        /// No footer title by default.
        @discardableResult
        open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
        /// Every row is editable by default, as UIKit assumes when a data source does not say.
        @discardableResult
        open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        /// Does nothing by default.
        open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
        /// Selects the proposed row by default.
        @discardableResult
        open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
        /// Does nothing by default.
        open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        /// Does nothing by default.
        open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
        /// No header view by default.
        @discardableResult
        open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
        /// No footer view by default.
        @discardableResult
        open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
        /// Does nothing by default.
        open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    }

#endif
