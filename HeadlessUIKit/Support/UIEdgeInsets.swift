#if !canImport(UIKit)
    import Foundation

    /// Insets for each edge of a rectangle, as UIKit's C structure.
    public struct UIEdgeInsets: Equatable, Sendable {
        /// The top inset.
        public var top: CGFloat
        /// The left inset.
        public var left: CGFloat
        /// The bottom inset.
        public var bottom: CGFloat
        /// The right inset.
        public var right: CGFloat

        /// Zero insets.
        public init() {
            self.init(top: 0, left: 0, bottom: 0, right: 0)
        }

        /// Insets with the given values.
        public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
            (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
        }

        /// Zero insets.
        public static var zero: UIEdgeInsets { UIEdgeInsets() }
    }

#endif
