import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// A navigation controller defers its transitions to its view's layout; `layoutIfNeeded()`
    /// on the window, on the navigation controller's view or on an ancestor runs that layout now.
    @MainActor
    @Suite("Layout: navigation controller")
    struct NavigationLayoutTests {
        @Test(
            "A non-animated push reaches the window in layoutIfNeeded, with the commit's callbacks, once",
            arguments: LayoutReceiver.allCases)
        func pushIsForcedByLayout(receiver: LayoutReceiver) async {
            let stage = await NavigationLayoutStage.make()
            let root = stage.stack[0]
            let pushed = RecordingViewController("pushed", log: stage.log)

            stage.navigation.pushViewController(pushed, animated: false)

            #expect(pushed.viewIfLoaded?.window == nil, "the push waits for the navigation controller's layout")
            #expect(stage.log.take() == ["pushed.willMove(UINavigationController)"])

            stage.view(for: receiver).layoutIfNeeded()

            #expect(pushed.viewIfLoaded?.window === stage.window)
            #expect(root.viewIfLoaded?.window == nil, "a non-animated transition ends inside the layout pass")
            #expect(
                stage.log.take() == [
                    "pushed.viewDidLoad",
                    "root.viewWillDisappear",
                    "pushed.viewWillAppear",
                    "pushed.viewIsAppearing",
                    "root.viewDidDisappear",
                    "pushed.viewDidAppear",
                    "pushed.didMove(UINavigationController)",
                ])
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(stage.log.take().isEmpty, "the commit does not run the forced transition again")
            #expect(pushed.view.window === stage.window)
        }

        @Test("A non-animated setViewControllers shows the new top in layoutIfNeeded", arguments: LayoutReceiver.allCases)
        func setViewControllersIsForcedByLayout(receiver: LayoutReceiver) async {
            let stage = await NavigationLayoutStage.make()
            let root = stage.stack[0]
            let middle = RecordingViewController("middle", log: stage.log)
            let top = RecordingViewController("top", log: stage.log)

            stage.navigation.setViewControllers([root, middle, top], animated: false)

            #expect(top.viewIfLoaded?.window == nil)
            #expect(stage.log.take() == ["middle.willMove(UINavigationController)", "top.willMove(UINavigationController)"])

            stage.view(for: receiver).layoutIfNeeded()

            #expect(top.viewIfLoaded?.window === stage.window)
            #expect(!middle.isViewLoaded, "only the top's view is put in place")
            #expect(
                stage.log.take() == [
                    "top.viewDidLoad",
                    "root.viewWillDisappear",
                    "top.viewWillAppear",
                    "top.viewIsAppearing",
                    "root.viewDidDisappear",
                    "top.viewDidAppear",
                    "middle.didMove(UINavigationController)",
                    "top.didMove(UINavigationController)",
                ])
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(stage.log.take().isEmpty)
        }

        @Test("A non-animated popToViewController shows the target in layoutIfNeeded", arguments: LayoutReceiver.allCases)
        func popToViewControllerIsForcedByLayout(receiver: LayoutReceiver) async {
            let stage = await NavigationLayoutStage.make(stack: ["root", "middle", "top"])
            let (root, middle, top) = (stage.stack[0], stage.stack[1], stage.stack[2])

            let popped = stage.navigation.popToViewController(root, animated: false)

            #expect(popped?.count == 2 && popped?.first === middle && popped?.last === top)
            #expect(root.viewIfLoaded?.window == nil)
            #expect(top.viewIfLoaded?.window === stage.window, "the leaving view stays until the transition")
            #expect(stage.log.take() == ["top.willMove(nil)", "middle.willMove(nil)"])

            stage.view(for: receiver).layoutIfNeeded()

            #expect(root.viewIfLoaded?.window === stage.window)
            #expect(top.viewIfLoaded?.window == nil)
            #expect(
                stage.log.take() == [
                    "root.viewDidLoad",
                    "top.viewWillDisappear",
                    "root.viewWillAppear",
                    "root.viewIsAppearing",
                    "top.viewDidDisappear",
                    "root.viewDidAppear",
                    "middle.didMove(nil)",
                    "top.didMove(nil)",
                ])
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(stage.log.take().isEmpty)
        }

        @Test("A non-animated pop is forced the same way")
        func popIsForcedByLayout() async {
            let stage = await NavigationLayoutStage.make(stack: ["root", "top"])
            let (root, top) = (stage.stack[0], stage.stack[1])

            stage.navigation.popViewController(animated: false)
            stage.window.layoutIfNeeded()

            #expect(root.viewIfLoaded?.window === stage.window)
            #expect(top.viewIfLoaded?.window == nil)
            #expect(
                appearanceEvents(stage.log.take()) == [
                    "top.viewWillDisappear",
                    "root.viewWillAppear",
                    "root.viewIsAppearing",
                    "top.viewDidDisappear",
                    "root.viewDidAppear",
                ])
        }

        @Test("The delegate hears willShow and didShow inside layoutIfNeeded, and only there")
        func delegateIsToldInsideTheLayoutPass() async {
            let stage = await NavigationLayoutStage.make()
            let recorder = NavigationDelegateRecorder(log: stage.log)
            stage.navigation.delegate = recorder

            stage.navigation.pushViewController(RecordingViewController("pushed", log: stage.log), animated: false)
            _ = stage.log.take()
            stage.window.layoutIfNeeded()

            let forced = stage.log.take()
            #expect(forced.first == "nav.willShow(pushed)")
            #expect(forced.last == "nav.didShow(pushed)")
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(stage.log.take().isEmpty)
        }

        @Test("Two non-animated pushes in one turn: layoutIfNeeded shows the last, each controller appears at most once")
        func twoPushesInOneTurn() async {
            let stage = await NavigationLayoutStage.make()
            let first = RecordingViewController("first", log: stage.log)
            let second = RecordingViewController("second", log: stage.log)

            stage.navigation.pushViewController(first, animated: false)
            stage.navigation.pushViewController(second, animated: false)
            stage.window.layoutIfNeeded()

            #expect(second.viewIfLoaded?.window === stage.window)
            #expect(!first.isViewLoaded)
            await HeadlessRuntime.shared.waitUntilIdle()
            let events = stage.log.take()
            #expect(
                appearanceEvents(events) == [
                    "root.viewWillDisappear",
                    "second.viewWillAppear",
                    "second.viewIsAppearing",
                    "root.viewDidDisappear",
                    "second.viewDidAppear",
                ])
            #expect(
                events.filter { $0.hasSuffix(".didMove(UINavigationController)") } == [
                    "first.didMove(UINavigationController)",
                    "second.didMove(UINavigationController)",
                ])
        }

        @Test("An animated push starts in layoutIfNeeded but ends only on a later turn")
        func animatedPushStartsButDoesNotFinish() async {
            let stage = await NavigationLayoutStage.make()
            let pushed = RecordingViewController("pushed", log: stage.log)

            stage.navigation.pushViewController(pushed, animated: true)
            _ = stage.log.take()
            stage.window.layoutIfNeeded()

            #expect(pushed.viewIfLoaded?.window === stage.window, "the views are in place from the start of the transition")
            #expect(
                appearanceEvents(stage.log.take()) == [
                    "root.viewWillDisappear",
                    "pushed.viewWillAppear",
                    "pushed.viewIsAppearing",
                ])
            #expect(stage.navigation.transitionCoordinator != nil)
            #expect(!HeadlessRuntime.shared.isIdle)

            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(
                stage.log.take() == [
                    "root.viewDidDisappear",
                    "pushed.viewDidAppear",
                    "pushed.didMove(UINavigationController)",
                ])
            #expect(stage.navigation.transitionCoordinator == nil)
        }

        @Test("A push waiting behind a running animated push stays waiting")
        func waitingPushIsNotForced() async {
            let stage = await NavigationLayoutStage.make()
            HeadlessRuntime.shared.startRecordingContainerDiagnostics()
            let first = RecordingViewController("first", log: stage.log)
            let second = RecordingViewController("second", log: stage.log)
            stage.navigation.pushViewController(first, animated: true)
            await HeadlessRuntime.shared.runTurns(1)
            #expect(stage.navigation.transitionCoordinator != nil, "the first push is in flight")

            stage.navigation.pushViewController(second, animated: false)
            stage.window.layoutIfNeeded()

            #expect(!second.isViewLoaded, "the lane is busy: the second push waits for the first")
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(second.viewIfLoaded?.window === stage.window)
            #expect(stage.log.events.filter { $0 == "second.viewDidAppear" }.count == 1)
        }

        @Test(
            "layoutIfNeeded on a view that is neither the container's view nor an ancestor forces nothing",
            arguments: ["unrelated view in the window", "the current top's view", "a view outside any window"])
        func unrelatedViewsForceNothing(which: String) async {
            let stage = await NavigationLayoutStage.make()
            let unrelated = UIView()
            stage.window.addSubview(unrelated)
            await HeadlessRuntime.shared.waitUntilIdle()
            let pushed = RecordingViewController("pushed", log: stage.log)
            stage.navigation.pushViewController(pushed, animated: false)
            _ = stage.log.take()

            switch which {
            case "unrelated view in the window": unrelated.layoutIfNeeded()
            case "the current top's view": stage.stack[0].view.layoutIfNeeded()
            default: UIView().layoutIfNeeded()
            }

            #expect(!pushed.isViewLoaded)
            #expect(stage.log.take().isEmpty)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(pushed.viewIfLoaded?.window === stage.window, "the commit still runs the push")
        }

        @Test("layoutIfNeeded on a navigation controller outside any window forces nothing; the commit runs the push")
        func navigationOutsideAWindowIsNotForced() async {
            let log = EventLog()
            let navigation = UINavigationController(rootViewController: RecordingViewController("root", log: log))
            navigation.loadViewIfNeeded()
            await HeadlessRuntime.shared.waitUntilIdle()
            _ = log.take()
            let pushed = RecordingViewController("pushed", log: log)

            navigation.pushViewController(pushed, animated: false)
            navigation.view.layoutIfNeeded()

            #expect(log.take() == ["pushed.willMove(UINavigationController)"])
            #expect(!pushed.isViewLoaded)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(pushed.viewIfLoaded?.superview === navigation.view)
            #expect(log.take() == ["pushed.viewDidLoad", "pushed.didMove(UINavigationController)"])
        }

        @Test("isIdle stays false after a forced transition until the commit has run; waitUntilIdle then returns")
        func idlenessAfterAForcedTransition() async {
            let stage = await NavigationLayoutStage.make()
            let pushed = RecordingViewController("pushed", log: stage.log)

            stage.navigation.pushViewController(pushed, animated: false)
            stage.window.layoutIfNeeded()

            #expect(!HeadlessRuntime.shared.isIdle, "the turn's commit is still due")
            await HeadlessRuntime.shared.runTurns(1)
            #expect(HeadlessRuntime.shared.isIdle)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(pushed.view.window === stage.window)
        }

        @Test("A CATransaction completion waiting for a forced push runs at the commit, not inside layoutIfNeeded")
        func transactionCompletionWaitsForTheCommit() async throws {
            let stage = await NavigationLayoutStage.make()
            let pushed = RecordingViewController("pushed", log: stage.log)

            CATransaction.begin()
            CATransaction.setCompletionBlock { stage.log.record("transaction completion") }
            stage.navigation.pushViewController(pushed, animated: false)
            CATransaction.commit()
            stage.window.layoutIfNeeded()

            #expect(stage.log.events.contains("pushed.viewDidAppear"))
            #expect(!stage.log.events.contains("transaction completion"), "Core Animation runs completions when it commits")
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(stage.log.events.filter { $0 == "transaction completion" }.count == 1)
            let didAppear = try #require(stage.log.events.firstIndex(of: "pushed.viewDidAppear"))
            let completion = try #require(stage.log.events.firstIndex(of: "transaction completion"))
            #expect(didAppear < completion)
        }

        @Test("Under iOS 17 a held animated push is not released by layoutIfNeeded")
        func iOS17HeldPushIsNotForced() async {
            let stage = await NavigationLayoutStage.make()
            HeadlessRuntime.shared.systemBehavior = .iOS17
            let pushed = RecordingViewController("pushed", log: stage.log)

            stage.navigation.pushViewController(pushed, animated: true)
            stage.window.layoutIfNeeded()

            #expect(stage.navigation.viewControllers.count == 1, "UIKit applies a held push after the commit")
            #expect(!pushed.isViewLoaded)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(stage.navigation.topViewController === pushed)
            #expect(pushed.viewIfLoaded?.window === stage.window)
        }

        @Test("Under iOS 17 a non-animated push is forced like under iOS 18")
        func iOS17NonAnimatedPushIsForced() async {
            let stage = await NavigationLayoutStage.make()
            HeadlessRuntime.shared.systemBehavior = .iOS17
            let pushed = RecordingViewController("pushed", log: stage.log)

            stage.navigation.pushViewController(pushed, animated: false)
            stage.window.layoutIfNeeded()

            #expect(pushed.viewIfLoaded?.window === stage.window)
        }

        @Test("Forcing one navigation controller keeps isMovingToParent for another one's push still waiting")
        func forcingOneContainerKeepsTheOthersMovementFlags() async throws {
            let stacks = await TwoStacks.pushingAProbeOntoEach()
            let (leftProbe, rightProbe) = (stacks.leftProbe, stacks.rightProbe)
            stacks.left.view.layoutIfNeeded()

            #expect(try #require(leftProbe.snapshot("viewWillAppear")).isMovingToParent)
            #expect(rightProbe.snapshots.isEmpty, "only the left navigation controller was laid out")
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(try #require(rightProbe.snapshot("viewWillAppear")).isMovingToParent)
            #expect(!rightProbe.isMovingToParent)
        }
    }
}
