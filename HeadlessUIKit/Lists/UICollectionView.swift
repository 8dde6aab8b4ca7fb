#if !canImport(UIKit)
    import Foundation

    /// A collection view; headlessly only its layout, so collection view controllers have the view
    /// UIKit gives them.
    ///
    /// On iOS it is a `UIScrollView` with sections, items, cells, a data source and a delegate.
    /// None of that is modelled.
    @MainActor
    open class UICollectionView: UIScrollView {
        private var storedLayout: UICollectionViewLayout

        /// Creates a collection view that places its items with `layout`, which now belongs to it.
        public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
            storedLayout = layout
            super.init(frame: frame)
            layout.storedCollectionView = self
        }

        /// There are no archives headlessly; creates a collection view with a flow layout.
        public required init?(coder: NSCoder) {
            storedLayout = UICollectionViewFlowLayout()
            super.init(coder: coder)
            storedLayout.storedCollectionView = self
        }

        /// The layout. Setting it is `setCollectionViewLayout(_:animated: false)`.
        open var collectionViewLayout: UICollectionViewLayout {
            get { storedLayout }
            set { setCollectionViewLayout(newValue, animated: false) }
        }

        /// Replaces the layout; headlessly at once, with nothing to animate.
        open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
            if storedLayout.storedCollectionView === self { storedLayout.storedCollectionView = nil }
            storedLayout = layout
            layout.storedCollectionView = self
        }
    }

    extension UICollectionView {
        /// The direction a collection view scrolls. Raw values match UIKit's.
        public enum ScrollDirection: Int, Sendable {
            /// UIKit's `vertical` (raw value 0).
            case vertical = 0
            /// UIKit's `horizontal` (raw value 1).
            case horizontal = 1
        }
    }

#endif
