#if !canImport(UIKit)
    import Foundation

    /// A container that shows one page (two, for a page curl with its spine in the middle) and
    /// turns to others; the model of UIKit's page view controller.
    ///
    /// The pages shown are ``viewControllers``, and they are exactly its children.
    /// ``setViewControllers(_:direction:animated:completion:)`` changes them like the model's other
    /// containers change theirs: the children change before the call returns; the views swap, the
    /// appearance callbacks run and `didMove(toParent:)` follows when the transition runs (at the end
    /// of the turn, or over ``HeadlessRuntime/transitionDuration`` when animated in a window), and the
    /// completion comes last. A user's swipe is ``HeadlessRuntime/simulateUserSwipe(in:direction:)``.
    ///
    /// Not modelled: the page curl and scroll views themselves, gesture recognizers, the page
    /// control, inter-page spacing (stored only), and the delegate's orientation callbacks.
    @MainActor
    open class UIPageViewController: UIViewController {
        private let storedTransitionStyle: TransitionStyle
        private let storedNavigationOrientation: NavigationOrientation
        private let storedSpineLocation: SpineLocation
        /// The spacing between pages of a scrolling page view controller, from the options; stored only.
        let interPageSpacing: CGFloat
        var storedPages: [UIViewController]?

        /// Creates a page view controller. For `.pageCurl`, `options[.spineLocation]` (a
        /// `SpineLocation`, or its raw value as an `Int` or `NSNumber`) chooses the spine, `.min` by
        /// default; a `.mid` spine makes the controller double-sided. For `.scroll` the spine is
        /// `.none` and `options[.interPageSpacing]` is the spacing. Options that do not fit the style
        /// are ignored, as UIKit ignores them.
        public init(
            transitionStyle style: UIPageViewController.TransitionStyle,
            navigationOrientation: UIPageViewController.NavigationOrientation,
            options: [UIPageViewController.OptionsKey: Any]? = nil
        ) {
            storedTransitionStyle = style
            storedNavigationOrientation = navigationOrientation
            let requestedSpine = Self.spineLocation(in: options)
            switch style {
            case .pageCurl:
                storedSpineLocation = requestedSpine.flatMap { $0 == .none ? nil : $0 } ?? .min
                interPageSpacing = 0
            case .scroll:
                storedSpineLocation = .none
                interPageSpacing = Self.number(options?[.interPageSpacing]).map { CGFloat($0) } ?? 0
            }
            super.init(nibName: nil, bundle: nil)
            isDoubleSided = storedSpineLocation == .mid
        }

        /// Not available, as in UIKit's Swift interface, whose designated initialisers for this class
        /// are the transition-style one and `init?(coder:)`. Declared so the platform-shape check,
        /// which marks `init(nibName:bundle:)` required in its Swift-built UIKit, has it to mark;
        /// Objective-C's `initWithNibName:bundle:` would make a horizontal page curl, as this does.
        @available(*, unavailable, message: "use init(transitionStyle:navigationOrientation:options:)")
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            storedTransitionStyle = .pageCurl
            storedNavigationOrientation = .horizontal
            storedSpineLocation = .min
            interPageSpacing = 0
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// There are no archives headlessly; creates a horizontal page-curl controller.
        public required init?(coder: NSCoder) {
            storedTransitionStyle = .pageCurl
            storedNavigationOrientation = .horizontal
            storedSpineLocation = .min
            interPageSpacing = 0
            super.init(coder: coder)
        }

        /// The delegate told about user-driven page turns. Weak.
        open weak var delegate: (any UIPageViewControllerDelegate)?
        /// The source of the pages before and after the current one, for user-driven turns. Weak.
        open weak var dataSource: (any UIPageViewControllerDataSource)?

        /// The style given at creation.
        open var transitionStyle: UIPageViewController.TransitionStyle { storedTransitionStyle }
        /// The orientation given at creation.
        open var navigationOrientation: UIPageViewController.NavigationOrientation { storedNavigationOrientation }
        /// Where the spine is: from the options for a page curl (`.min` by default), `.none` for scrolling.
        open var spineLocation: UIPageViewController.SpineLocation { storedSpineLocation }
        /// Whether pages have backs. False by default, true with a `.mid` spine. Changes how many
        /// pages an animated page-curl turn needs.
        open var isDoubleSided = false

        /// The pages shown, nil until first set.
        open var viewControllers: [UIViewController]? { storedPages }

        /// Shows `viewControllers`, after UIKit's count check: one page when scrolling; for a page curl,
        /// two with a `.mid` spine when not animated, and two for a double-sided animated turn.
        ///
        /// A wrong count raises UIKit's `NSInvalidArgumentException`, changes nothing and never calls
        /// the completion. Otherwise the pages that leave are removed from the children and the new
        /// ones added, before the call returns; then the transition swaps the views, runs the
        /// appearance callbacks of the old and new pages (the old ones disappear, the new ones appear)
        /// and `didMove(toParent:)`, and last calls `completion(true)`, once. `direction` only chooses
        /// the animation, which is not drawn. The delegate hears nothing of programmatic changes, as in UIKit.
        open func setViewControllers(
            _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
            animated: Bool, completion: ((Bool) -> Void)? = nil
        ) {
            performSetPages(viewControllers ?? [], animated: animated, completion: completion)
        }

        /// Puts the current pages' views in place once the view exists.
        override func viewWasLoaded() {
            installPageViews()
        }

        private static func spineLocation(in options: [OptionsKey: Any]?) -> SpineLocation? {
            guard let value = options?[.spineLocation] else { return nil }
            if let spine = value as? SpineLocation { return spine }
            return number(value).flatMap { SpineLocation(rawValue: Int($0)) }
        }

        private static func number(_ value: Any?) -> Double? {
            switch value {
            case let number as NSNumber: number.doubleValue
            case let integer as Int: Double(integer)
            case let double as Double: double
            case let float as CGFloat: Double(float)
            default: nil
            }
        }
    }

#endif
