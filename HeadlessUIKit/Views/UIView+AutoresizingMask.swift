#if !canImport(UIKit)
    import Foundation

    extension UIView {
        /// How a view resizes when its superview's bounds change. Raw values match UIKit's.
        public struct AutoresizingMask: OptionSet, Sendable {
            /// The bits.
            public let rawValue: UInt
            /// Creates a mask from UIKit's bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// The left margin is flexible.
            public static var flexibleLeftMargin: UIView.AutoresizingMask { Self(rawValue: 1 << 0) }
            /// The width is flexible.
            public static var flexibleWidth: UIView.AutoresizingMask { Self(rawValue: 1 << 1) }
            /// The right margin is flexible.
            public static var flexibleRightMargin: UIView.AutoresizingMask { Self(rawValue: 1 << 2) }
            /// The top margin is flexible.
            public static var flexibleTopMargin: UIView.AutoresizingMask { Self(rawValue: 1 << 3) }
            /// The height is flexible.
            public static var flexibleHeight: UIView.AutoresizingMask { Self(rawValue: 1 << 4) }
            /// The bottom margin is flexible.
            public static var flexibleBottomMargin: UIView.AutoresizingMask { Self(rawValue: 1 << 5) }
        }
    }

#endif
