#if !canImport(UIKit)
    import Foundation

    /// A coordinate system points and rectangles can be converted to and from; every view is one,
    /// as in UIKit.
    @MainActor
    public protocol UICoordinateSpace: NSObjectProtocol {
        /// Converts `point` from the receiver's coordinates to `coordinateSpace`'s.
        func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
        /// Converts `point` from `coordinateSpace`'s coordinates to the receiver's.
        func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
        /// Converts `rect` from the receiver's coordinates to `coordinateSpace`'s.
        func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
        /// Converts `rect` from `coordinateSpace`'s coordinates to the receiver's.
        func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
        /// The receiver's bounds, in its own coordinates.
        var bounds: CGRect { get }
    }

    /// A view converts to and from any coordinate space as it does to and from views. UIKit declares
    /// these four as methods of `UIView`; the model implements them here, where the tool comparing
    /// the model with UIKit pairs them with the protocol's requirements, and they cannot be
    /// overridden.
    extension UICoordinateSpace where Self: UIView {
        /// `point`, in the receiver's coordinates, in `coordinateSpace`'s.
        public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
            let offset = offset(to: coordinateSpace)
            return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
        }

        /// `point`, in `coordinateSpace`'s coordinates, in the receiver's.
        public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
            let offset = offset(to: coordinateSpace)
            return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
        }

        /// `rect`, in the receiver's coordinates, in `coordinateSpace`'s; the size is unchanged.
        public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
            CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
        }

        /// `rect`, in `coordinateSpace`'s coordinates, in the receiver's; the size is unchanged.
        public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
            CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
        }
    }

    extension UIView {
        /// The root of the view's tree: the window for a view in one.
        final var rootView: UIView {
            var root = self
            while let parent = root.superview { root = parent }
            return root
        }

        /// The offset from this view's coordinates to those of the root of its tree (for a view in a
        /// window, the screen's): each level adds its frame's origin and takes away its bounds'
        /// origin, a scroll view's content offset. Views draw nothing and are never transformed
        /// headlessly, so conversions are translations.
        ///
        /// - Complexity: O(depth).
        final var offsetToRootCoordinates: CGPoint {
            var offset = CGPoint.zero
            var next: UIView? = self
            while let current = next {
                offset.x += current.frame.origin.x - current.bounds.origin.x
                offset.y += current.frame.origin.y - current.bounds.origin.y
                next = current.superview
            }
            return offset
        }

        /// The offset from this view's coordinates to `space`'s. A space that is not a view is
        /// reached through the root of this view's tree, which such a space converts from.
        final func offset(to space: any UICoordinateSpace) -> CGPoint {
            let mine = offsetToRootCoordinates
            if let view = space as? UIView {
                let theirs = view.offsetToRootCoordinates
                return CGPoint(x: mine.x - theirs.x, y: mine.y - theirs.y)
            }
            let root = rootView
            let rootOffset = root.offsetToRootCoordinates
            let origin = CGPoint(x: mine.x - rootOffset.x, y: mine.y - rootOffset.y)
            return space.convert(origin, from: root)
        }
    }

#endif
