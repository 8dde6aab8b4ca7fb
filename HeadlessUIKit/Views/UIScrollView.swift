#if !canImport(UIKit)
    import Foundation

    /// A view whose content can be larger than itself and moved with a content offset; headlessly
    /// nothing scrolls by itself, the offset and size are stored.
    ///
    /// As in UIKit, the bounds' origin is the content offset, so converting coordinates from a
    /// subview of a scrolled view takes the offset into account.
    @MainActor
    open class UIScrollView: UIView {
        /// The point of the content shown at the view's top-left corner. `.zero` at first.
        open var contentOffset: CGPoint = .zero
        /// The size of the content. `.zero` at first.
        open var contentSize: CGSize = .zero
        /// Whether the user can scroll. Stored only; true at first.
        open var isScrollEnabled = true

        /// The bounds, whose origin is the content offset; setting them sets the offset and size.
        open override var bounds: CGRect {
            get { CGRect(origin: contentOffset, size: frame.size) }
            set {
                contentOffset = newValue.origin
                frame.size = newValue.size
            }
        }

        /// Sets the content offset. Headlessly the change is immediate either way.
        open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
            self.contentOffset = contentOffset
        }
    }

#endif
