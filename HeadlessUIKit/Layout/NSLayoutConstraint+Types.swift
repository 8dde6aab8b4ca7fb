#if !canImport(UIKit)
    import Foundation

    extension NSLayoutConstraint {
        /// How two attributes relate. Raw values match UIKit's.
        public enum Relation: Int, Sendable {
            /// UIKit's `lessThanOrEqual` (raw value -1).
            case lessThanOrEqual = -1
            /// UIKit's `equal` (raw value 0).
            case equal = 0
            /// UIKit's `greaterThanOrEqual` (raw value 1).
            case greaterThanOrEqual = 1
        }

        /// A layout attribute. Raw values match UIKit's.
        public enum Attribute: Int, Sendable {
            /// UIKit's `left` (1).
            case left = 1
            /// UIKit's `right` (2).
            case right = 2
            /// UIKit's `top` (3).
            case top = 3
            /// UIKit's `bottom` (4).
            case bottom = 4
            /// UIKit's `leading` (5).
            case leading = 5
            /// UIKit's `trailing` (6).
            case trailing = 6
            /// UIKit's `width` (7).
            case width = 7
            /// UIKit's `height` (8).
            case height = 8
            /// UIKit's `centerX` (9).
            case centerX = 9
            /// UIKit's `centerY` (10).
            case centerY = 10
            /// UIKit's `lastBaseline` (11).
            case lastBaseline = 11
            /// UIKit's `firstBaseline` (12).
            case firstBaseline = 12
            /// UIKit's `notAnAttribute` (0), the second attribute of a constant.
            case notAnAttribute = 0
        }
    }

    /// The priority of a constraint, 1 to 1000, as UIKit's.
    public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
        /// The value.
        public let rawValue: Float
        /// Creates a priority.
        public init(rawValue: Float) { self.rawValue = rawValue }
        /// Creates a priority.
        public init(_ rawValue: Float) { self.rawValue = rawValue }

        /// A required constraint: 1000.
        public static var required: UILayoutPriority { UILayoutPriority(1000) }
        /// The priority of a button's content hugging: 750.
        public static var defaultHigh: UILayoutPriority { UILayoutPriority(750) }
        /// The priority of content compression: 250.
        public static var defaultLow: UILayoutPriority { UILayoutPriority(250) }
        /// The priority for fitting sizes: 50.
        public static var fittingSizeLevel: UILayoutPriority { UILayoutPriority(50) }
    }

#endif
