#if !canImport(UIKit)
    import Foundation

    /// A container with a primary and a secondary column (and for the triple-column style a
    /// supplementary one); the model of UIKit's split view controller in both its classic and
    /// column-style forms.
    ///
    /// It is collapsed while its window's horizontal size class is compact (see
    /// ``HeadlessRuntime/setHorizontalSizeClass(_:for:)``). Collapsing folds the secondary into the
    /// primary, pushing it when the primary is a navigation controller; expanding separates it again.
    @MainActor
    open class UISplitViewController: UIViewController {
        /// The split's style; `.unspecified` for the classic interface.
        public enum Style: Int, Sendable {
            /// UIKit's `unspecified` (raw value 0).
            case unspecified = 0
            /// UIKit's `doubleColumn` (raw value 1).
            case doubleColumn = 1
            /// UIKit's `tripleColumn` (raw value 2).
            case tripleColumn = 2
        }

        /// The columns of a column-style split.
        public enum Column: Int, Sendable {
            /// UIKit's `primary` (raw value 0).
            case primary = 0
            /// UIKit's `supplementary` (raw value 1).
            case supplementary = 1
            /// UIKit's `secondary` (raw value 2).
            case secondary = 2
            /// UIKit's `compact` (raw value 3).
            case compact = 3
        }

        /// How the columns are arranged.
        public enum DisplayMode: Int, Sendable {
            /// UIKit's `automatic` (raw value 0).
            case automatic = 0
            /// UIKit's `secondaryOnly` (raw value 1).
            case secondaryOnly = 1
            /// UIKit's `oneBesideSecondary` (raw value 2).
            case oneBesideSecondary = 2
            /// UIKit's `oneOverSecondary` (raw value 3).
            case oneOverSecondary = 3
            /// UIKit's `twoBesideSecondary` (raw value 4).
            case twoBesideSecondary = 4
            /// UIKit's `twoOverSecondary` (raw value 5).
            case twoOverSecondary = 5
            /// UIKit's `twoDisplaceSecondary` (raw value 6).
            case twoDisplaceSecondary = 6
            /// Deprecated name of `.secondaryOnly`, deprecated as in UIKit (iOS 14), so using it
            /// warns headlessly as it does in an iOS build.
            @available(*, deprecated, renamed: "secondaryOnly")
            public static let primaryHidden = DisplayMode.secondaryOnly
            /// Deprecated name of `.oneBesideSecondary`, deprecated as in UIKit (iOS 14).
            @available(*, deprecated, renamed: "oneBesideSecondary")
            public static let allVisible = DisplayMode.oneBesideSecondary
            /// Deprecated name of `.oneOverSecondary`, deprecated as in UIKit (iOS 14).
            @available(*, deprecated, renamed: "oneOverSecondary")
            public static let primaryOverlay = DisplayMode.oneOverSecondary
        }

        /// How the columns share the width.
        public enum SplitBehavior: Int, Sendable {
            /// UIKit's `automatic` (raw value 0).
            case automatic = 0
            /// UIKit's `tile` (raw value 1).
            case tile = 1
            /// UIKit's `overlay` (raw value 2).
            case overlay = 2
            /// UIKit's `displace` (raw value 3).
            case displace = 3
        }

        /// The delegate consulted about collapsing, expanding and showing. Weak.
        open weak var delegate: (any UISplitViewControllerDelegate)?

        /// The style given at creation; `.unspecified` for the classic interface. Read-only and
        /// overridable, as UIKit declares it.
        open var style: Style { storedStyle }
        private let storedStyle: Style
        /// The display mode the app prefers; the model reports it back as the effective one.
        open var preferredDisplayMode: DisplayMode = .automatic
        /// The arrangement the app prefers.
        open var preferredSplitBehavior: SplitBehavior = .automatic
        /// Whether a gesture shows the primary.
        open var presentsWithGesture = true

        var storedCollapsed = false
        /// Column-style: the controller set for each column, as given.
        var columnControllers: [Column: UIViewController] = [:]
        /// Column-style: the navigation controller shown for each column.
        var columnWrappers: [Column: UINavigationController] = [:]
        /// The secondary while it is folded into the primary.
        weak var collapsedSecondary: UIViewController?

        /// Creates a column-style split view controller.
        public init(style: Style) {
            storedStyle = style
            super.init(nibName: nil, bundle: nil)
            storedCollapsed = HeadlessRuntime.shared.defaultHorizontalSizeClass == .compact
        }

        /// Creates a classic split view controller.
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            storedStyle = .unspecified
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            storedCollapsed = HeadlessRuntime.shared.defaultHorizontalSizeClass == .compact
        }

        /// Creates a classic split view controller.
        public required init?(coder: NSCoder) {
            storedStyle = .unspecified
            super.init(coder: coder)
        }

        /// The effective display mode.
        open var displayMode: DisplayMode {
            storedCollapsed ? .secondaryOnly : (preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode)
        }
        /// The effective split behavior.
        open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

        /// True while the split shows a single column because the width is compact.
        open var isCollapsed: Bool { storedCollapsed }

        /// Expanded: primary, (supplementary,) secondary. Collapsed: the one controller shown.
        /// Column-style splits report the navigation controllers they wrap columns in.
        /// Setting it configures a classic split.
        open var viewControllers: [UIViewController] {
            get { reportedViewControllers }
            set { replaceClassicChildren(newValue) }
        }

        /// Column style: installs `vc` in `column`, wrapping it in a navigation controller unless it
        /// is one or the column is `.compact`.
        open func setViewController(_ vc: UIViewController?, for column: Column) {
            installColumn(vc, for: column)
        }

        /// Column style: the controller set for `column`, as it was given.
        @discardableResult
        open func viewController(for column: Column) -> UIViewController? {
            columnControllers[column]
        }

        /// Column style: shows `column`; headlessly only the delegate hears about it.
        open func show(_ column: Column) {
            delegate?.splitViewController(self, willShow: column)
        }

        /// Column style: hides `column`; headlessly only the delegate hears about it.
        open func hide(_ column: Column) {
            delegate?.splitViewController(self, willHide: column)
        }

        /// Replaces the primary, unless the delegate handles it.
        open override func show(_ vc: UIViewController, sender: Any?) {
            if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
            if style == .unspecified {
                var controllers = viewControllers
                if controllers.isEmpty { controllers = [vc] } else { controllers[0] = vc }
                replaceClassicChildren(controllers)
            } else {
                installColumn(vc, for: .primary)
            }
        }

        /// Expanded: installs `vc` as the secondary (nothing happens when it already is).
        /// Collapsed: shows it from the primary, which pushes when the primary is a navigation controller.
        /// The delegate may handle it instead.
        open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
            if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
            showDetailByDefault(vc, sender: sender)
        }

        override func handlesTargetAction(_ action: Selector) -> Bool {
            action == .showViewController || action == .showDetailViewController
        }

        /// The classic split shows its children's views as soon as its view exists; the column-style
        /// split waits for its first layout, as UIKit's does.
        override func viewWasLoaded() {
            if style == .unspecified {
                syncContentViews()
            } else {
                setNeedsColumnLayout()
            }
        }

        override func containerDidRemoveChild(_ child: UIViewController) {
            for (column, wrapper) in columnWrappers where wrapper === child {
                columnWrappers[column] = nil
                columnControllers[column] = nil
            }
            for (column, controller) in columnControllers where controller === child {
                columnControllers[column] = nil
            }
        }
    }

    /// Consulted by a split view controller about showing, collapsing and expanding.
    ///
    /// Unlike UIKit's other delegates it does not refine `NSObjectProtocol`, as in UIKit's header,
    /// so a plain Swift class can be a split view controller's delegate.
    @MainActor
    public protocol UISplitViewControllerDelegate: AnyObject {
        /// Classic: return true when you handled showing `vc` as primary.
        func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool
        /// Return true when you handled showing `vc` as detail.
        func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
        /// Classic: the primary to use when collapsing; nil keeps the current one.
        func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController?
        /// Classic: the primary to use when expanding; nil keeps the current one.
        func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController?
        /// Classic: return true when you folded (or discarded) the secondary yourself.
        func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool
        /// Classic: the secondary to use when expanding; nil lets UIKit separate it from the primary.
        func splitViewController(
            _ splitViewController: UISplitViewController,
            separateSecondaryFrom primaryViewController: UIViewController
        ) -> UIViewController?
        /// Column style: the column shown on top when collapsing.
        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column
        /// Column style: the display mode used when expanding.
        func splitViewController(
            _ svc: UISplitViewController,
            displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
        ) -> UISplitViewController.DisplayMode
        /// Column style: called after collapsing.
        func splitViewControllerDidCollapse(_ svc: UISplitViewController)
        /// Column style: called after expanding.
        func splitViewControllerDidExpand(_ svc: UISplitViewController)
        /// Column style: called before `column` is shown.
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)
        /// Column style: called before `column` is hidden.
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)
        /// Called before the display mode changes.
        func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    }

    extension UISplitViewControllerDelegate {
        /// False by default.
        public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
        /// False by default.
        public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
        /// Nil by default.
        public func primaryViewController(forCollapsing splitViewController: UISplitViewController) -> UIViewController? { nil }
        /// Nil by default.
        public func primaryViewController(forExpanding splitViewController: UISplitViewController) -> UIViewController? { nil }
        /// False by default: UIKit folds the secondary into the primary.
        public func splitViewController(
            _ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
            onto primaryViewController: UIViewController
        ) -> Bool { false }
        /// Nil by default: UIKit separates the secondary.
        public func splitViewController(
            _ splitViewController: UISplitViewController,
            separateSecondaryFrom primaryViewController: UIViewController
        ) -> UIViewController? { nil }
        /// The proposed column by default.
        public func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column { proposedTopColumn }
        /// The proposed mode by default.
        public func splitViewController(
            _ svc: UISplitViewController,
            displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
        ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
        /// Does nothing by default.
        public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
        /// Does nothing by default.
        public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
        /// Does nothing by default.
        public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
        /// Does nothing by default.
        public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
        /// Does nothing by default.
        public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    }

#endif
