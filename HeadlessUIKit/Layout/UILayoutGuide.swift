#if !canImport(UIKit)
    import Foundation

    /// A rectangle in a view's layout that is not a view, such as the safe area. Headlessly it
    /// only supplies anchors tied to its owning view.
    @MainActor
    open class UILayoutGuide: NSObject, UIPopoverPresentationControllerSourceItem {
        /// The view that owns the guide. Weak, as in UIKit, where a view's `addLayoutGuide(_:)` sets it.
        open weak var owningView: UIView?
        /// A name for debugging.
        open var identifier = ""

        /// Creates a guide that no view owns.
        public override init() {
            super.init()
        }

        /// The leading edge.
        open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
        /// The trailing edge.
        open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
        /// The left edge.
        open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
        /// The right edge.
        open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
        /// The top edge.
        open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
        /// The bottom edge.
        open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
        /// The width.
        open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
        /// The height.
        open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
        /// The horizontal centre.
        open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
        /// The vertical centre.
        open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    }

#endif
