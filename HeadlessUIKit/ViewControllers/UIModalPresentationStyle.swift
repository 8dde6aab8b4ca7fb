#if !canImport(UIKit)

    /// How a presented controller is shown. Raw values match UIKit's.
    public enum UIModalPresentationStyle: Int, Sendable {
        /// Covers the screen; the presenter's views are removed when the presentation ends.
        case fullScreen = 0
        /// A card over the presenter, which stays in the window.
        case pageSheet = 1
        /// A centred card; compact widths show it as a sheet.
        case formSheet = 2
        /// Covers the context controller, whose views are removed.
        case currentContext = 3
        /// Defined by the transitioning delegate's presentation controller.
        case custom = 4
        /// Covers the screen; the presenter's views stay in the window.
        case overFullScreen = 5
        /// Covers the context controller, whose views stay.
        case overCurrentContext = 6
        /// A popover anchored to a view or bar button item.
        case popover = 7
        /// No adaptation, used by adaptive delegates.
        case none = -1
        /// Let the system choose; reading the style never returns it.
        case automatic = -2
    }

    /// The animation of a modal transition. Raw values match UIKit's.
    public enum UIModalTransitionStyle: Int, Sendable {
        /// UIKit's `coverVertical` (raw value 0).
        case coverVertical = 0
        /// UIKit's `flipHorizontal` (raw value 1).
        case flipHorizontal = 1
        /// UIKit's `crossDissolve` (raw value 2).
        case crossDissolve = 2
        /// UIKit's `partialCurl` (raw value 3).
        case partialCurl = 3
    }

    extension UIModalPresentationStyle {
        /// Whether the presenter's (or context controller's) views leave the window once the
        /// presentation ends, which is what makes it disappear.
        var removesPresenterViews: Bool {
            self == .fullScreen || self == .currentContext
        }

        /// Whether the presenter is looked for from the source through `definesPresentationContext`.
        var usesPresentationContext: Bool {
            self == .currentContext || self == .overCurrentContext
        }
    }

#endif
