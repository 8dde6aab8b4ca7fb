#if !canImport(UIKit)

    /// One of the appearance callbacks the model delivers.
    enum AppearanceCallback {
        case willAppear, isAppearing, didAppear, willDisappear, didDisappear
    }

    extension UIViewController {
        /// Runs one appearance callback with `isMovingToParent`/`isMovingFromParent` readable.
        ///
        /// Named by a case rather than passed as a closure: a closure calling a main-actor method
        /// pays an executor check and a context on every call, and this runs for every controller
        /// of every transition.
        func callAppearance(_ callback: AppearanceCallback, animated: Bool) {
            let outer = isInAppearanceCallback
            isInAppearanceCallback = true
            defer { isInAppearanceCallback = outer }
            switch callback {
            case .willAppear: viewWillAppear(animated)
            case .isAppearing: viewIsAppearing(animated)
            case .didAppear: viewDidAppear(animated)
            case .willDisappear: viewWillDisappear(animated)
            case .didDisappear: viewDidDisappear(animated)
            }
        }
    }

    /// The controllers a transition moves in and out of view, remembered from its start to its end.
    struct AppearanceChanges {
        weak var window: UIWindow?
        var disappearing: [UIViewController] = []
        var appearing: [UIViewController] = []
    }

    /// The appearance state of one controller, as UIKit tracks it.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }

    /// Computes and delivers appearance callbacks.
    ///
    /// UIKit forwards appearance through containment: a controller hears about appearance only if
    /// it is a window's root, a presented controller, or a child whose view sits inside its parent's
    /// view and whose parent forwards automatically. At a transition's start the machine compares
    /// the controllers that should be on screen with those that are, and calls the will-callbacks
    /// (disappearing first, then appearing, parents before children); at its end the did-callbacks.
    @MainActor
    enum AppearanceMachine {
        static func begin(in window: UIWindow?, animated: Bool, leaving: Set<ObjectIdentifier>, presented: [UIViewController]) -> AppearanceChanges {
            guard let window else { return AppearanceChanges() }
            var changes = difference(in: window, leaving: leaving, presented: presented)
            for controller in changes.disappearing {
                controller.appearanceState = .disappearing
                controller.callAppearance(.willDisappear, animated: animated)
            }
            for controller in changes.appearing {
                controller.loadViewIfNeeded()
                if !window.appearanceRegistry.containsIdentical(controller) {
                    window.appearanceRegistry.append(controller)
                }
                controller.appearanceState = .appearing
                controller.callAppearance(.willAppear, animated: animated)
                controller.callAppearance(.isAppearing, animated: animated)
            }
            changes.window = window
            return changes
        }

        /// The controllers of `window` that are on screen (appearing or appeared) and should not be,
        /// in the registry's order, and those that should be and are not, parents first.
        ///
        /// Membership is tested with stamps rather than sets; nothing here calls app code that could
        /// take a stamp meanwhile (the getters it reads are the model's own).
        ///
        /// - Complexity: that of ``controllersOnScreen(in:leaving:presented:)`` plus O(*r*) for the
        ///   *r* controllers in the window's registry.
        private static func difference(in window: UIWindow, leaving: Set<ObjectIdentifier>, presented: [UIViewController]) -> AppearanceChanges {
            let target = controllersOnScreen(in: window, leaving: leaving, presented: presented)
            let inTarget = MembershipStamp.next()
            for controller in target { controller.membershipStamp = inTarget }
            // Restamping the current controllers leaves the first stamp on the target's newcomers only.
            let isCurrent = MembershipStamp.next()
            var changes = AppearanceChanges()
            for controller in window.appearanceRegistry where controller.appearanceState == .appearing || controller.appearanceState == .appeared {
                if controller.membershipStamp != inTarget { changes.disappearing.append(controller) }
                controller.membershipStamp = isCurrent
            }
            for controller in target where controller.membershipStamp != isCurrent {
                changes.appearing.append(controller)
            }
            return changes
        }

        static func end(_ changes: AppearanceChanges, animated: Bool) {
            for controller in changes.disappearing where controller.appearanceState == .disappearing {
                controller.appearanceState = .disappeared
                changes.window?.appearanceRegistry.removeAllIdentical(controller)
                controller.callAppearance(.didDisappear, animated: animated)
            }
            for controller in changes.appearing where controller.appearanceState == .appearing {
                controller.appearanceState = .appeared
                controller.callAppearance(.didAppear, animated: animated)
            }
        }

        /// Takes back the changes of a transition a finger cancelled, as UIKit does at the end of
        /// the cancelled animation: the controllers that were appearing hear will- and
        /// did-disappear, and those that were disappearing, which stay, hear will- and did-appear.
        static func reverse(_ changes: AppearanceChanges, animated: Bool) {
            let leavingAgain = changes.appearing.filter { $0.appearanceState == .appearing }
            let staying = changes.disappearing.filter { $0.appearanceState == .disappearing }
            for controller in leavingAgain {
                controller.appearanceState = .disappearing
                controller.callAppearance(.willDisappear, animated: animated)
            }
            for controller in staying {
                controller.appearanceState = .appearing
                controller.callAppearance(.willAppear, animated: animated)
                controller.callAppearance(.isAppearing, animated: animated)
            }
            for controller in leavingAgain where controller.appearanceState == .disappearing {
                controller.appearanceState = .disappeared
                changes.window?.appearanceRegistry.removeAllIdentical(controller)
                controller.callAppearance(.didDisappear, animated: animated)
            }
            for controller in staying where controller.appearanceState == .appearing {
                controller.appearanceState = .appeared
                controller.callAppearance(.didAppear, animated: animated)
            }
        }

        /// The controllers that should be on screen in `window`, parents before children, the
        /// root's tree before presented trees, presented trees in the order they were presented.
        ///
        /// - Complexity: O((*v* + *c*) · *d*), where *v* is the number of controllers on screen, *c*
        ///   the number of children of those controllers (each child is checked, not descended into)
        ///   and *d* the depth of the views between a parent's view and a child's.
        static func controllersOnScreen(in window: UIWindow, leaving: Set<ObjectIdentifier>, presented: [UIViewController]) -> [UIViewController] {
            guard !window.isHidden else { return [] }
            var result: [UIViewController] = []
            let windowRoot = window.rootViewController
            // Without presented controllers the root is the only tree: no list of roots to build.
            if presented.isEmpty {
                if let windowRoot { appendTreeIfOnScreen(windowRoot, in: window, to: &result, leaving: leaving) }
                return result
            }
            var roots: [UIViewController] = []
            if let windowRoot { roots.append(windowRoot) }
            for controller in presented where controller.viewIfLoaded?.enclosingWindow === window {
                roots.append(controller)
            }
            for root in roots {
                appendTreeIfOnScreen(root, in: window, to: &result, leaving: leaving)
            }
            return result
        }

        /// Appends the forwarding tree of `root` when `root` is not leaving and its view is in `window`.
        private static func appendTreeIfOnScreen(
            _ root: UIViewController, in window: UIWindow, to result: inout [UIViewController], leaving: Set<ObjectIdentifier>
        ) {
            guard !isLeaving(root, leaving), let view = root.viewIfLoaded, view.enclosingWindow === window else { return }
            appendForwardingTree(of: root, to: &result, leaving: leaving)
        }

        /// Appends `root`, which is on screen, and the descendants it forwards appearance to that are
        /// not leaving, parents first. A child counts when its view lies under its parent's view with
        /// no window between them, which puts it in the parent's window: one walk per child instead
        /// of a walk to the window.
        private static func appendForwardingTree(of root: UIViewController, to result: inout [UIViewController], leaving: Set<ObjectIdentifier>) {
            var stack: [UIViewController] = [root]
            while let controller = stack.popLast() {
                guard let view = controller.viewIfLoaded else { continue }
                result.append(controller)
                guard controller.shouldAutomaticallyForwardAppearanceMethods else { continue }
                // The stored children and views, as UIKit forwards appearance through its own
                // storage rather than the overridable getters; the view test first, since most
                // children of a deep stack have no view in their parent's, and it hashes nothing.
                for child in controller.storedChildren.reversed() {
                    if let childView = child.storedView, childView.isInSameWindow(below: view), !isLeaving(child, leaving) {
                        stack.append(child)
                    }
                }
            }
        }

        private static func isLeaving(_ controller: UIViewController, _ leaving: Set<ObjectIdentifier>) -> Bool {
            !leaving.isEmpty && leaving.contains(ObjectIdentifier(controller))
        }

        /// Drives a controller's appearance by hand, for containers that forward appearance themselves.
        static func beginManualTransition(of controller: UIViewController, appearing: Bool, animated: Bool) {
            if controller.manualAppearanceTransition != nil {
                HeadlessRuntime.shared.warn("Unbalanced calls to begin/end appearance transitions for \(controller).", kind: .unbalancedAppearanceTransition)
            }
            controller.manualAppearanceTransition = (appearing, animated)
            for member in forwardingSubtree(of: controller) {
                if appearing {
                    member.loadViewIfNeeded()
                    member.appearanceState = .appearing
                    member.callAppearance(.willAppear, animated: animated)
                    member.callAppearance(.isAppearing, animated: animated)
                } else {
                    member.appearanceState = .disappearing
                    member.callAppearance(.willDisappear, animated: animated)
                }
            }
        }

        static func endManualTransition(of controller: UIViewController) {
            guard let (appearing, animated) = controller.manualAppearanceTransition else {
                HeadlessRuntime.shared.warn("Unbalanced calls to begin/end appearance transitions for \(controller).", kind: .unbalancedAppearanceTransition)
                return
            }
            controller.manualAppearanceTransition = nil
            for member in forwardingSubtree(of: controller) {
                if appearing {
                    member.appearanceState = .appeared
                    member.callAppearance(.didAppear, animated: animated)
                } else {
                    member.appearanceState = .disappeared
                    member.callAppearance(.didDisappear, animated: animated)
                }
            }
        }

        /// `controller` and the descendants it forwards appearance to automatically, parents first.
        private static func forwardingSubtree(of controller: UIViewController) -> [UIViewController] {
            var result: [UIViewController] = []
            var stack = [controller]
            while let member = stack.popLast() {
                result.append(member)
                guard member.shouldAutomaticallyForwardAppearanceMethods, let view = member.viewIfLoaded else { continue }
                for child in member.children.reversed() {
                    if let childView = child.viewIfLoaded, childView.isDescendant(of: view) { stack.append(child) }
                }
            }
            return result
        }
    }

#endif
