#if !canImport(UIKit)
    import Foundation

    /// A rectangular area of the screen. Headlessly a view draws nothing: it records the view tree,
    /// which is what decides whether a controller is in a window.
    ///
    /// - Complexity: `window` and `isDescendant(of:)` walk the superview chain, O(depth).
    @MainActor
    open class UIView: UIResponder, UITraitEnvironment, UICoordinateSpace {
        /// The frame in the superview's coordinates. Stored only; nothing lays out.
        open var frame: CGRect
        /// The bounds in the view's own coordinates.
        open var bounds: CGRect {
            get { CGRect(origin: .zero, size: frame.size) }
            set { frame.size = newValue.size }
        }
        /// Hidden views are skipped by nothing in the model except windows, whose visibility it is.
        open var isHidden = false
        /// The opacity. Stored only.
        open var alpha: CGFloat = 1

        private weak var storedSuperview: UIView?
        private var storedSubviews: [UIView] = []

        /// Changes whenever any view gains or loses a superview, so a walk can tell that the tree
        /// it is walking has not changed since it looked (see ``LayoutPass``). Wraps on overflow; a
        /// walk would have to see exactly 2⁶⁴ changes for a stale value to pass as current.
        static var treeGeneration: UInt = 0

        /// The controller whose `view` this is; UIKit's appearance forwarding follows controllers.
        weak var owningController: UIViewController?

        /// Creates a view with a frame.
        public init(frame: CGRect) {
            self.frame = frame
            super.init()
        }

        /// Creates a view with a zero frame.
        public convenience override init() {
            self.init(frame: .zero)
        }

        /// Views are never archived headlessly; this initialiser exists for signature compatibility
        /// and creates a view with a zero frame.
        public required init?(coder: NSCoder) {
            self.frame = .zero
            super.init()
        }

        /// A view can be first responder only in a window.
        override var isInRespondingHierarchy: Bool { enclosingWindow != nil }

        /// The controller owning the view, else the superview.
        open override var next: UIResponder? { owningController ?? storedSuperview }

        /// The view containing this one.
        open var superview: UIView? { storedSuperview }

        /// The views this one contains, back to front.
        open var subviews: [UIView] { storedSubviews }

        /// True for windows, set by their initialisers: the walks up the tree test it instead of
        /// casting every view they pass.
        final var isWindowView = false

        /// The window the view is in, found by walking up the superview chain.
        open var window: UIWindow? { enclosingWindow }

        /// The traits of the window the view is in (a window's own), else the runtime's defaults.
        /// Declared here, as UIKit declares it for every view, so a window inherits it.
        open var traitCollection: UITraitCollection {
            UITraitCollection(horizontalSizeClass: HeadlessRuntime.shared.horizontalSizeClass(of: enclosingWindow))
        }

        /// The nearest window at or above the view: what `window` returns unless a subclass overrides it.
        final var enclosingWindow: UIWindow? {
            // Only UIWindow's initialisers set the flag, so the casts cannot fail. The receiver is
            // tested before the loop so that only the superviews, loaded from weak references, are
            // held while walking: the receiver itself is not retained.
            if isWindowView { return unsafeDowncast(self, to: UIWindow.self) }
            var next = storedSuperview
            while let current = next {
                if current.isWindowView { return unsafeDowncast(current, to: UIWindow.self) }
                next = current.storedSuperview
            }
            return nil
        }

        /// True when `ancestor` is the view or one of its ancestors and no window lies between them,
        /// so the view is in whatever window `ancestor` is in.
        ///
        /// - Complexity: O(depth).
        final func isInSameWindow(below ancestor: UIView) -> Bool {
            if self === ancestor { return true }
            if isWindowView { return false }
            var next = storedSuperview
            while let candidate = next {
                if candidate === ancestor { return true }
                if candidate.isWindowView { return false }
                next = candidate.storedSuperview
            }
            return false
        }

        /// Does nothing; a view written for iOS may override it.
        open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

        // MARK: Converting coordinates

        /// `point`, in the receiver's coordinates, in `view`'s; with nil, in the window's (the root
        /// view's outside a window). A translation by the frames' origins up to the common root,
        /// less each bounds' origin: nothing is transformed headlessly.
        @discardableResult
        open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
            let offset = offset(to: view ?? rootView)
            return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
        }

        /// `point`, in `view`'s coordinates (the window's for nil), in the receiver's.
        @discardableResult
        open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
            let offset = offset(to: view ?? rootView)
            return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
        }

        /// `rect`, in the receiver's coordinates, in `view`'s (the window's for nil); same size.
        @discardableResult
        open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
            CGRect(origin: convert(rect.origin, to: view), size: rect.size)
        }

        /// `rect`, in `view`'s coordinates (the window's for nil), in the receiver's; same size.
        @discardableResult
        open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
            CGRect(origin: convert(rect.origin, from: view), size: rect.size)
        }

        /// Adds `view` on top of the other subviews, removing it from its old superview first.
        open func addSubview(_ view: UIView) {
            insertSubview(view, at: storedSubviews.count)
        }

        /// Inserts `view` at `index` in the subviews, removing it from its old superview first.
        open func insertSubview(_ view: UIView, at index: Int) {
            guard view !== self else { return }
            let oldWindow = view.window
            if let old = view.storedSuperview {
                old.storedSubviews.removeAllIdentical(view)
            }
            UIView.treeGeneration &+= 1
            let position = min(max(0, index), storedSubviews.count)
            // Adding on top is the usual case; `append` skips the general range replacement.
            if position == storedSubviews.count {
                storedSubviews.append(view)
            } else {
                storedSubviews.insert(view, at: position)
            }
            view.storedSuperview = self
            HierarchyObserver.viewMoved(from: oldWindow, to: view.window)
        }

        /// Inserts `view` just below `siblingSubview`; on top when `siblingSubview` is not a subview.
        open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
            let index = storedSubviews.firstIndex { $0 === siblingSubview }
            insertSubview(view, at: index ?? storedSubviews.count)
        }

        /// Inserts `view` just above `siblingSubview`; on top when `siblingSubview` is not a subview.
        open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
            let index = storedSubviews.firstIndex { $0 === siblingSubview }
            insertSubview(view, at: index.map { $0 + 1 } ?? storedSubviews.count)
        }

        /// Moves a subview on top of the others; does nothing for a view that is not a subview.
        open func bringSubviewToFront(_ view: UIView) {
            guard view.storedSuperview === self, let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
            storedSubviews.remove(at: index)
            storedSubviews.append(view)
        }

        /// Moves a subview below the others; does nothing for a view that is not a subview.
        open func sendSubviewToBack(_ view: UIView) {
            guard view.storedSuperview === self, let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
            storedSubviews.remove(at: index)
            storedSubviews.insert(view, at: 0)
        }

        /// Removes the view from its superview.
        open func removeFromSuperview() {
            guard let old = storedSuperview else { return }
            let oldWindow = window
            UIView.treeGeneration &+= 1
            old.storedSubviews.removeAllIdentical(self)
            storedSuperview = nil
            HierarchyObserver.viewMoved(from: oldWindow, to: nil)
        }

        /// True when `view` is this view or one of its ancestors.
        @discardableResult
        open func isDescendant(of view: UIView) -> Bool {
            if self === view { return true }
            var next = storedSuperview
            while let candidate = next {
                if candidate === view { return true }
                next = candidate.storedSuperview
            }
            return false
        }

        /// Set by `setNeedsLayout()` until the view's next layout pass.
        var needsLayoutMark = false

        /// Runs, before returning, the layout that is pending in this view and its descendants,
        /// parents first: each view marked with `setNeedsLayout()` gets `layoutSubviews()` between
        /// its controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()`; and, when the
        /// view is in a window, each container view in the subtree starts the transition it defers to
        /// its layout (a navigation controller's push, pop or new stack, a freshly loaded navigation
        /// controller's top, a column-style split view controller's columns) with exactly the
        /// callbacks the commit would give it. A non-animated one ends before this returns; an
        /// animated one only starts. The commit does not run them again.
        ///
        /// Presentations and dismissals are not laid out: UIKit starts them after the commit, so
        /// this never starts them. With nothing pending the call does nothing, as in UIKit.
        ///
        /// - Complexity: O(*v*) for the *v* views of the subtree, plus the transitions it starts; with
        ///   nothing pending in the subtree, no walk of it: O(*m* + *p*) for the views marked and the
        ///   container transitions waiting anywhere (times the depth of each).
        open func layoutIfNeeded() {
            LayoutPass.run(from: self, startsContainerTransitions: true)
        }

        /// Marks the view as needing layout; the layout runs at the end of the current turn if the
        /// view is then in a window, or earlier when `layoutIfNeeded()` is called on it or an ancestor.
        open func setNeedsLayout() {
            guard !needsLayoutMark else { return }
            needsLayoutMark = true
            HeadlessRuntime.shared.engine.viewNeedsLayout(self)
        }

        /// Lays out the subviews. Headlessly there are no frames to compute, so the default does
        /// nothing; subclasses override it to observe the layout pass.
        open func layoutSubviews() {}

        // MARK: Appearance, identity and Auto Layout
        // Declared in the class, not an extension, so that subclasses override them as on iOS.
        // Nothing is drawn or solved headlessly: these store what an app sets.

        /// The background colour. Nil at first; stored only.
        open var backgroundColor: UIColor?
        /// The tint: the one set here, else the superview's, else the system blue, as UIKit inherits it.
        open var tintColor: UIColor! {
            get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
            set { storedTintColor = newValue }
        }
        private var storedTintColor: UIColor?
        /// Whether the view takes touches. True at first; stored only.
        open var isUserInteractionEnabled = true
        /// A number the app uses to find the view with ``viewWithTag(_:)``. Zero at first.
        open var tag = 0
        /// The identifier UI tests find the view by. Nil at first.
        open var accessibilityIdentifier: String?
        /// The identifier for state restoration. Stored only: the model restores no state.
        open var restorationIdentifier: String?
        /// How the view resizes with its superview. Empty at first; stored only, nothing lays out.
        open var autoresizingMask: AutoresizingMask = []
        /// Whether UIKit makes constraints from the autoresizing mask. True at first; stored only.
        open var translatesAutoresizingMaskIntoConstraints = true

        /// The receiver if its tag is `tag`, else the first such view among its descendants,
        /// depth first in subview order.
        @discardableResult
        open func viewWithTag(_ tag: Int) -> UIView? {
            if self.tag == tag { return self }
            for subview in storedSubviews {
                if let found = subview.viewWithTag(tag) { return found }
            }
            return nil
        }

        /// The insets of the safe area. Headlessly no bar or screen edge insets anything, so it is
        /// the owning controller's ``UIViewController/additionalSafeAreaInsets`` added up through its
        /// parents for a controller's view in a window, and zero for any other view.
        open var safeAreaInsets: UIEdgeInsets {
            guard let owningController, enclosingWindow != nil else { return .zero }
            return owningController.accumulatedSafeAreaInsets
        }
        /// Called after ``safeAreaInsets`` changed. Does nothing by default.
        open func safeAreaInsetsDidChange() {}
        /// The guide for the safe area, owned by the view.
        open var safeAreaLayoutGuide: UILayoutGuide { ownedGuide(\.storedSafeAreaGuide, "UIViewSafeAreaLayoutGuide") }
        /// The guide for the layout margins, owned by the view.
        open var layoutMarginsGuide: UILayoutGuide { ownedGuide(\.storedMarginsGuide, "UIViewLayoutMarginsGuide") }
        private var storedSafeAreaGuide: UILayoutGuide?
        private var storedMarginsGuide: UILayoutGuide?
        private var storedConstraints: [NSLayoutConstraint] = []

        private func ownedGuide(_ slot: ReferenceWritableKeyPath<UIView, UILayoutGuide?>, _ identifier: String) -> UILayoutGuide {
            if let guide = self[keyPath: slot] { return guide }
            let guide = UILayoutGuide()
            guide.identifier = identifier
            guide.owningView = self
            self[keyPath: slot] = guide
            return guide
        }

        /// The active constraints installed on this view: those whose views' nearest common ancestor it is.
        open var constraints: [NSLayoutConstraint] { storedConstraints }
        /// Installs `constraint` here, making it active.
        open func addConstraint(_ constraint: NSLayoutConstraint) { install(constraint) }
        /// Installs each constraint here.
        open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(install) }
        /// Removes `constraint` if it is installed here, making it inactive.
        open func removeConstraint(_ constraint: NSLayoutConstraint) { uninstall(constraint) }
        /// Removes each constraint installed here.
        open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(uninstall) }

        final func install(_ constraint: NSLayoutConstraint) {
            constraint.installedOn?.uninstall(constraint)
            storedConstraints.append(constraint)
            constraint.installedOn = self
        }

        final func uninstall(_ constraint: NSLayoutConstraint) {
            guard constraint.installedOn === self else { return }
            storedConstraints.removeAll { $0 === constraint }
            constraint.installedOn = nil
        }

        /// The leading edge.
        open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
        /// The trailing edge.
        open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
        /// The left edge.
        open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
        /// The right edge.
        open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
        /// The top edge.
        open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
        /// The bottom edge.
        open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
        /// The width.
        open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
        /// The height.
        open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
        /// The horizontal centre.
        open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
        /// The vertical centre.
        open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
        /// The first baseline; a plain view's is its bottom.
        open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
        /// The last baseline; a plain view's is its bottom.
        open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

        // MARK: Animations
        // Declared in the class, not in the extension with the animation types, so that they are
        // `open` and overridable as UIKit's are: Swift cannot override a member of an extension
        // without the Objective-C runtime.

        /// False inside `performWithoutAnimation(_:)` or after `setAnimationsEnabled(false)`.
        open class var areAnimationsEnabled: Bool { !animationsSwitchedOff && animationsDisabledDepth == 0 }

        /// Switches view animations on or off.
        open class func setAnimationsEnabled(_ enabled: Bool) {
            animationsSwitchedOff = !enabled
        }

        /// Runs `actionsWithoutAnimation` with animations disabled.
        open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
            animationsDisabledDepth += 1
            defer { animationsDisabledDepth -= 1 }
            actionsWithoutAnimation()
        }

        /// Applies `animations` at once and calls `completion(true)` when the animation ends:
        /// `delay + duration` seconds of the model's virtual time later (see ``HeadlessRuntime/now``)
        /// when ``HeadlessRuntime/transitionDuration`` is positive, and on the next turn of the main
        /// queue with its default of zero, as every animation of the model then does.
        ///
        /// As in UIKit, a duration of zero or less, or animations disabled, makes the changes without
        /// animating them and calls the completion at the beginning of the next turn of the main
        /// queue. The model cannot tell whether `animations` changed anything animatable, so it always
        /// waits the duration; UIKit may end sooner when nothing was animated. `options` are not
        /// interpreted: a repeating animation still ends after one cycle.
        open class func animate(
            withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
        ) {
            animations()
            deferCompletion(completion, animationLength: duration, delay: delay)
        }

        /// Applies `animations` at once and calls `completion(true)` when the animation ends, as
        /// ``animate(withDuration:delay:options:animations:completion:)`` with no delay.
        open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
            animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
        }

        /// Applies `animations` at once; the animation lasts `duration` seconds of virtual time.
        open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
            animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
        }

        /// Runs `animations` at once as a transition of `view`, and calls `completion(true)` when the
        /// transition ends, `duration` seconds of virtual time later (on the next turn while
        /// ``HeadlessRuntime/transitionDuration`` is zero).
        ///
        /// As in UIKit, a duration of zero or less, or animations disabled, makes the change without
        /// animating it and calls the completion at the beginning of the next turn of the main queue.
        open class func transition(
            with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
            animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
        ) {
            animations?()
            deferCompletion(completion, animationLength: duration, delay: 0)
        }
    }

    /// Turns view moves that change a window's contents into appearance work for that window.
    @MainActor
    enum HierarchyObserver {
        static func viewMoved(from oldWindow: UIWindow?, to newWindow: UIWindow?) {
            guard oldWindow != nil || newWindow != nil else { return }
            let engine = HeadlessRuntime.shared.engine
            if let oldWindow { engine.setNeedsAppearanceRefresh(of: oldWindow) }
            if let newWindow, newWindow !== oldWindow { engine.setNeedsAppearanceRefresh(of: newWindow) }
        }
    }

#endif
