import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// UIPageViewController: creation options, UIKit's page-count check, containment, appearance
    /// and completion timing of setViewControllers, and user swipes.
    @MainActor
    @Suite("UIPageViewController")
    struct PageViewControllerTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        /// A page view controller showing in a fresh window, with its log cleared.
        private func shownPager(_ style: UIPageViewController.TransitionStyle = .scroll, log: EventLog) async -> UIPageViewController {
            let pager = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
            await runtime.showInFreshWindow(pager)
            _ = log.take()
            return pager
        }

        // MARK: Creation

        @Test("Scrolling has no spine; a page curl's spine comes from the options, .min by default, and .mid makes it double-sided")
        func creationOptions() async {
            let scroll = UIPageViewController(
                transitionStyle: .scroll, navigationOrientation: .vertical,
                options: [.interPageSpacing: 8, .spineLocation: UIPageViewController.SpineLocation.mid])
            #expect(scroll.transitionStyle == .scroll)
            #expect(scroll.navigationOrientation == .vertical)
            #expect(scroll.spineLocation == .none)
            #expect(!scroll.isDoubleSided)
            #expect(scroll.interPageSpacing == 8)
            #expect(scroll.viewControllers == nil)

            let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            #expect(curl.spineLocation == .min)
            #expect(!curl.isDoubleSided)

            let mid = UIPageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.mid.rawValue)])
            #expect(mid.spineLocation == .mid)
            #expect(mid.isDoubleSided)

            let max = UIPageViewController(
                transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                options: [.spineLocation: UIPageViewController.SpineLocation.max.rawValue])
            #expect(max.spineLocation == .max)

            let plain = UIPageViewController()
            #expect(plain.transitionStyle == .pageCurl)
            #expect(plain.navigationOrientation == .horizontal)
            #expect(plain.spineLocation == .min)
            #expect(UIPageViewController.OptionsKey.spineLocation.rawValue == "UIPageViewControllerOptionSpineLocationKey")
        }

        // MARK: UIKit's count check

        @Test(
            "A wrong number of pages raises UIKit's exception, changes nothing and never completes",
            arguments: [
                ("scroll", 2, false, "The number of view controllers provided (2) doesn't match the number required (1) for the requested transition"),
                ("scroll", 0, true, "The number of view controllers provided (0) doesn't match the number required (1) for the requested transition"),
                (
                    "curl-min", 2, false,
                    "The number of provided view controllers (2) doesn't match the number required (1) for the requested spine location (UIPageViewControllerSpineLocationMin)"
                ),
                (
                    "curl-mid", 1, false,
                    "The number of provided view controllers (1) doesn't match the number required (2) for the requested spine location (UIPageViewControllerSpineLocationMid)"
                ),
                ("curl-mid", 1, true, "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition"),
                ("curl-min-double", 1, true, "The number of view controllers provided (1) doesn't match the number required (2) for the requested transition"),
            ])
        func wrongPageCountRaises(kind: String, count: Int, animated: Bool, reason: String) async throws {
            let pager: UIPageViewController
            switch kind {
            case "scroll": pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            case "curl-mid": pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
            default: pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
            }
            if kind == "curl-min-double" { pager.isDoubleSided = true }
            await runtime.showInFreshWindow(pager)
            runtime.exceptionPolicy = .record
            var completions = 0
            let pages = (0..<count).map { _ in UIViewController() }

            pager.setViewControllers(count == 0 ? nil : pages, direction: .forward, animated: animated) { _ in completions += 1 }

            let error = try #require(runtime.exceptions.first)
            #expect(runtime.exceptions.count == 1)
            #expect(error.name == "NSInvalidArgumentException")
            #expect(error.kind == .pageCountMismatch)
            #expect(error.reason == reason)
            #expect(pager.viewControllers == nil)
            #expect(pager.children.isEmpty)
            #expect(pages.allSatisfy { $0.parent == nil })
            await runtime.waitUntilIdle()
            #expect(completions == 0)
        }

        @Test("A two-page spread and a double-sided animated turn accept two pages")
        func twoPagesAccepted() async {
            let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: 2])
            await runtime.showInFreshWindow(pager)
            runtime.exceptionPolicy = .record
            let left = UIViewController()
            let right = UIViewController()

            pager.setViewControllers([left, right], direction: .forward, animated: false)
            pager.setViewControllers([right, left], direction: .forward, animated: true)
            await runtime.waitUntilIdle()

            #expect(runtime.exceptions.isEmpty)
            #expect(pager.viewControllers == [right, left])
            #expect(pager.children == [right, left])
        }

        // MARK: Containment, appearance, completion

        @Test("The first page becomes a child at once; its view, appearance, didMove and the completion follow on the turn", arguments: [false, true])
        func firstPage(animated: Bool) async {
            let log = EventLog()
            let pager = await shownPager(log: log)
            let page = RecordingViewController("Page", log: log)
            var results: [Bool] = []

            pager.setViewControllers([page], direction: .forward, animated: animated) { finished in
                results.append(finished)
                log.record("completion")
            }

            #expect(pager.viewControllers == [page])
            #expect(pager.children == [page])
            #expect(page.parent === pager)
            #expect(log.events == ["Page.willMove(UIPageViewController)"])
            #expect(results.isEmpty)

            await runtime.waitUntilIdle()

            #expect(
                log.take() == [
                    "Page.willMove(UIPageViewController)", "Page.viewDidLoad", "Page.viewWillAppear", "Page.viewIsAppearing", "Page.viewDidAppear",
                    "Page.didMove(UIPageViewController)", "completion",
                ])
            #expect(results == [true])
            #expect(page.viewIfLoaded?.superview === pager.view)
        }

        @Test("Turning the page removes the old page and adds the new one, with both appearance sequences", arguments: [false, true])
        func turningPage(animated: Bool) async {
            let log = EventLog()
            let pager = await shownPager(log: log)
            let old = RecordingViewController("Old", log: log)
            pager.setViewControllers([old], direction: .forward, animated: false)
            await runtime.waitUntilIdle()
            _ = log.take()
            let new = RecordingViewController("New", log: log)
            var completions = 0

            pager.setViewControllers([new], direction: .reverse, animated: animated) { _ in
                completions += 1
                log.record("completion")
            }

            #expect(pager.children == [new])
            #expect(pager.viewControllers == [new])
            #expect(log.events == ["Old.willMove(nil)", "New.willMove(UIPageViewController)"])
            await runtime.waitUntilIdle()

            #expect(controllerAppearance(log) == ["Old.viewWillDisappear", "New.viewWillAppear", "Old.viewDidDisappear", "New.viewDidAppear"])
            #expect(Array(log.events.suffix(3)) == ["New.didMove(UIPageViewController)", "Old.didMove(nil)", "completion"])
            #expect(completions == 1)
            #expect(old.parent == nil)
            #expect(old.viewIfLoaded?.superview == nil)
            #expect(new.viewIfLoaded?.superview === pager.view)
        }

        @Test("An animated turn keeps its did-callbacks and completion until the transition duration has passed")
        func animatedTurnTakesTime() async {
            let log = EventLog()
            let pager = await shownPager(log: log)
            let old = RecordingViewController("Old", log: log)
            pager.setViewControllers([old], direction: .forward, animated: false)
            await runtime.waitUntilIdle()
            runtime.transitionDuration = 0.3
            _ = log.take()
            let new = RecordingViewController("New", log: log)
            var completions = 0

            pager.setViewControllers([new], direction: .forward, animated: true) { _ in completions += 1 }
            await runtime.runTurns(3)

            #expect(controllerAppearance(log) == ["Old.viewWillDisappear", "New.viewWillAppear"])
            #expect(old.parent === pager)
            #expect(completions == 0)

            await runtime.advanceTime(by: 0.3)

            #expect(controllerAppearance(log) == ["Old.viewWillDisappear", "New.viewWillAppear", "Old.viewDidDisappear", "New.viewDidAppear"])
            #expect(old.parent == nil)
            #expect(completions == 1)
        }

        @Test("A page set before the page view controller is shown appears with it")
        func pageSetBeforeShowing() async {
            let log = EventLog()
            let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            let page = RecordingViewController("Page", log: log)
            var completions = 0
            pager.setViewControllers([page], direction: .forward, animated: true) { _ in completions += 1 }
            await runtime.waitUntilIdle()
            #expect(completions == 1)
            #expect(!page.isViewLoaded)

            let window = runtime.makeKeyWindow(rootViewController: pager)
            await runtime.waitUntilIdle()

            #expect(page.viewIfLoaded?.window === window)
            #expect(controllerAppearance(log) == ["Page.viewWillAppear", "Page.viewDidAppear"])
        }

        @Test("A page taken from another container leaves it first")
        func pageFromAnotherContainer() async {
            let root = UIViewController()
            let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            let tabs = UITabBarController()
            tabs.viewControllers = [root, pager]
            await runtime.showInFreshWindow(tabs)

            pager.setViewControllers([root], direction: .forward, animated: false)
            await runtime.waitUntilIdle()

            #expect(root.parent === pager)
            #expect(pager.children == [root])
            #expect(tabs.viewControllers == [pager])
        }

        // MARK: User swipes

        @Test("A swipe asks the data source, tells the delegate before and after, and turns the page")
        func swipe() async {
            let log = EventLog()
            let pager = await shownPager(log: log)
            let pages = ["A", "B", "C"].map { RecordingViewController($0, log: log) }
            let source = PageControllerTestDataSource(pages: pages, log: log)
            pager.dataSource = source
            pager.delegate = source
            pager.setViewControllers([pages[0]], direction: .forward, animated: false)
            await runtime.waitUntilIdle()
            _ = log.take()

            #expect(!runtime.simulateUserSwipe(in: pager, direction: .reverse))
            #expect(runtime.simulateUserSwipe(in: pager, direction: .forward))
            #expect(pager.viewControllers == [pages[1]])
            await runtime.waitUntilIdle()

            #expect(log.events.filter { $0.hasPrefix("delegate") } == ["delegate.willTransitionTo(B)", "delegate.didFinishAnimating(A, completed: true)"])
            #expect(log.events.last == "delegate.didFinishAnimating(A, completed: true)")
            #expect(controllerAppearance(log) == ["A.viewWillDisappear", "B.viewWillAppear", "A.viewDidDisappear", "B.viewDidAppear"])

            #expect(runtime.simulateUserSwipe(in: pager, direction: .forward))
            await runtime.waitUntilIdle()
            #expect(!runtime.simulateUserSwipe(in: pager, direction: .forward))
            #expect(pager.viewControllers == [pages[2]])
        }

        @Test("A page view controller without a data source cannot be swiped, and programmatic turns never reach the delegate")
        func noDataSourceNoSwipe() async {
            let log = EventLog()
            let pager = await shownPager(log: log)
            let source = PageControllerTestDataSource(pages: [], log: log)
            pager.delegate = source
            pager.setViewControllers([UIViewController()], direction: .forward, animated: true)
            await runtime.waitUntilIdle()

            #expect(!runtime.simulateUserSwipe(in: pager, direction: .forward))
            #expect(log.events.isEmpty)
        }
    }
}

/// A data source over a fixed list of pages that is also a delegate recording its calls.
@MainActor
final class PageControllerTestDataSource: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    let log: EventLog

    init(pages: [UIViewController], log: EventLog) {
        self.pages = pages
        self.log = log
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        log.record("delegate.willTransitionTo(\(pendingViewControllers.map(containerTestName).joined(separator: ",")))")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        log.record("delegate.didFinishAnimating(\(previousViewControllers.map(containerTestName).joined(separator: ",")), completed: \(completed))")
    }
}
