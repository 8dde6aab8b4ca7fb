#if !canImport(UIKit)

    extension UIPageViewController {
        /// How pages turn. Raw values match UIKit's.
        public enum TransitionStyle: Int, Sendable {
            /// UIKit's `pageCurl` (raw value 0).
            case pageCurl = 0
            /// UIKit's `scroll` (raw value 1).
            case scroll = 1
        }

        /// The axis pages turn along. Raw values match UIKit's.
        public enum NavigationOrientation: Int, Sendable {
            /// UIKit's `horizontal` (raw value 0).
            case horizontal = 0
            /// UIKit's `vertical` (raw value 1).
            case vertical = 1
        }

        /// Which way a page turn goes. Raw values match UIKit's.
        public enum NavigationDirection: Int, Sendable {
            /// UIKit's `forward` (raw value 0).
            case forward = 0
            /// UIKit's `reverse` (raw value 1).
            case reverse = 1
        }

        /// Where a page curl's spine is. Raw values match UIKit's.
        public enum SpineLocation: Int, Sendable {
            /// UIKit's `none` (raw value 0): the scrolling style's only spine.
            case none = 0
            /// UIKit's `min` (raw value 1): the left or top edge.
            case min = 1
            /// UIKit's `mid` (raw value 2): the middle, with two pages side by side.
            case mid = 2
            /// UIKit's `max` (raw value 3): the right or bottom edge.
            case max = 3
        }

        /// A key of the options given at creation.
        public struct OptionsKey: Hashable, Sendable, RawRepresentable {
            /// The raw value, as UIKit stores it.
            public let rawValue: String
            /// Creates a key from its raw value.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The spine location of a page curl.
            public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
            /// The spacing between the pages of a scrolling page view controller.
            public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
        }
    }

    extension UIPageViewController.SpineLocation {
        /// The name UIKit's exception messages use.
        var exceptionName: String {
            switch self {
            case .none: "UIPageViewControllerSpineLocationNone"
            case .min: "UIPageViewControllerSpineLocationMin"
            case .mid: "UIPageViewControllerSpineLocationMid"
            case .max: "UIPageViewControllerSpineLocationMax"
            }
        }
    }

#endif
