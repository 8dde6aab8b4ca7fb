#if !canImport(UIKit)

    extension HeadlessRuntime {
        /// Simulates the user swiping `pageViewController` to the next page (`.forward`) or the
        /// previous one (`.reverse`).
        ///
        /// As in UIKit, only a page view controller with a data source can be swiped, and only when
        /// the data source has a page after (or before) the last (or first) page shown; a
        /// double-sided page curl turns a whole leaf, so it asks for two. The delegate then hears
        /// `willTransitionTo` with the new pages, the pages turn with animation as
        /// `setViewControllers` turns them, and after the transition the delegate hears
        /// `didFinishAnimating` with the previous pages and `transitionCompleted` true. Returns
        /// whether a turn started.
        @discardableResult
        public func simulateUserSwipe(
            in pageViewController: UIPageViewController,
            direction: UIPageViewController.NavigationDirection
        ) -> Bool {
            guard let dataSource = pageViewController.dataSource, let current = pageViewController.viewControllers,
                let edge = direction == .forward ? current.last : current.first
            else { return false }
            let count = pageViewController.requiredPageCount(animated: true)
            var pending: [UIViewController] = []
            var anchor = edge
            while pending.count < count {
                let next =
                    direction == .forward
                    ? dataSource.pageViewController(pageViewController, viewControllerAfter: anchor)
                    : dataSource.pageViewController(pageViewController, viewControllerBefore: anchor)
                guard let next else { return false }
                pending.append(next)
                anchor = next
            }
            if direction == .reverse { pending.reverse() }
            let delegate = pageViewController.delegate
            delegate?.pageViewController(pageViewController, willTransitionTo: pending)
            pageViewController.performSetPages(pending, animated: true, completion: nil) { [weak pageViewController] in
                guard let pageViewController else { return }
                delegate?.pageViewController(
                    pageViewController, didFinishAnimating: true, previousViewControllers: current,
                    transitionCompleted: true)
            }
            return true
        }
    }

#endif
