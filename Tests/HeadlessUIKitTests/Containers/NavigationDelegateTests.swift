import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §2.6: the navigation delegate's willShow / didShow timing.
    @MainActor
    @Suite("Navigation: delegate")
    struct NavigationDelegateTests {
        @Test("A push calls willShow before the new top appears and didShow after its viewDidAppear")
        func pushCallsWillShowThenDidShowAfterViewDidAppear() async throws {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: RecordingViewController("root", log: log))
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let delegate = NavigationDelegateRecorder(log: log)
            navigation.delegate = delegate
            _ = log.take()

            navigation.pushViewController(RecordingViewController("pushed", log: log), animated: true)

            #expect(!log.events.contains { $0.hasPrefix("nav.") }, "the delegate is called inside the deferred transition")
            await HeadlessRuntime.shared.waitUntilIdle()
            let events = log.take()
            let willShow = try #require(events.firstIndex(of: "nav.willShow(pushed)"))
            let rootWillDisappear = try #require(events.firstIndex(of: "root.viewWillDisappear"))
            let willAppear = try #require(events.firstIndex(of: "pushed.viewWillAppear"))
            let didAppear = try #require(events.firstIndex(of: "pushed.viewDidAppear"))
            let didMove = try #require(events.firstIndex(of: "pushed.didMove(UINavigationController)"))
            let didShow = try #require(events.firstIndex(of: "nav.didShow(pushed)"))
            #expect(willShow < rootWillDisappear)
            #expect(willShow < willAppear)
            #expect(didAppear < didShow)
            #expect(didMove < didShow)
            #expect(events.last == "nav.didShow(pushed)")
            #expect(delegate.willShowAnimatedFlags == [true])
            #expect(delegate.didShowAnimatedFlags == [true])
        }

        @Test("A pop calls willShow and didShow for the controller revealed underneath")
        func popCallsDelegateForTheRevealedController() async throws {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: RecordingViewController("root", log: log))
            navigation.pushViewController(RecordingViewController("top", log: log), animated: false)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let delegate = NavigationDelegateRecorder(log: log)
            navigation.delegate = delegate
            _ = log.take()

            navigation.popViewController(animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            let events = log.take()
            #expect(events.filter { $0.hasPrefix("nav.") } == ["nav.willShow(root)", "nav.didShow(root)"])
            let didAppear = try #require(events.firstIndex(of: "root.viewDidAppear"))
            let didShow = try #require(events.firstIndex(of: "nav.didShow(root)"))
            #expect(didAppear < didShow)
            #expect(delegate.didShowAnimatedFlags == [false])
        }

        @Test("A non-animated setViewControllers calls willShow and didShow for the new top")
        func setViewControllersCallsDelegateForNewTop() async {
            let log = EventLog()
            let root = RecordingViewController("root", log: log)
            let navigation = UINavigationController(rootViewController: root)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let delegate = NavigationDelegateRecorder(log: log)
            navigation.delegate = delegate
            _ = log.take()

            navigation.setViewControllers([root, RecordingViewController("detail", log: log)], animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(log.take().filter { $0.hasPrefix("nav.") } == ["nav.willShow(detail)", "nav.didShow(detail)"])
        }

        @Test("Each of two pushes in a row is reported by its own willShow/didShow pair, in order")
        func twoPushesAreReportedInOrder() async {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: RecordingViewController("root", log: log))
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let delegate = NavigationDelegateRecorder(log: log)
            navigation.delegate = delegate
            _ = log.take()

            navigation.pushViewController(RecordingViewController("first", log: log), animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            navigation.pushViewController(RecordingViewController("second", log: log), animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            #expect(
                log.take().filter { $0.hasPrefix("nav.") }
                    == ["nav.willShow(first)", "nav.didShow(first)", "nav.willShow(second)", "nav.didShow(second)"])
        }
    }
}
