#if !canImport(UIKit)
    import Foundation

    /// Supplies the pages around the current one when the user turns pages.
    @MainActor
    public protocol UIPageViewControllerDataSource: NSObjectProtocol {
        /// The page before `viewController`, or nil at the start.
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
        /// The page after `viewController`, or nil at the end.
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
        /// The number of dots of the page control. Optional in UIKit; the model draws no page control.
        func presentationCount(for pageViewController: UIPageViewController) -> Int
        /// The selected dot of the page control. Optional in UIKit; the model draws no page control.
        func presentationIndex(for pageViewController: UIPageViewController) -> Int
    }

    extension UIPageViewControllerDataSource {
        /// Zero by default.
        public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
        /// Zero by default.
        public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
    }

    /// Told about page turns the user drives. Programmatic changes never reach it, as in UIKit.
    @MainActor
    public protocol UIPageViewControllerDelegate: NSObjectProtocol {
        /// Called when a user-driven turn to `pendingViewControllers` starts.
        func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
        /// Called when a user-driven turn ended; `completed` is false when the user let the page fall back.
        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    }

    extension UIPageViewControllerDelegate {
        /// Does nothing by default.
        public func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {}
        /// Does nothing by default.
        public func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) {}
    }

#endif
