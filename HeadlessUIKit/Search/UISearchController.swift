#if !canImport(UIKit)
    import Foundation

    /// A controller that shows a search bar's results; the model of UIKit's search controller.
    ///
    /// The search bar is shown by the app: in a view of a controller (a table header, say) or
    /// through `navigationItem.searchController`. Setting ``isActive`` to true presents the search
    /// controller from the controller hosting the bar, over the nearest ancestor of that controller
    /// (itself included) whose `definesPresentationContext` is true, else over the root-most one,
    /// leaving that controller's views in place: UIKit uses its own search presentation for this, and
    /// the model stands it in with `.overCurrentContext`, the style it sets at creation. Setting it to
    /// false dismisses the search controller. The results controller is a child of the search
    /// controller; its view is shown while ``showsSearchResultsController`` is true.
    ///
    /// Not modelled: the delegate's `presentSearchController(_:)` (the model always presents itself),
    /// the dimming and the hiding of the navigation bar (both flags stored only), scope bars, search
    /// suggestions and tokens, and the first responder.
    @MainActor
    open class UISearchController: UIViewController {
        private let storedResultsController: UIViewController?
        private lazy var storedSearchBar: UISearchBar = {
            let bar = UISearchBar()
            bar.owningSearchController = self
            return bar
        }()
        private var storedShowsResults = false

        /// Creates a search controller whose results are shown by `searchResultsController`, which
        /// becomes its child at once (UIKit parents it under the search controller without documenting
        /// when; the model picks creation); with nil, results show in the searched controller itself.
        public init(searchResultsController: UIViewController?) {
            storedResultsController = searchResultsController
            super.init(nibName: nil, bundle: nil)
            finishCreation()
        }

        /// Creates a search controller with no results controller.
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            storedResultsController = nil
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            finishCreation()
        }

        /// There are no archives headlessly; creates a search controller with no results controller.
        public required init?(coder: NSCoder) {
            storedResultsController = nil
            super.init(coder: coder)
            finishCreation()
        }

        private func finishCreation() {
            modalPresentationStyle = .overCurrentContext
            if let results = storedResultsController, performAddChild(results) {
                results.didMove(toParent: self)
            }
        }

        /// The controller that shows the results, as given at creation.
        open var searchResultsController: UIViewController? { storedResultsController }
        /// Told when the search text changes and when the search starts. Weak.
        open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
        /// Told when the search controller is presented and dismissed. Weak.
        open weak var delegate: (any UISearchControllerDelegate)?
        /// The search bar, made on first use; always the same one.
        open var searchBar: UISearchBar { storedSearchBar }
        /// Whether the searched content is dimmed while searching. True by default; stored only.
        open var obscuresBackgroundDuringPresentation = true
        /// Whether the navigation bar hides while searching. True by default; stored only.
        open var hidesNavigationBarDuringPresentation = true
        /// Whether typing shows the results controller (when there is text) and hides it (when the
        /// text is empty). True by default.
        open var automaticallyShowsSearchResultsController = true

        /// Whether the results controller's view is shown. Setting it shows or hides that view at once;
        /// its appearance callbacks follow on the next turn while the search controller is on screen.
        open var showsSearchResultsController: Bool {
            get { storedShowsResults }
            set {
                storedShowsResults = newValue
                installResultsView()
            }
        }

        /// True from the moment the search controller's presentation is accepted until a dismissal
        /// starts. Setting it presents or dismisses the search controller (see the type's description);
        /// setting the value it already has does nothing.
        open var isActive: Bool {
            get { presentationPhase == .presenting || presentationPhase == .presented }
            set {
                guard newValue != isActive else { return }
                if newValue { activate() } else { deactivate() }
            }
        }

        override func viewWasLoaded() {
            installResultsView()
        }

        /// Shows or hides the results controller's view inside the search controller's view.
        private func installResultsView() {
            guard let results = storedResultsController, let container = viewIfLoaded else { return }
            if storedShowsResults {
                if results.viewIfLoaded?.superview !== container { container.addSubview(results.view) }
            } else {
                results.viewIfLoaded?.removeFromSuperview()
            }
        }
    }

    /// Told what to search for.
    @MainActor
    public protocol UISearchResultsUpdating: NSObjectProtocol {
        /// Called when the search starts and whenever the user changes the search text.
        func updateSearchResults(for searchController: UISearchController)
    }

    /// Told when a search controller is presented and dismissed.
    @MainActor
    public protocol UISearchControllerDelegate: NSObjectProtocol {
        /// Called before the search controller is presented.
        func willPresentSearchController(_ searchController: UISearchController)
        /// Called after the search controller's presentation ended.
        func didPresentSearchController(_ searchController: UISearchController)
        /// Called before the search controller is dismissed.
        func willDismissSearchController(_ searchController: UISearchController)
        /// Called after the search controller's dismissal ended.
        func didDismissSearchController(_ searchController: UISearchController)
    }

    extension UISearchControllerDelegate {
        /// Does nothing by default.
        public func willPresentSearchController(_ searchController: UISearchController) {}
        /// Does nothing by default.
        public func didPresentSearchController(_ searchController: UISearchController) {}
        /// Does nothing by default.
        public func willDismissSearchController(_ searchController: UISearchController) {}
        /// Does nothing by default.
        public func didDismissSearchController(_ searchController: UISearchController) {}
    }

#endif
