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
            var walk = Walk(root: root)
            engine.beginLayoutPass()
            defer { engine.endLayoutPass() }
            while let view = walk.next() {
                if view.needsLayoutMark {
                    layOut(view, startingTransitions: startsTransitions, startedLanes: &startedLanes)
                } else if startsTransitions {
                    engine.startLayoutTransitions(of: view, startedLanes: &startedLanes)
                }
                walk.push(subviewsOf: view)
            }
        }

        /// The pass's walk of the tree under `root`, parents before children, each view at most once
        /// and only while it is still under `root`.
        ///
        /// A transition started by the pass may move views. While the tree is as it was when the walk
        /// began (``UIView/treeGeneration`` unchanged), every view on the stack is still under `root`
        /// and none can come twice (each has one superview, visited once), so the walk only records the
        /// views it hands out; once the tree has changed it checks each view's superview chain and the
        /// views already handed out, as the unoptimised walk did for every view.
        @MainActor
        private struct Walk {
            private let root: UIView
            private let startGeneration: UInt
            private var stack: [UIView]
            /// The views handed out while the tree was unchanged, in order; nil once it changed.
            private var handedOut: [ObjectIdentifier]? = []
            /// Every view handed out, filled from `handedOut` when the tree first changed.
            private var visited = Set<ObjectIdentifier>()

            init(root: UIView) {
                self.root = root
                startGeneration = UIView.treeGeneration
                stack = [root]
            }

            /// The next view to lay out, or nil when the walk is over.
            ///
            /// - Complexity: amortised O(1) while the tree is unchanged; O(depth) after.
            mutating func next() -> UIView? {
                while let view = stack.popLast() {
                    let id = ObjectIdentifier(view)
                    if handedOut != nil, UIView.treeGeneration == startGeneration {
                        handedOut?.append(id)
                        return view
                    }
                    if let earlier = handedOut {
                        visited = Set(earlier)
                        handedOut = nil
                    }
                    guard view.isDescendant(of: root), visited.insert(id).inserted else { continue }
                    return view
                }
                return nil
            }

            /// Queues `view`'s subviews so that they come next, front to back as UIKit lays them out.
            mutating func push(subviewsOf view: UIView) {
                let subviews = view.subviews
                var index = subviews.endIndex
                while index > subviews.startIndex {
                    index -= 1
                    stack.append(subviews[index])
                }
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
