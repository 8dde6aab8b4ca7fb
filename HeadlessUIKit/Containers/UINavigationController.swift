#if !canImport(UIKit)
    import Foundation

    /// A container that manages a stack of controllers; the model of UIKit's navigation controller.
    ///
    /// `viewControllers` is the `children` array: the root first, the top last. Stack changes apply
    /// before the call returns; the appearance callbacks, `didMove(toParent:)`, the delegate's
    /// `didShow` and the end of the transition come later, on the main queue. An animated change
    /// in a visible window has a transition coordinator until it ends.
    @MainActor
    open class UINavigationController: UIViewController {
        /// The delegate told when controllers are shown. Weak.
        open weak var delegate: (any UINavigationControllerDelegate)?

        /// The recogniser of the swipe from the leading edge that pops the top controller. Disable
        /// it, or refuse in its delegate, to stop the gesture; see
        /// `HeadlessRuntime.beginInteractivePop(in:with:)`.
        open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePopRecognizer }
        private let edgePopRecognizer = UIGestureRecognizer(target: nil, action: nil)

        /// The recogniser of the pan anywhere in the content that pops the top controller (iOS 26).
        open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { contentPopRecognizer }
        private let contentPopRecognizer = UIGestureRecognizer(target: nil, action: nil)

        /// Set while UIKit itself nests navigation controllers (a collapsing split view).
        var allowsNestedNavigationControllers = false

        /// Creates a navigation controller with `rootViewController` pushed without animation.
        public init(rootViewController: UIViewController) {
            super.init(nibName: nil, bundle: nil)
            definesPresentationContext = true
            pushViewController(rootViewController, animated: false)
        }

        /// Creates an empty navigation controller; the bar classes are accepted and ignored.
        public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
            super.init(nibName: nil, bundle: nil)
            definesPresentationContext = true
        }

        /// Creates an empty navigation controller.
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            definesPresentationContext = true
        }

        /// Creates an empty navigation controller.
        public required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
            definesPresentationContext = true
        }

        /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
        open var viewControllers: [UIViewController] {
            get { storedChildren }
            set { setViewControllers(newValue, animated: false) }
        }

        /// The navigation bar, made on first use and the same one afterwards.
        open var navigationBar: UINavigationBar { storedNavigationBar }
        private lazy var storedNavigationBar = UINavigationBar()
        /// Whether the navigation bar is hidden: the bar's own `isHidden`. False at first.
        open var isNavigationBarHidden: Bool {
            get { navigationBar.isHidden }
            set { navigationBar.isHidden = newValue }
        }
        /// Whether the toolbar is hidden. True at first, as in UIKit; stored only.
        open var isToolbarHidden = true
        /// Shows or hides the navigation bar; headlessly the change is immediate either way.
        open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
            isNavigationBarHidden = hidden
        }
        /// Shows or hides the toolbar; headlessly the change is immediate either way.
        open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
            isToolbarHidden = hidden
        }

        /// The last controller of the stack.
        open var topViewController: UIViewController? { storedChildren.last }

        /// The controller presented over the navigation controller if any, else the top.
        open var visibleViewController: UIViewController? {
            if let presented = presentedViewController, presented.presentationPhase != .dismissing {
                var top = presented
                while let next = top.storedPresented, next.presentationPhase != .dismissing { top = next }
                return top
            }
            return topViewController
        }

        /// Pushes `viewController` onto the stack.
        ///
        /// Raises UIKit's exceptions for a navigation controller or an instance already on the stack;
        /// ignores a split view controller with UIKit's warning. Under iOS 17 behaviour an animated
        /// push joins the stack only at the end of the current turn.
        open func pushViewController(_ viewController: UIViewController, animated: Bool) {
            guard validatePush(viewController) else { return }
            if animated && HeadlessRuntime.shared.systemBehavior == .iOS17 {
                HeadlessRuntime.shared.engine.holdUntilCommit { [weak self] in
                    guard let self, self.validatePush(viewController) else { return }
                    self.applyPush(viewController, animated: animated)
                }
                return
            }
            applyPush(viewController, animated: animated)
        }

        /// Pops the top controller and returns it; with only the root left, does nothing and returns nil.
        @discardableResult
        open func popViewController(animated: Bool) -> UIViewController? {
            guard storedChildren.count > 1, let top = storedChildren.last else { return nil }
            detachChildrenUntilTransitionEnds([top])
            scheduleStackTransition(operation: .pop, animated: animated, removed: [top], added: [])
            return top
        }

        /// Pops every controller above `viewController` and returns them, bottom first; nil when
        /// nothing was popped. Raises UIKit's exception when `viewController` is not on the stack.
        @discardableResult
        open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
            guard let index = storedChildren.firstIndexIdentical(viewController) else {
                HeadlessRuntime.shared.raise(
                    "NSInternalInconsistencyException",
                    "Tried to pop to a view controller that doesn't exist.",
                    kind: .poppingToMissingController)
                return nil
            }
            return pop(above: index, animated: animated)
        }

        /// Pops every controller above the root and returns them, bottom first; nil when nothing was popped.
        @discardableResult
        open func popToRootViewController(animated: Bool) -> [UIViewController]? {
            guard !storedChildren.isEmpty else { return nil }
            return pop(above: 0, animated: animated)
        }

        /// Replaces the stack in one step. Controllers that leave are removed as children, new ones
        /// added; animated, it looks like a push when the top is new and a pop otherwise.
        /// Raises UIKit's exception when a controller appears twice.
        open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            let runtime = HeadlessRuntime.shared
            var seen = Set<ObjectIdentifier>()
            for controller in viewControllers where !seen.insert(ObjectIdentifier(controller)).inserted {
                runtime.raise(
                    "NSInternalInconsistencyException",
                    "All view controllers in a navigation controller must be distinct (\(viewControllers))",
                    kind: .duplicateInNavigationStack)
                return
            }
            if !allowsNestedNavigationControllers, viewControllers.contains(where: { $0 is UINavigationController }) {
                runtime.raise("NSInvalidArgumentException", "Pushing a navigation controller is not supported", kind: .pushingNavigationController)
                return
            }
            if let alert = viewControllers.first(where: { $0 is UIAlertController }) {
                raisePushingAlertController(alert)
                return
            }
            let oldTop = topViewController
            let old = storedChildren
            let removed = old.filter { !seen.contains(ObjectIdentifier($0)) }
            let oldSet = Set(old.map(ObjectIdentifier.init))
            var added: [UIViewController] = []
            detachChildrenUntilTransitionEnds(removed)
            for controller in viewControllers where !oldSet.contains(ObjectIdentifier(controller)) {
                guard performAddChild(controller) else { continue }
                added.append(controller)
            }
            let accepted = viewControllers.filter { $0.storedParent === self }
            storedChildren = accepted
            let operation: UINavigationController.Operation
            if let newTop = accepted.last, newTop !== oldTop {
                operation = oldSet.contains(ObjectIdentifier(newTop)) ? .pop : .push
            } else {
                operation = .none
            }
            scheduleStackTransition(operation: operation, animated: animated, removed: removed, added: added)
        }

        /// Pushes, as `show(_:sender:)` does for navigation controllers.
        open override func show(_ vc: UIViewController, sender: Any?) {
            pushViewController(vc, animated: true)
        }

        override func handlesTargetAction(_ action: Selector) -> Bool {
            action == .showViewController
        }

        /// UIKit's navigation controller puts its top's view in place at its view's first layout,
        /// not when the view loads, so a freshly shown navigation controller's top is not in the
        /// window until the commit or `layoutIfNeeded()`. A stack change still waiting to start does
        /// that itself.
        override func viewWasLoaded() {
            guard topViewController != nil, !HeadlessRuntime.shared.engine.hasPendingLayoutTransition(for: view) else { return }
            scheduleContentInstall()
        }
    }

    extension UINavigationController {
        /// The kind of a navigation transition.
        public enum Operation: Int, Sendable {
            /// UIKit's `none`.
            case none
            /// UIKit's `push`.
            case push
            /// UIKit's `pop`.
            case pop
        }
    }

    /// Told when a navigation controller shows a controller.
    @MainActor
    public protocol UINavigationControllerDelegate: NSObjectProtocol {
        /// Called when the transition to `viewController` starts.
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
        /// Called when the transition to `viewController` ended.
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
        /// The animator for a push or pop. The model stores nothing it returns.
        func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)?
        /// The interaction controller for an animator.
        func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)?
    }

    extension UINavigationControllerDelegate {
        /// Does nothing by default.
        public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
        /// Does nothing by default.
        public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
        /// Nil by default.
        public func navigationController(
            _ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
            from fromVC: UIViewController, to toVC: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
        /// Nil by default.
        public func navigationController(
            _ navigationController: UINavigationController,
            interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    }

#endif
