#if !canImport(UIKit)
    import Foundation

    /// The orientation of the interface. Raw values match UIKit's (landscape left is 4).
    public enum UIInterfaceOrientation: Int, Sendable {
        /// UIKit's `unknown` (raw value 0).
        case unknown = 0
        /// UIKit's `portrait` (raw value 1).
        case portrait = 1
        /// UIKit's `portraitUpsideDown` (raw value 2).
        case portraitUpsideDown = 2
        /// UIKit's `landscapeLeft` (raw value 4).
        case landscapeLeft = 4
        /// UIKit's `landscapeRight` (raw value 3).
        case landscapeRight = 3
    }

    extension UIInterfaceOrientation {
        /// True for the two portrait orientations.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// True for the two landscape orientations.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    }

    /// A set of interface orientations: bit `1 << orientation.rawValue` for each, as in UIKit.
    public struct UIInterfaceOrientationMask: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Creates a mask from UIKit's bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Portrait.
        public static var portrait: UIInterfaceOrientationMask { Self(rawValue: 1 << 1) }
        /// Landscape left.
        public static var landscapeLeft: UIInterfaceOrientationMask { Self(rawValue: 1 << 4) }
        /// Landscape right.
        public static var landscapeRight: UIInterfaceOrientationMask { Self(rawValue: 1 << 3) }
        /// Portrait upside down.
        public static var portraitUpsideDown: UIInterfaceOrientationMask { Self(rawValue: 1 << 2) }
        /// Both landscape orientations.
        public static var landscape: UIInterfaceOrientationMask { [.landscapeLeft, .landscapeRight] }
        /// Every orientation.
        public static var all: UIInterfaceOrientationMask { [.portrait, .landscape, .portraitUpsideDown] }
        /// Every orientation but portrait upside down.
        public static var allButUpsideDown: UIInterfaceOrientationMask { [.portrait, .landscape] }
    }

#endif
