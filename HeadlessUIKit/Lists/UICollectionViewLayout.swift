#if !canImport(UIKit)
    import Foundation

    /// The object that places a collection view's items; headlessly it only knows its collection view.
    ///
    /// An `NSObject`, as on iOS; the layout attributes it computes there are not modelled.
    @MainActor
    open class UICollectionViewLayout: NSObject {
        weak var storedCollectionView: UICollectionView?

        /// Creates a layout.
        public override init() { super.init() }

        /// There are no archives headlessly; creates a layout.
        public required init?(coder: NSCoder) { super.init() }

        /// The collection view using this layout, if any. Weak.
        open var collectionView: UICollectionView? { storedCollectionView }

        /// Asks for a new layout pass; headlessly there is nothing to recompute.
        open func invalidateLayout() {}
    }

    /// A grid or list layout with the flow layout's settings, stored only.
    @MainActor
    open class UICollectionViewFlowLayout: UICollectionViewLayout {
        /// The direction the grid scrolls. Vertical by default.
        open var scrollDirection: UICollectionView.ScrollDirection = .vertical
        /// The size of each item. 50 × 50 by default, as in UIKit.
        open var itemSize = CGSize(width: 50, height: 50)
        /// An estimate that turns on self-sizing items; zero (off) by default.
        open var estimatedItemSize: CGSize = .zero
        /// The spacing between lines. 10 by default.
        open var minimumLineSpacing: CGFloat = 10
        /// The spacing between items of a line. 10 by default.
        open var minimumInteritemSpacing: CGFloat = 10
    }

#endif
