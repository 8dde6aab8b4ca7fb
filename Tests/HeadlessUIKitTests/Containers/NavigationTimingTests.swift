import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.2 push/pop rows, §2.3 and §6: what a navigation change does at once and what it defers.
    @MainActor
    @Suite("Navigation: timing")
    struct NavigationTimingTests {
        @Test("A push records only willMove synchronously and does not load the pushed view")
        func pushDefersEverythingButWillMove() async {
            let log = EventLog()
            let root = RecordingViewController("root", log: log)
            let navigation = UINavigationController(rootViewController: root)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            _ = log.take()
            let pushed = RecordingViewController("pushed", log: log)

            navigation.pushViewController(pushed, animated: true)

            #expect(log.take() == ["pushed.willMove(UINavigationController)"])
            #expect(!pushed.isViewLoaded, "§1.1: pushing does not load the view synchronously")
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(appearanceEvents(log.take()).contains("pushed.viewDidAppear"))
        }

        @Test("A pop sends willMove(nil) synchronously and nothing else")
        func popSendsWillMoveNilSynchronously() async {
            let log = EventLog()
            let root = RecordingViewController("root", log: log)
            let navigation = UINavigationController(rootViewController: root)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let top = RecordingViewController("top", log: log)
            navigation.pushViewController(top, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()
            _ = log.take()

            navigation.popViewController(animated: true)

            #expect(log.take() == ["top.willMove(nil)"])
            #expect(navigation.viewControllers == [root])
        }

        @Test("A popped controller keeps its navigationController in viewWillDisappear and loses it at the end")
        func poppedControllerKeepsNavigationControllerUntilTheEnd() async throws {
            let navigation = UINavigationController(rootViewController: UIViewController())
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let probe = ContainmentProbeViewController()
            navigation.pushViewController(probe, animated: false)
            await HeadlessRuntime.shared.waitUntilIdle()

            navigation.popViewController(animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()

            let willDisappear = try #require(probe.snapshot("viewWillDisappear"))
            #expect(willDisappear.navigationController == ObjectIdentifier(navigation))
            #expect(willDisappear.parent == ObjectIdentifier(navigation))
            #expect(probe.navigationController == nil)
            #expect(probe.parent == nil)
        }

        @Test("didMove(toParent: nav) comes only after the pushed controller's viewDidAppear")
        func didMoveComesAfterViewDidAppear() async throws {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: RecordingViewController("root", log: log))
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            _ = log.take()

            navigation.pushViewController(RecordingViewController("pushed", log: log), animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()

            let events = log.take()
            let didAppear = try #require(events.firstIndex(of: "pushed.viewDidAppear"))
            let didMove = try #require(events.firstIndex(of: "pushed.didMove(UINavigationController)"))
            #expect(didAppear < didMove)
            #expect(events.filter { $0 == "pushed.didMove(UINavigationController)" }.count == 1)
        }

        @Test("An animated push in a window has a transition coordinator right after the call, none after")
        func animatedPushHasACoordinatorWhileInFlight() async {
            let navigation = UINavigationController(rootViewController: UIViewController())
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let pushed = UIViewController()

            navigation.pushViewController(pushed, animated: true)

            #expect(navigation.transitionCoordinator != nil)
            #expect(pushed.transitionCoordinator != nil, "the coordinator is found through ancestors")
            #expect(navigation.transitionCoordinator?.presentationStyle == UIModalPresentationStyle.none)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(navigation.transitionCoordinator == nil)
            #expect(pushed.transitionCoordinator == nil)
        }

        @Test("A non-animated push has no transition coordinator")
        func nonAnimatedPushHasNoCoordinator() async {
            let navigation = UINavigationController(rootViewController: UIViewController())
            await HeadlessRuntime.shared.showInFreshWindow(navigation)

            navigation.pushViewController(UIViewController(), animated: false)

            #expect(navigation.transitionCoordinator == nil)
            await HeadlessRuntime.shared.waitUntilIdle()
        }

        @Test("A non-animated push ends within the first commit")
        func nonAnimatedPushEndsInFirstCommit() async {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: RecordingViewController("root", log: log))
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            _ = log.take()
            let firstTurn = ContainerCompletionBox<String>()

            navigation.pushViewController(RecordingViewController("pushed", log: log), animated: false)
            await HeadlessRuntime.shared.runInNextContainerTestTurn { firstTurn.values = log.events }

            #expect(firstTurn.values.contains("pushed.viewWillAppear"))
            #expect(firstTurn.values.contains("pushed.viewDidAppear"))
            #expect(firstTurn.values.contains("pushed.didMove(UINavigationController)"))
            await HeadlessRuntime.shared.waitUntilIdle()
        }

        @Test("An animated push runs its will-callbacks in the first commit and ends one turn later")
        func animatedPushEndsOneTurnAfterItsCommit() async {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: RecordingViewController("root", log: log))
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            _ = log.take()
            let firstTurn = ContainerCompletionBox<String>()
            let pushed = RecordingViewController("pushed", log: log)

            navigation.pushViewController(pushed, animated: true)
            await HeadlessRuntime.shared.runInNextContainerTestTurn { firstTurn.values = log.events }

            #expect(firstTurn.values.contains("pushed.viewWillAppear"))
            #expect(!firstTurn.values.contains("pushed.viewDidAppear"))
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(log.take().contains("pushed.viewDidAppear"))
        }

        @Test("runTurns(1) after an animated push stops while it is in flight")
        func runTurnsOneObservesTheAnimatedPushInFlight() async {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: RecordingViewController("root", log: log))
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            _ = log.take()

            navigation.pushViewController(RecordingViewController("pushed", log: log), animated: true)
            await HeadlessRuntime.shared.runTurns(1)

            let firstTurn = log.events
            #expect(firstTurn.contains("pushed.viewWillAppear"))
            #expect(!firstTurn.contains("pushed.viewDidAppear"), "an animated transition ends one turn after its commit")
            #expect(navigation.transitionCoordinator != nil)
            await HeadlessRuntime.shared.waitUntilIdle()
        }

        @Test("Under iOS 17 an animated push joins the stack only on the next turn")
        func iOS17HoldsAnimatedPushUntilNextTurn() async {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            HeadlessRuntime.shared.systemBehavior = .iOS17
            let pushed = UIViewController()

            navigation.pushViewController(pushed, animated: true)

            #expect(navigation.viewControllers == [root])
            #expect(pushed.parent == nil)
            #expect(navigation.transitionCoordinator == nil)
            await HeadlessRuntime.shared.runTurns(1)
            #expect(navigation.viewControllers == [root, pushed])
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(navigation.topViewController === pushed)
        }

        @Test("Under iOS 17 a non-animated push still joins the stack at once")
        func iOS17NonAnimatedPushIsImmediate() async {
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            HeadlessRuntime.shared.systemBehavior = .iOS17
            let pushed = UIViewController()

            navigation.pushViewController(pushed, animated: false)

            #expect(navigation.viewControllers == [root, pushed])
            await HeadlessRuntime.shared.waitUntilIdle()
        }

        @Test("A second animated push while one is in flight warns and both end up on the stack")
        func nestedAnimatedPushWarnsAndKeepsBoth() async {
            let log = EventLog()
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            await HeadlessRuntime.shared.showInFreshWindow(navigation)
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let first = RecordingViewController("first", log: log)
            let second = RecordingViewController("second", log: log)

            let firstInFlight = ContainerCompletionBox<Bool>()

            navigation.pushViewController(first, animated: true)
            await HeadlessRuntime.shared.runInNextContainerTestTurn {
                firstInFlight.values.append(log.events.contains("first.viewWillAppear") && !log.events.contains("first.viewDidAppear"))
                navigation.pushViewController(second, animated: true)
            }

            #expect(firstInFlight.values == [true])
            #expect(HeadlessRuntime.shared.warnings.map(\.kind) == [.nestedPushAnimation])
            #expect(HeadlessRuntime.shared.warnings.first?.message == "nested push animation can result in corrupted navigation bar")
            #expect(navigation.viewControllers == [root, first, second])
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(navigation.viewControllers == [root, first, second])
            #expect(navigation.topViewController === second)
            #expect(second.isViewLoaded)
            #expect(log.events.contains("second.viewDidAppear"))
            #expect(HeadlessRuntime.shared.exceptions.isEmpty)
        }

        @Test("Push and pop on a navigation controller outside any window deliver no appearance callbacks")
        func noAppearanceCallbacksOutsideAWindow() async {
            let log = EventLog()
            let root = RecordingViewController("root", log: log)
            let pushed = RecordingViewController("pushed", log: log)
            let navigation = UINavigationController(rootViewController: root)

            navigation.pushViewController(pushed, animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()
            navigation.popViewController(animated: true)
            await HeadlessRuntime.shared.waitUntilIdle()

            let events = log.take()
            #expect(appearanceEvents(events).isEmpty)
            #expect(events.contains("pushed.didMove(UINavigationController)"), "containment still completes")
            #expect(events.contains("pushed.didMove(nil)"))
            #expect(!events.contains { $0.hasSuffix(".viewDidLoad") }, "nothing loads views off screen")
        }
    }
}
