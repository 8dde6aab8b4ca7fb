#if !canImport(UIKit)
    import Foundation

    /// A controller whose view is a table view; the model of UIKit's table view controller.
    ///
    /// As on iOS, the view it loads is a ``UITableView`` in the style given at creation, and
    /// ``tableView`` is that view. It is otherwise a plain controller: it pushes, presents and
    /// appears like any other. Not modelled: its conformance to the table's data source and delegate
    /// protocols, rows, cells, selection clearing and the refresh control.
    @MainActor
    open class UITableViewController: UIViewController {
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

        /// Loads a table view in the style given at creation, as UIKit does without a nib.
        open override func loadView() {
            view = UITableView(frame: .zero, style: storedStyle)
        }
    }

#endif
