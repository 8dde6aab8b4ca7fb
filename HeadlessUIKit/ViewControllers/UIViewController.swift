#if !canImport(UIKit)
    import Foundation

    /// The model of UIKit's view controller: containment, presentation, appearance and timing,
    /// with UIKit's Swift signatures and behaviour, and without drawing.
    ///
    /// Every member is `open` as on iOS, so apps and tests can subclass and override. State changes
    /// (children, presentation relationships, stacks) are visible as soon as a call returns;
    /// appearance callbacks, completions and the ends of transitions come on later turns of the
    /// main queue. See ``HeadlessRuntime`` for the settings and for waiting on transitions.
    @MainActor
    open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
        // MARK: Stored state (internal; the logic lives in the extensions of this type)

        var storedView: UIView?
        weak var storedParent: UIViewController?
        var storedChildren: [UIViewController] = []
        /// The controller this one presents; a presenter owns what it presents.
        var storedPresented: UIViewController? {
            didSet { Self.presentersBound += (storedPresented == nil ? 0 : 1) - (oldValue == nil ? 0 : 1) }
        }
        /// At least the number of controllers presenting one; zero lets `presentedViewController` skip
        /// its walk. An upper bound only: a controller deallocated while presenting is not subtracted.
        private static var presentersBound = 0
        weak var storedPresenting: UIViewController?
        var presentationPhase: PresentationPhase = .none
        /// The style in force for the current presentation of this controller.
        var presentedStyle: UIModalPresentationStyle = .fullScreen
        /// Where the view this controller covered (fullScreen, currentContext) goes back on dismissal.
        var coveredViewRestoration: ViewRestoration?
        var appearanceState: AppearanceState = .disappeared
        var movementState: MovementState = .none
        /// True while the appearance machine is calling one of this controller's appearance callbacks.
        var isInAppearanceCallback = false
        var manualAppearanceTransition: (appearing: Bool, animated: Bool)?
        /// Scratch for the model's set-like bookkeeping (see ``MembershipStamp``): equal to a stamp
        /// when the controller was put in the collection that stamp stands for.
        var membershipStamp: UInt = 0
        var activeCoordinator: HeadlessTransitionCoordinator? {
            didSet { Self.coordinatorHoldersBound += (activeCoordinator == nil ? 0 : 1) - (oldValue == nil ? 0 : 1) }
        }
        /// At least the number of controllers holding a coordinator; zero lets `transitionCoordinator`
        /// skip its walk. An upper bound only, as ``presentersBound`` is.
        private static var coordinatorHoldersBound = 0
        var storedModalPresentationStyle: UIModalPresentationStyle = .automatic
        var storedPresentationController: UIPresentationController?
        var storedStoryboard: UIStoryboard?
        /// The tab whose provider made this controller (``tab``); weak, as in UIKit.
        weak var storedTab: UITab?
        private let storedNibName: String?
        private let storedNibBundle: Bundle?

        // MARK: Creating

        /// Creates a controller. With no nib, `loadView()` creates a plain view.
        ///
        /// A plain designated initialiser, as in UIKit's header: a subclass that declares a designated
        /// initialiser of its own does not inherit it. Generic code that creates a controller through
        /// its metatype cannot call it (Swift allows that only for required initialisers; on iOS the
        /// Objective-C runtime allows it and traps with "Use of unimplemented initializer" when the
        /// subclass did not inherit it). Such code goes through ``init(coder:)`` instead, the one
        /// initialiser every subclass has.
        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            storedNibName = nibNameOrNil
            storedNibBundle = nibBundleOrNil
            super.init()
        }

        /// Creates a controller from an archive, reading its nib reference as UIKit does.
        ///
        /// Required, as in UIKit (through `NSCoding`), so every subclass has it: one that declares no
        /// designated initialiser inherits this one, one that does must write its own, usually
        /// `fatalError("init(coder:) has not been implemented")`. That makes it the initialiser
        /// generic code can call through any subclass's metatype.
        ///
        /// From a keyed coder (`allowsKeyedCoding`; other coders are not read) it decodes:
        /// - `"UINibName"`: the nib name, a `String`, the key UIKit's archives use;
        /// - `"UINibBundle"`: the nib bundle as a `Bundle` object. The model's own key: UIKit archives
        ///   a bundle identifier instead, which the model also reads, under `"UINibBundleIdentifier"`
        ///   (a `String`, looked up with `Bundle(identifier:)`), when there is no `"UINibBundle"`.
        ///
        /// Each key is asked for with `containsValue(forKey:)` before it is decoded. Anything missing
        /// or of another type is nil, so any other coder creates a controller with no nib. There are no storyboards or nibs headlessly; the rest of an archive is ignored.
        public required init?(coder: NSCoder) {
            if coder.allowsKeyedCoding {
                storedNibName = Self.decodeIfPresent(forKey: "UINibName", from: coder) as? String
                storedNibBundle =
                    (Self.decodeIfPresent(forKey: "UINibBundle", from: coder) as? Bundle)
                    ?? (Self.decodeIfPresent(forKey: "UINibBundleIdentifier", from: coder) as? String).flatMap { Bundle(identifier: $0) }
            } else {
                storedNibName = nil
                storedNibBundle = nil
            }
            super.init()
        }

        /// Asks before decoding, as UIKit does: swift-corelibs-foundation's `NSKeyedUnarchiver` treats
        /// a missing key as a decoding failure, which under its default policy stops the process.
        private nonisolated static func decodeIfPresent(forKey key: String, from coder: NSCoder) -> Any? {
            coder.containsValue(forKey: key) ? coder.decodeObject(forKey: key) : nil
        }

        /// Creates a controller with no nib.
        public convenience override init() {
            self.init(nibName: nil, bundle: nil)
        }

        /// The nib name given at creation.
        open var nibName: String? { storedNibName }
        /// The bundle given at creation.
        open var nibBundle: Bundle? { storedNibBundle }
        /// The storyboard the controller was instantiated from, if any.
        open var storyboard: UIStoryboard? { storedStoryboard }

        /// The controller's title.
        open var title: String?

        /// The parent, else the presenting controller.
        open override var next: UIResponder? { storedParent ?? storedPresenting }

        // MARK: The view

        /// The root view; reading it loads it: `loadView()` then `viewDidLoad()`.
        open var view: UIView! {
            get {
                if let storedView { return storedView }
                loadView()
                if storedView == nil { storedView = UIView() }
                storedView?.owningController = self
                viewDidLoad()
                viewWasLoaded()
                return storedView
            }
            set {
                storedView?.owningController = nil
                storedView = newValue
                newValue?.owningController = self
            }
        }

        /// The view if it is loaded; never loads it.
        open var viewIfLoaded: UIView? { storedView }
        /// True once the view is loaded; never loads it.
        open var isViewLoaded: Bool { storedView != nil }
        /// Creates the view. The default creates a plain view.
        open func loadView() { view = UIView() }
        /// Loads the view if it is not loaded yet.
        open func loadViewIfNeeded() { _ = view }
        /// Called once after the view is loaded.
        open func viewDidLoad() {}
        /// Called before the view lays out its subviews.
        open func viewWillLayoutSubviews() {}
        /// Called after the view laid out its subviews.
        open func viewDidLayoutSubviews() {}
        /// The preferred size of the content, for popovers and form sheets. A change is reported to
        /// the parent, else to the presentation controller of a presented controller, with
        /// `preferredContentSizeDidChange(forChildContentContainer:)`, as UIKit reports it.
        open var preferredContentSize: CGSize = .zero {
            didSet {
                guard preferredContentSize != oldValue else { return }
                let container: (any UIContentContainer)? = storedParent ?? activePresentationController
                container?.preferredContentSizeDidChange(forChildContentContainer: self)
            }
        }

        /// Containers install their children's views here; called after `viewDidLoad()`.
        func viewWasLoaded() {}

        // MARK: Appearance

        /// Called before the view is added to a window's visible hierarchy.
        open func viewWillAppear(_ animated: Bool) {}
        /// Called after the view is in the hierarchy and before it is shown.
        open func viewIsAppearing(_ animated: Bool) {}
        /// Called after the view appeared.
        open func viewDidAppear(_ animated: Bool) {}
        /// Called before the view leaves the visible hierarchy.
        open func viewWillDisappear(_ animated: Bool) {}
        /// Called after the view left the visible hierarchy.
        open func viewDidDisappear(_ animated: Bool) {}
        /// Whether appearance changes reach the children automatically. True by default.
        open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

        /// Starts an appearance change by hand, for containers that forward appearance themselves.
        /// Must be paired with ``endAppearanceTransition()``; unpaired calls log UIKit's warning.
        open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
            AppearanceMachine.beginManualTransition(of: self, appearing: isAppearing, animated: animated)
        }

        /// Ends the appearance change started by ``beginAppearanceTransition(_:animated:)``.
        open func endAppearanceTransition() {
            AppearanceMachine.endManualTransition(of: self)
        }

        // MARK: Containment

        /// The containing controller. Weak.
        open weak var parent: UIViewController? { storedParent }
        /// The contained controllers, in order. Presented controllers are not children.
        open var children: [UIViewController] { storedChildren }

        /// Adds a child: removes it from an old parent first, appends it, then calls
        /// `willMove(toParent: self)`. The caller must call `didMove(toParent:)` once it is in place.
        open func addChild(_ childController: UIViewController) {
            performAddChild(childController)
        }

        /// Removes the controller from its parent, then calls `didMove(toParent: nil)`.
        /// Does not call `willMove(toParent: nil)`: the caller must.
        open func removeFromParent() {
            performRemoveFromParent()
        }

        /// Called when the controller is about to be added to or removed from a parent.
        open func willMove(toParent parent: UIViewController?) {}

        /// Called when the controller was added to or removed from a parent.
        open func didMove(toParent parent: UIViewController?) {}

        /// True inside the appearance callbacks that follow joining a parent; false anywhere else.
        open var isMovingToParent: Bool { isInAppearanceCallback && movementState == .toParent }
        /// True inside the appearance callbacks that follow leaving a parent; false anywhere else.
        open var isMovingFromParent: Bool { isInAppearanceCallback && movementState == .fromParent }

        /// Swaps the views of two children of the receiver, calling `animations` at once and
        /// `completion(true)` when the transition ends, as `UIView.transition(with:duration:options:animations:completion:)`
        /// does: `duration` seconds of virtual time later, or on the next turn for a zero duration.
        /// Both must be children of the receiver.
        open func transition(
            from fromViewController: UIViewController, to toViewController: UIViewController,
            duration: TimeInterval, options: UIView.AnimationOptions = [],
            animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
        ) {
            performChildTransition(
                from: fromViewController, to: toViewController, duration: duration, options: options,
                animations: animations, completion: completion)
        }

        // MARK: Ancestors

        /// The nearest ancestor that is a navigation controller; never the receiver itself.
        ///
        /// - Complexity: O(depth).
        open var navigationController: UINavigationController? { nearestAncestor(of: UINavigationController.self) }
        /// The nearest ancestor that is a tab bar controller; never the receiver itself.
        ///
        /// - Complexity: O(depth).
        open var tabBarController: UITabBarController? { nearestAncestor(of: UITabBarController.self) }
        /// The nearest ancestor that is a split view controller; never the receiver itself.
        ///
        /// - Complexity: O(depth).
        open var splitViewController: UISplitViewController? { nearestAncestor(of: UISplitViewController.self) }

        // MARK: Presentation

        /// Presents `viewControllerToPresent` modally, following UIKit's presenter resolution,
        /// validation order and timing. The completion runs after the presented controller's
        /// `viewDidAppear`, on a later turn; it never runs for a refused presentation.
        open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
            performPresent(viewControllerToPresent, animated: flag, completion: completion)
        }

        /// Dismisses the controller presented by the receiver or its nearest presenting ancestor,
        /// with everything presented above it; called on a presented controller it dismisses that
        /// controller. The completion runs after `viewDidDisappear`, or at once when there is nothing
        /// to dismiss or a transition is already running.
        open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            performDismiss(animated: flag, completion: completion)
        }

        /// The controller presented by the receiver or by its nearest ancestor that presents one.
        ///
        /// - Complexity: O(depth); O(1) while no controller presents one.
        open var presentedViewController: UIViewController? {
            guard Self.presentersBound > 0 else { return nil }
            if let storedPresented { return storedPresented }
            var next = storedParent
            while let current = next {
                if let presented = current.storedPresented { return presented }
                next = current.storedParent
            }
            return nil
        }

        /// The controller that presented the receiver or its outermost ancestor.
        ///
        /// - Complexity: O(depth).
        open var presentingViewController: UIViewController? {
            if let storedPresenting { return storedPresenting }
            return outermostAncestor.storedPresenting
        }

        /// True from the moment a presentation is accepted until it ends.
        open var isBeingPresented: Bool { presentationPhase == .presenting }
        /// True from the moment a dismissal is accepted until it ends.
        open var isBeingDismissed: Bool { presentationPhase == .dismissing }

        /// The style of the next presentation. Reading never returns `.automatic`: a plain controller
        /// resolves it to `.pageSheet` (iOS 17) or `.formSheet` (iOS 18).
        open var modalPresentationStyle: UIModalPresentationStyle {
            get {
                guard storedModalPresentationStyle == .automatic else { return storedModalPresentationStyle }
                return HeadlessRuntime.shared.systemBehavior == .iOS18 ? .formSheet : .pageSheet
            }
            set {
                storedModalPresentationStyle = newValue
                if presentationPhase == .none { storedPresentationController = nil }
            }
        }

        /// The animation of the next presentation. Defaults to `.coverVertical`.
        open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
        /// The delegate that supplies custom transition objects. Weak.
        open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
        /// When true, the user cannot dismiss the presentation interactively.
        open var isModalInPresentation = false
        /// Whether this controller is the one covered by `.currentContext` presentations from inside it.
        /// False by default; navigation and tab bar controllers default to true.
        open var definesPresentationContext = false
        /// Whether this controller's transition style applies to context presentations from inside it.
        open var providesPresentationContextTransitionStyle = false

        /// The presentation controller managing the receiver or its nearest presented ancestor;
        /// for a controller not yet presented, one made for its current style, so it can be
        /// configured before presenting.
        open var presentationController: UIPresentationController? { resolvedPresentationController() }
        /// The popover presentation controller, when the style is `.popover`.
        open var popoverPresentationController: UIPopoverPresentationController? {
            presentationController as? UIPopoverPresentationController
        }
        /// The sheet presentation controller, when the style is `.pageSheet` or `.formSheet`.
        open var sheetPresentationController: UISheetPresentationController? {
            presentationController as? UISheetPresentationController
        }
        /// The presentation controller of a presentation in progress or in place, else nil.
        open var activePresentationController: UIPresentationController? {
            presentationPhase == .none ? nil : storedPresentationController
        }

        /// The coordinator of the animated transition in flight that involves the receiver or an
        /// ancestor, else nil. Non-animated transitions have none.
        ///
        /// - Complexity: O(depth); O(1) while no controller holds a coordinator.
        open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
            guard Self.coordinatorHoldersBound > 0 else { return nil }
            if let activeCoordinator, !activeCoordinator.isFinished { return activeCoordinator }
            var next = storedParent
            while let current = next {
                if let coordinator = current.activeCoordinator, !coordinator.isFinished { return coordinator }
                next = current.storedParent
            }
            return nil
        }

        // MARK: Showing

        /// Shows `vc` in the way the nearest handling ancestor chooses (a navigation controller
        /// pushes); with none, presents it.
        open func show(_ vc: UIViewController, sender: Any?) {
            performShow(vc, sender: sender)
        }

        /// Shows `vc` as detail (a split view controller installs it); with no handling ancestor, presents it.
        open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
            performShowDetail(vc, sender: sender)
        }

        /// The receiver or the nearest ancestor (parent, else presenting controller) that handles `action`.
        @discardableResult
        open func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
            performTargetLookup(forAction: action, sender: sender)
        }

        /// Whether the receiver handles `action` itself. The model's containers handle `show` and
        /// `showDetailViewController` as UIKit's do; other controllers handle neither unless they override this.
        @discardableResult
        open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            handlesTargetAction(action)
        }

        /// Whether the class overrides the showing method named by `action`; the Objective-C runtime
        /// answers this on iOS, the model's containers answer it here.
        func handlesTargetAction(_ action: Selector) -> Bool { false }

        /// The style a presentation from `source` uses. Alert controllers choose by the source's traits.
        func presentationStyle(whenPresentedFrom source: UIViewController) -> UIModalPresentationStyle {
            modalPresentationStyle
        }

        /// Posted when a split view controller collapses or expands.
        public nonisolated static let showDetailTargetDidChangeNotification = Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

        // MARK: Bars and traits

        /// The item shown for this controller in a navigation bar, made on first use and the same
        /// one afterwards. Read-only, as in UIKit, where apps configure the item or override this
        /// property to supply their own.
        open var navigationItem: UINavigationItem { storedNavigationItem }
        private lazy var storedNavigationItem = UINavigationItem()
        /// The item shown for this controller in a tab bar.
        open lazy var tabBarItem: UITabBarItem! = UITabBarItem()
        /// Whether the tab bar hides when this controller is pushed.
        open var hidesBottomBarWhenPushed = false

        /// The traits of the window the controller is in, else the runtime's defaults.
        open var traitCollection: UITraitCollection {
            UITraitCollection(horizontalSizeClass: HeadlessRuntime.shared.horizontalSizeClass(of: viewIfLoaded?.window))
        }

        /// Does nothing; a controller written for iOS may override it.
        open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

        // MARK: Status bar, orientations, safe area, toolbar, editing
        // Declared in the class, not an extension, so that subclasses override them as on iOS.
        // Headlessly there is no status bar, device or screen: these answer UIKit's defaults and
        // store what an app sets, and nothing asks them except the app and its tests.

        /// The status bar style the controller prefers. `.default`, as in UIKit.
        open var preferredStatusBarStyle: UIStatusBarStyle { .default }
        /// Whether the controller prefers the status bar hidden. False, as in UIKit.
        open var prefersStatusBarHidden: Bool { false }
        /// The animation for a change of the status bar's visibility. `.fade`, as in UIKit.
        open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
        /// The child whose status bar style applies instead of the receiver's. Nil, as in UIKit,
        /// for every controller including the model's containers: UIKit's navigation and tab bar
        /// controllers do not hand the style to a child unless a subclass overrides this.
        open var childForStatusBarStyle: UIViewController? { nil }
        /// The child whose status bar visibility applies instead of the receiver's. Nil, as in UIKit.
        open var childForStatusBarHidden: UIViewController? { nil }
        /// Whether a controller presented not full screen takes over the status bar's appearance.
        /// False at first, as in UIKit. Stored only.
        open var modalPresentationCapturesStatusBarAppearance = false
        /// Tells the system that the status bar answers changed. Inert headlessly: there is no
        /// status bar to update.
        open func setNeedsStatusBarAppearanceUpdate() {}

        /// Whether the controller's content rotates. True, as in UIKit.
        @available(
            iOS, introduced: 6.0, deprecated: 16.0,
            message: "Update supported interface orientations and call setNeedsUpdateOfSupportedInterfaceOrientations to indicate a change."
        )
        open var shouldAutorotate: Bool { true }
        /// The orientations the controller supports: UIKit's defaults, `.all` for the pad idiom
        /// and `.allButUpsideDown` for any other (read from ``traitCollection``).
        open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
            traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
        }
        /// The orientation a full-screen presentation prefers. Headlessly there is no device
        /// orientation, so it is `.portrait`, the orientation the model's windows are in.
        open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
        /// Tells the system that ``supportedInterfaceOrientations`` changed. Inert headlessly:
        /// nothing rotates.
        @available(iOS 16.0, *)
        open func setNeedsUpdateOfSupportedInterfaceOrientations() {}

        /// Insets added to the safe area of the controller's view and of its children's views.
        /// `.zero` at first. A change marks the view for layout and, when the view is in a window,
        /// reports the change to the views and controllers whose safe area it changes (see
        /// ``UIView/safeAreaInsets``).
        open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
            didSet {
                guard additionalSafeAreaInsets != oldValue else { return }
                safeAreaInsetsChanged()
            }
        }
        /// Called after the safe area of the controller's view changed. Does nothing by default.
        open func viewSafeAreaInsetsDidChange() {}

        /// The items of the navigation controller's toolbar while this controller is on top.
        open var toolbarItems: [UIBarButtonItem]?
        /// Sets ``toolbarItems``; headlessly the change is immediate either way.
        open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
            self.toolbarItems = toolbarItems
        }

        /// The identifier for state restoration. Stored only: the model restores no state.
        open var restorationIdentifier: String?

        /// Whether the controller is in editing mode. False at first.
        open var isEditing = false
        /// Sets ``isEditing``; subclasses override it to update their views, and call `super`.
        open func setEditing(_ editing: Bool, animated: Bool) {
            isEditing = editing
        }

        /// Called when the system is low on memory; never headlessly. Does nothing by default.
        open func didReceiveMemoryWarning() {}

        // MARK: Content container

        /// Does nothing by default; containers override it to resize a child.
        open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

        /// Does nothing by default.
        open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

        /// `parentSize`: by default a child gets its container's whole size.
        @discardableResult
        open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
            parentSize
        }

        /// Forwards the change to every child with the size ``size(forChildContentContainer:withParentContainerSize:)``
        /// gives it, as UIKit's default does; an override calls `super` to keep the children informed.
        open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            for child in storedChildren {
                child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
            }
        }

        /// Forwards the change to every child, as UIKit's default does; an override calls `super`.
        open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
            for child in storedChildren {
                child.willTransition(to: newCollection, with: coordinator)
            }
        }

        // MARK: Internal hooks for containers

        /// Called after a child left `children` through `removeFromParent()`, so containers that keep
        /// their own lists (tabs, split columns) stay consistent.
        func containerDidRemoveChild(_ child: UIViewController) {}
    }

    /// Where a controller stands in its own presentation.
    enum PresentationPhase {
        case none, presenting, presented, dismissing
    }

    /// Which `isMovingTo/FromParent` flag is up.
    enum MovementState {
        case none, toParent, fromParent
    }

    /// Where a covered view goes back when the presentation covering it ends.
    struct ViewRestoration {
        weak var superview: UIView?
        var index: Int
    }

#endif
