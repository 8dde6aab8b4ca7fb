#if !canImport(UIKit)
    import Foundation

    /// The directions a popover's arrow may point.
    public struct UIPopoverArrowDirection: OptionSet, Sendable {
        /// The raw value, as UIKit stores it.
        public let rawValue: UInt
        /// Creates a value from its raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit's `up`.
        public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
        /// UIKit's `down`.
        public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
        /// UIKit's `left`.
        public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
        /// UIKit's `right`.
        public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
        /// UIKit's `any`.
        public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
        /// UIKit's `unknown`.
        public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
    }

    /// An object a popover can be anchored to (iOS 16).
    /// Not main-actor isolated, as in UIKit, whose protocol carries no isolation.
    public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

    extension UIView: UIPopoverPresentationControllerSourceItem {}
    extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
    extension UITabBarItem: UIPopoverPresentationControllerSourceItem {}

    /// Manages a popover. Presenting a popover without an anchor raises UIKit's exception.
    @MainActor
    open class UIPopoverPresentationController: UIPresentationController {
        /// The view the popover points at.
        open var sourceView: UIView?
        /// The rectangle in `sourceView` the popover points at.
        open var sourceRect: CGRect = .zero
        /// The bar button item the popover points at.
        open var barButtonItem: UIBarButtonItem?
        /// The item the popover points at (iOS 16).
        open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
        /// The directions the arrow may point.
        open var permittedArrowDirections: UIPopoverArrowDirection = .any
        /// The direction the arrow points; unknown until presented.
        open var arrowDirection: UIPopoverArrowDirection { .unknown }
        /// Views the user can still touch while the popover shows.
        open var passthroughViews: [UIView]?
        /// Whether the popover may cover its source rectangle.
        open var canOverlapSourceViewRect = false

        /// True when an anchor is set, which UIKit requires before presenting.
        var hasAnchor: Bool { sourceView != nil || barButtonItem != nil || sourceItem != nil }

        /// The reason of the exception raised when the popover is presented without an anchor.
        func missingAnchorReason(presenter: UIViewController) -> String {
            "UIPopoverPresentationController (\(self)) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
        }
    }

    /// Manages a sheet (iOS 15).
    @MainActor
    open class UISheetPresentationController: UIPresentationController {
        /// A height a sheet can rest at; an `NSObject`, as UIKit's is, compared by identity.
        ///
        /// UIKit makes detents only through its class methods; so does the model, which has no
        /// public initialiser. The class methods return `Detent` where UIKit's return `Self`:
        /// producing `Self` would need a public `required` initialiser UIKit does not have, and a
        /// subclass of a detent can never be instantiated in UIKit either, so callers see the same type.
        @MainActor
        open class Detent: NSObject {
            /// A detent's name.
            public struct Identifier: Hashable, Sendable, RawRepresentable {
                /// The raw value, as UIKit stores it.
                public let rawValue: String
                /// Creates a value from its raw value.
                public init(rawValue: String) { self.rawValue = rawValue }
                /// Creates a value from its raw value.
                public init(_ rawValue: String) { self.rawValue = rawValue }
                /// The medium detent.
                public static let medium = Identifier("com.apple.UIKit.medium")
                /// The large detent.
                public static let large = Identifier("com.apple.UIKit.large")
            }

            private let storedIdentifier: Identifier

            /// The detent's name (iOS 16).
            open var identifier: Identifier { storedIdentifier }

            private init(identifier: Identifier) {
                storedIdentifier = identifier
                super.init()
            }

            /// About half the screen's height.
            @discardableResult
            open class func medium() -> Detent { Detent(identifier: .medium) }
            /// The full height.
            @discardableResult
            open class func large() -> Detent { Detent(identifier: .large) }
        }

        /// The heights the sheet can rest at. Defaults to large only.
        open var detents: [Detent] = [.large()]
        /// The detent the sheet rests at; nil means the smallest.
        open var selectedDetentIdentifier: Detent.Identifier?
        /// The largest detent that does not dim the view behind.
        open var largestUndimmedDetentIdentifier: Detent.Identifier?
        /// Whether a grabber shows.
        open var prefersGrabberVisible = false
        /// Whether scrolling expands the sheet.
        open var prefersScrollingExpandsWhenScrolledToEdge = true
        /// Whether the sheet attaches to the bottom edge in compact height.
        open var prefersEdgeAttachedInCompactHeight = false
        /// Whether the width follows the preferred content size when edge attached.
        open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
        /// The corner radius; nil for the system's.
        public var preferredCornerRadius: CGFloat?
        /// The view the sheet anchors to in regular width.
        open var sourceView: UIView?

        /// Applies the changes made in `changes` at once and animates the sheet to them, as a view
        /// animation lasting ``HeadlessRuntime/transitionDuration`` of virtual time (the model's
        /// length for every UIKit transition): the runtime is not idle until it ends. As in UIKit,
        /// there is no completion, and with animations disabled nothing is animated.
        open func animateChanges(_ changes: () -> Void) {
            withoutActuallyEscaping(changes) { changes in
                UIView.animate(withDuration: HeadlessRuntime.shared.transitionDuration, animations: changes)
            }
        }

        /// The detents from the smallest to the largest; UIKit sizes medium below large, and the
        /// model knows no other sizes.
        var detentsSmallestFirst: [Detent] {
            detents.filter { $0.identifier == .medium } + detents.filter { $0.identifier != .medium }
        }

        /// The detent the sheet rests at: the selected one, or the smallest when none is selected
        /// or the selected one is not among the detents.
        var restingDetentIdentifier: Detent.Identifier? {
            let ordered = detentsSmallestFirst
            if let selectedDetentIdentifier, ordered.contains(where: { $0.identifier == selectedDetentIdentifier }) {
                return selectedDetentIdentifier
            }
            return ordered.first?.identifier
        }
    }

    /// What a sheet's presentation controller tells its delegate, beyond what every presentation
    /// controller tells (iOS 15).
    @MainActor
    public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
        /// The user moved the sheet to another detent.
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
    }

    // UIKit's requirement is optional; a default stands in for an unimplemented one.
    extension UISheetPresentationControllerDelegate {
        /// Does nothing.
        public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
    }

#endif
