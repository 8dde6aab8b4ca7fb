#if !canImport(UIKit)
    import Foundation

    /// A controller whose view is a collection view; the model of UIKit's collection view controller.
    ///
    /// As on iOS, the view it loads is a ``UICollectionView`` using the layout given at creation, and
    /// ``collectionView`` is that view. A controller created without a layout (`init(nibName:bundle:)`,
    /// `UICollectionViewController()`) cannot load its view: UIKit raises
    /// `NSInvalidArgumentException`, and under the record policy the model leaves a plain view and
    /// ``collectionView`` nil. It is otherwise a plain controller. Not modelled: its conformance to
    /// the data source and delegate protocols, items, cells, and layout-to-layout transitions.
    @MainActor
    open class UICollectionViewController: UIViewController {
        private var storedLayout: UICollectionViewLayout?

        /// Creates a controller whose collection view will use `layout`.
        public init(collectionViewLayout layout: UICollectionViewLayout) {
            storedLayout = layout
            super.init(nibName: nil, bundle: nil)
        }

        /// Creates a controller with no layout; give it a view with a layout before showing it.
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// There are no archives headlessly; creates a controller with no layout.
        public required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        /// The controller's view as a collection view; reading it loads the view. Setting it replaces the view.
        open var collectionView: UICollectionView! {
            get { view as? UICollectionView }
            set { view = newValue }
        }

        /// The collection view's layout once the view is loaded, else the layout given at creation.
        /// With neither, reading it loads the view, which raises UIKit's exception; under the record
        /// policy the model then answers with a fresh, unused layout.
        open var collectionViewLayout: UICollectionViewLayout {
            if let loaded = viewIfLoaded as? UICollectionView { return loaded.collectionViewLayout }
            if let storedLayout { return storedLayout }
            return collectionView?.collectionViewLayout ?? UICollectionViewLayout()
        }

        /// Whether selected items are deselected when the view appears. True by default; stored only.
        open var clearsSelectionOnViewWillAppear = true

        /// Loads a collection view with the layout given at creation, as UIKit does without a nib.
        open override func loadView() {
            guard let storedLayout else {
                HeadlessRuntime.shared.raise(
                    "NSInvalidArgumentException",
                    "UICollectionView must be initialized with a non-nil layout parameter",
                    kind: .collectionViewWithoutLayout)
                return
            }
            view = UICollectionView(frame: .zero, collectionViewLayout: storedLayout)
        }
    }

#endif
