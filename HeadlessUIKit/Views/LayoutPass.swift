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
            var startedLanes: [ObjectIdentifier] = []
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
        /// and only while it is still under `root`, as a walk checking every view's superview chain
        /// and a set of the views visited would hand them out, with less work.
        ///
        /// Every view is queued with the ``UIView/treeGeneration`` at which its parent was found under
        /// `root`. While the generation is still that one, nothing has moved since, so the view is
        /// still under `root`; only a view queued before some move has its superview chain walked.
        /// While nothing has moved since the walk began no view can come twice (each has one
        /// superview, visited once); once something has, each view is looked up among those already
        /// handed out: in a list while there are few, in a set beyond.
        @MainActor
        private struct Walk {
            /// Beyond this many views handed out, the lookup builds a set rather than scan the list.
            private static let listLookupLimit = 32

            private let root: UIView
            private let startGeneration: UInt
            private var stack: [(view: UIView, generation: UInt)]
            /// The generation at which the view last handed out was found under `root`.
            private var handedOutAt: UInt
            private var handedOut: [ObjectIdentifier] = []
            private var handedOutSet: Set<ObjectIdentifier>?

            init(root: UIView) {
                self.root = root
                startGeneration = UIView.treeGeneration
                handedOutAt = startGeneration
                stack = [(root, startGeneration)]
            }

            /// The next view to lay out, or nil when the walk is over.
            ///
            /// - Complexity: amortised O(1) while nothing has moved since the view was queued;
            ///   O(depth) plus the lookup otherwise.
            mutating func next() -> UIView? {
                while let (view, queuedAt) = stack.popLast() {
                    let now = UIView.treeGeneration
                    let id = ObjectIdentifier(view)
                    if now != startGeneration {
                        if queuedAt != now, !view.isDescendant(of: root) { continue }
                        if wasHandedOut(id) { continue }
                    }
                    handedOut.append(id)
                    handedOutSet?.insert(id)
                    handedOutAt = now
                    return view
                }
                return nil
            }

            private mutating func wasHandedOut(_ id: ObjectIdentifier) -> Bool {
                if handedOutSet == nil, handedOut.count > Self.listLookupLimit { handedOutSet = Set(handedOut) }
                if let handedOutSet { return handedOutSet.contains(id) }
                return handedOut.contains(id)
            }

            /// Queues `view`'s subviews, the view last handed out, so that they come next, front to
            /// back as UIKit lays them out.
            mutating func push(subviewsOf view: UIView) {
                let subviews = view.subviews
                var index = subviews.endIndex
                while index > subviews.startIndex {
                    index -= 1
                    stack.append((subviews[index], handedOutAt))
                }
            }
        }

        /// One marked view's layout, in UIKit's order: the controller's `viewWillLayoutSubviews()`,
        /// the view's `layoutSubviews()` (where UIKit's container views start their deferred
        /// transitions), then the controller's `viewDidLayoutSubviews()`.
        ///
        /// The model calls these only for views marked with `setNeedsLayout()`: a container's deferred
        /// transition starts with the same callbacks whether the commit or `layoutIfNeeded()` starts it.
        private static func layOut(_ view: UIView, startingTransitions: Bool, startedLanes: inout [ObjectIdentifier]) {
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
