#if !canImport(UIKit)

    /// UIKit's layout pass over a view tree, as `layoutIfNeeded()` and the commit run it.
    ///
    /// UIKit's containers do part of their work in their view's layout: a navigation controller's
    /// `pushViewController`, `setViewControllers` or `pop…` only marks its view as needing layout,
    /// and the transition that puts the new top's view in the window starts in that view's
    /// `layoutSubviews`; a column-style split view controller places its columns' views the same way.
    /// The commit lays out every window; `layoutIfNeeded()` lays out its receiver's subtree at once.
    @MainActor
    enum LayoutPass {
        /// Lays out `root` and the descendants that need it, parents before children, visiting views
        /// put in place by the pass itself too.
        ///
        /// Container transitions are started only when asked and only in a window: the model runs
        /// the transitions of containers outside any window at the commit instead (see the model's
        /// rules).
        ///
        /// With nothing pending in the subtree (no marked view, no waiting transition its layout
        /// starts) it returns at once without visiting the tree.
        ///
        /// - Complexity: O(*v* · *d*) for the *v* views of the subtree at depth up to *d*, plus the
        ///   transitions it starts; with nothing pending, O((*m* + *p*) · *d*) for the *m* views
        ///   marked anywhere and the *p* waiting transitions.
        static func run(from root: UIView, startsContainerTransitions: Bool) {
            let engine = HeadlessRuntime.shared.engine
            guard engine.hasLayoutWork(under: root, startingTransitions: startsContainerTransitions) else { return }
            let startsTransitions = startsContainerTransitions && root.window != nil
            var startedLanes = Set<ObjectIdentifier>()
            var visited = Set<ObjectIdentifier>()
            var stack: [UIView] = [root]
            engine.beginLayoutPass()
            defer { engine.endLayoutPass() }
            while let view = stack.popLast() {
                // A transition started earlier in the pass may have taken this view out of the tree.
                guard view.isDescendant(of: root), visited.insert(ObjectIdentifier(view)).inserted else { continue }
                if view.needsLayoutMark {
                    layOut(view, startingTransitions: startsTransitions, startedLanes: &startedLanes)
                } else if startsTransitions {
                    engine.startLayoutTransitions(of: view, startedLanes: &startedLanes)
                }
                stack.append(contentsOf: view.subviews.reversed())
            }
        }

        /// One marked view's layout, in UIKit's order: the controller's `viewWillLayoutSubviews()`,
        /// the view's `layoutSubviews()` (where UIKit's container views start their deferred
        /// transitions), then the controller's `viewDidLayoutSubviews()`.
        ///
        /// The model calls these only for views marked with `setNeedsLayout()`: a container's deferred
        /// transition starts with the same callbacks whether the commit or `layoutIfNeeded()` starts it.
        private static func layOut(_ view: UIView, startingTransitions: Bool, startedLanes: inout Set<ObjectIdentifier>) {
            view.needsLayoutMark = false
            let owner = view.owningController
            owner?.viewWillLayoutSubviews()
            view.layoutSubviews()
            if startingTransitions {
                HeadlessRuntime.shared.engine.startLayoutTransitions(of: view, startedLanes: &startedLanes)
            }
            owner?.viewDidLayoutSubviews()
        }
    }

#endif
