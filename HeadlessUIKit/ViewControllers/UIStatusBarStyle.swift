#if !canImport(UIKit)
    import Foundation

    /// The style of the status bar's content. Raw values match UIKit's.
    public enum UIStatusBarStyle: Int, Sendable {
        /// UIKit's `default` (raw value 0): dark content in the light appearance.
        case `default` = 0
        /// UIKit's `lightContent` (raw value 1).
        case lightContent = 1
        /// UIKit's `darkContent` (raw value 3, iOS 13).
        case darkContent = 3
    }

    /// How the status bar animates a change of visibility. Raw values match UIKit's.
    public enum UIStatusBarAnimation: Int, Sendable {
        /// UIKit's `none` (raw value 0).
        case none = 0
        /// UIKit's `fade` (raw value 1).
        case fade = 1
        /// UIKit's `slide` (raw value 2).
        case slide = 2
    }

#endif
