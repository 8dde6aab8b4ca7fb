#if !canImport(UIKit)

    extension UIPageViewController {
        /// How many pages `setViewControllers` must be given, as UIKit counts them.
        ///
        /// Scrolling shows one page. A page curl set without animation shows what the spine shows:
        /// two pages for `.mid`, one otherwise. An animated page curl turns a whole leaf: front and
        /// back when double-sided, the front alone otherwise.
        func requiredPageCount(animated: Bool) -> Int {
            switch transitionStyle {
            case .scroll: 1
            case .pageCurl where animated: isDoubleSided ? 2 : 1
            case .pageCurl: spineLocation == .mid ? 2 : 1
            }
        }

        /// UIKit's count check; false (after raising) when `pages` cannot be shown.
        private func validatePageCount(_ pages: [UIViewController], animated: Bool) -> Bool {
            let required = requiredPageCount(animated: animated)
            guard pages.count != required else { return true }
            let reason =
                if transitionStyle == .pageCurl && !animated {
                    "The number of provided view controllers (\(pages.count)) doesn't match the number required (\(required)) for the requested spine location (\(spineLocation.exceptionName))"
                } else {
                    "The number of view controllers provided (\(pages.count)) doesn't match the number required (\(required)) for the requested transition"
                }
            HeadlessRuntime.shared.raise("NSInvalidArgumentException", reason, kind: .pageCountMismatch)
            return false
        }

        /// Replaces the pages; see ``setViewControllers(_:direction:animated:completion:)``.
        /// `transitionDidEnd` runs after the did-callbacks and before `completion`, for user-driven turns.
        func performSetPages(
            _ pages: [UIViewController], animated: Bool, completion: ((Bool) -> Void)?,
            transitionDidEnd: (() -> Void)? = nil
        ) {
            guard validatePageCount(pages, animated: animated) else { return }
            let incoming = Set(pages.map(ObjectIdentifier.init))
            let leaving = storedChildren.filter { !incoming.contains(ObjectIdentifier($0)) }
            detachChildrenUntilTransitionEnds(leaving)
            var joining: [UIViewController] = []
            for page in pages where !(page.storedParent === self && storedChildren.containsIdentical(page)) {
                if performAddChild(page) { joining.append(page) }
            }
            // The children follow the order of the pages, as UIKit's `childViewControllers` does.
            storedChildren = pages.filter { $0.storedParent === self }
            storedPages = storedChildren
            schedulePageTransition(
                animated: animated, leaving: leaving, joining: joining, completion: completion,
                transitionDidEnd: transitionDidEnd)
        }

        private func schedulePageTransition(
            animated: Bool, leaving: [UIViewController], joining: [UIViewController],
            completion: ((Bool) -> Void)?, transitionDidEnd: (() -> Void)?
        ) {
            let engine = HeadlessRuntime.shared.engine
            let isAnimated = animated && isInVisibleWindow
            let transition = Transition(
                kind: .navigation, lane: ObjectIdentifier(self), animated: isAnimated,
                container: self, startsInLayout: false)
            transition.participants = leaving + joining
            var leavingViews: [UIViewController] = []
            transition.willBegin = { [weak self] in
                leavingViews = self?.installPageViews() ?? []
            }
            transition.willEnd = {
                for page in leavingViews {
                    page.viewIfLoaded?.removeFromSuperview()
                    engine.clearLeaving(page)
                }
            }
            transition.didEnd = { [weak self] in
                guard let self else { return }
                for page in joining where page.storedParent === self {
                    page.didMove(toParent: self)
                }
                self.finishDetachment(of: leaving)
                transitionDidEnd?()
            }
            if let completion {
                transition.completion = { completion(true) }
            }
            engine.enqueue(transition)
        }

        /// Shows the current pages' views in the page view controller's view and marks the other
        /// child views still there as leaving; returns their controllers.
        @discardableResult
        func installPageViews() -> [UIViewController] {
            guard let container = viewIfLoaded else { return [] }
            let engine = HeadlessRuntime.shared.engine
            let pages = storedPages ?? []
            for page in pages where page.viewIfLoaded?.superview !== container {
                container.addSubview(page.view)
            }
            var leaving: [UIViewController] = []
            for subview in container.subviews {
                guard let owner = subview.owningController, !pages.containsIdentical(owner) else { continue }
                engine.markLeaving(owner)
                leaving.append(owner)
            }
            return leaving
        }
    }

#endif
