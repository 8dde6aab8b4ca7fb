#if !canImport(UIKit)
    import Foundation

    extension UIViewController {
        /// `addChild` as UIKit does it: validate, detach from an old parent, append, `willMove`.
        /// Returns false when the child was refused (recorded exception).
        @discardableResult
        func performAddChild(_ child: UIViewController) -> Bool {
            let runtime = HeadlessRuntime.shared
            guard child !== self else { return false }
            if child.storedParent === self && storedChildren.containsIdentical(child) { return true }
            if child.storedPresenting != nil {
                runtime.raise(
                    "UIViewControllerHierarchyInconsistency",
                    "trying to add child view controller that is already presented: \(child)",
                    kind: .addingPresentedControllerAsChild)
                return false
            }
            if child.isRootOfWindow {
                runtime.raise(
                    "UIViewControllerHierarchyInconsistency",
                    "adding a root view controller \(child) as a child of view controller:\(self)",
                    kind: .addingRootControllerAsChild)
                return false
            }
            if child.storedParent == nil, let childView = child.viewIfLoaded, childView.window != nil,
                let owner = childView.superview?.nearestOwningController, owner !== self
            {
                runtime.raise(
                    "UIViewControllerHierarchyInconsistency",
                    "child view controller:\(child) should have parent view controller:\(owner) but requested parent is:\(self)",
                    kind: .childViewUnderOtherParent)
                return false
            }
            if let oldParent = child.storedParent, oldParent !== self || !storedChildren.containsIdentical(child) {
                child.willMove(toParent: nil)
                child.performRemoveFromParent()
            }
            storedChildren.append(child)
            child.storedParent = self
            runtime.engine.flagMovement(of: child, toParent: true)
            child.willMove(toParent: self)
            return true
        }

        func performRemoveFromParent() {
            guard let parent = storedParent else { return }
            let wasChild = parent.storedChildren.containsIdentical(self)
            parent.storedChildren.removeAllIdentical(self)
            storedParent = nil
            if wasChild { parent.containerDidRemoveChild(self) }
            HeadlessRuntime.shared.engine.flagMovement(of: self, toParent: false)
            didMove(toParent: nil)
        }

        /// Removes several of the receiver's children at once, as a container replacing its list
        /// does: `willMove(toParent: nil)`, then out of `children`, then `didMove(toParent: nil)`.
        /// Controllers that are not children of the receiver are left alone.
        ///
        /// - Complexity: O(*n* + *k*) for *n* children and *k* leaving controllers.
        func removeChildren(_ leaving: [UIViewController]) {
            let ids = Set(leaving.filter { $0.storedParent === self }.map(ObjectIdentifier.init))
            guard !ids.isEmpty else { return }
            let removed = leaving.filter { ids.contains(ObjectIdentifier($0)) }
            for child in removed { child.willMove(toParent: nil) }
            storedChildren.removeAll { ids.contains(ObjectIdentifier($0)) }
            let engine = HeadlessRuntime.shared.engine
            for child in removed {
                child.storedParent = nil
                engine.flagMovement(of: child, toParent: false)
                child.didMove(toParent: nil)
            }
        }

        /// Takes `leaving` out of `children` while keeping their `parent` until the transition that
        /// removes them ends, as navigation controllers do (`navigationController` stays readable in
        /// `viewWillDisappear`). Calls `willMove(toParent: nil)` on each, top-most first.
        ///
        /// - Complexity: O(*n* + *k*) for *n* children and *k* leaving controllers.
        func detachChildrenUntilTransitionEnds(_ leaving: [UIViewController]) {
            removeStoredChildren(leaving)
            let engine = HeadlessRuntime.shared.engine
            for child in leaving.reversed() {
                engine.flagMovement(of: child, toParent: false)
                child.willMove(toParent: nil)
            }
        }

        /// Takes `leaving` out of the children. A pop's leaving controllers are the last children,
        /// in order: they come off the end, as UIKit's stack drops them, without hashing every
        /// child of a deep stack. Children are distinct (a child is added once; a new stack with a
        /// repeat is refused), so none of them is also further down.
        func removeStoredChildren(_ leaving: [UIViewController]) {
            guard !leaving.isEmpty else { return }
            let start = storedChildren.count - leaving.count
            if start >= 0, storedChildren.endsIdentically(with: leaving, from: start) {
                storedChildren.removeSubrange(start...)
                return
            }
            let ids = Set(leaving.map(ObjectIdentifier.init))
            storedChildren.removeAll { ids.contains(ObjectIdentifier($0)) }
        }

        /// Ends detachments begun by ``detachChildrenUntilTransitionEnds(_:)`` for the controllers
        /// that have not moved on since: clears `parent` and calls `didMove(toParent: nil)`.
        ///
        /// - Complexity: O(*n* · *k*) for *n* children and *k* detached controllers, both rarely more
        ///   than a few: cheaper than building a set of the children.
        func finishDetachment(of detached: [UIViewController]) {
            // The children as they are before any `didMove(toParent:)` runs; copying shares the buffer.
            let current = storedChildren
            for child in detached where child.storedParent === self && !current.containsIdentical(child) {
                child.storedParent = nil
                child.didMove(toParent: nil)
            }
        }

        func performChildTransition(
            from: UIViewController, to: UIViewController, duration: TimeInterval,
            options: UIView.AnimationOptions, animations: (() -> Void)?, completion: ((Bool) -> Void)?
        ) {
            guard from.storedParent === self, to.storedParent === self else {
                HeadlessRuntime.shared.raise(
                    "NSInvalidArgumentException",
                    "Children view controllers \(from) and \(to) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]",
                    kind: .transitionBetweenForeignChildren)
                return
            }
            if let fromView = from.viewIfLoaded, let superview = fromView.superview {
                let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
                fromView.removeFromSuperview()
                superview.insertSubview(to.view, at: index)
            }
            UIView.transition(with: view, duration: duration, options: options, animations: animations, completion: completion)
        }
    }

    extension UIView {
        /// The controller owning this view or the nearest superview that has one.
        var nearestOwningController: UIViewController? {
            var view: UIView? = self
            while let current = view {
                if let owner = current.owningController { return owner }
                view = current.superview
            }
            return nil
        }
    }

#endif
