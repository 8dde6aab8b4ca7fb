import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// The interactive pop: the edge swipe and the content pan, finished and cancelled.
    @MainActor
    @Suite("Gestures: interactive pop")
    struct InteractivePopTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        @Test("Beginning the swipe takes the top off the stack at once and starts an interactive transition at the next commit")
        func beginningChangesTheStackAndStartsInteractively() async throws {
            let log = EventLog()
            let (navigation, root, top) = await gestureTestStack(log: log)
            let delegate = NavigationDelegateRecorder(log: log)
            navigation.delegate = delegate

            let interaction = try #require(runtime.beginInteractivePop(in: navigation))

            #expect(navigation.viewControllers == [root])
            #expect(log.take() == ["top.willMove(nil)"])
            await runtime.runTurns(1)
            #expect(log.take() == ["nav.willShow(root)", "root.viewDidLoad", "top.viewWillDisappear", "root.viewWillAppear", "root.viewIsAppearing"])
            let coordinator = try #require(navigation.transitionCoordinator)
            #expect(coordinator.isInteractive && coordinator.initiallyInteractive && !coordinator.isCancelled)
            #expect(top.parent === navigation, "the popped controller keeps its parent until the transition ends")
            #expect(interaction.phase == .tracking)
        }

        @Test("While the finger is down the pop never ends, however much time passes, and waiting for idle returns")
        func theFingerHoldsTheTransition() async throws {
            let log = EventLog()
            let (navigation, _, _) = await gestureTestStack(log: log)
            let interaction = try #require(runtime.beginInteractivePop(in: navigation))
            interaction.update(percentComplete: 0.5)

            await runtime.advanceTime(by: 60)
            await runtime.waitUntilIdle()

            #expect(appearanceEvents(log.take()) == ["top.viewWillDisappear", "root.viewWillAppear", "root.viewIsAppearing"])
            #expect(navigation.transitionCoordinator?.percentComplete == 0.5)
            interaction.finish()
            await runtime.waitUntilIdle()
            #expect(navigation.transitionCoordinator == nil)
        }

        @Test("Finishing runs the interaction handlers at the lift, then ends the pop after the rest of the duration")
        func finishingEndsThePop() async throws {
            let log = EventLog()
            let (navigation, root, top) = await gestureTestStack(log: log)
            let delegate = NavigationDelegateRecorder(log: log)
            navigation.delegate = delegate
            let interaction = try #require(runtime.beginInteractivePop(in: navigation))
            await runtime.runTurns(1)
            _ = log.take()
            let coordinator = try #require(navigation.transitionCoordinator)
            var lifted: (interactive: Bool, cancelled: Bool)?
            coordinator.notifyWhenInteractionChanges { context in lifted = (context.isInteractive, context.isCancelled) }
            var completedCancelled: Bool?
            coordinator.animate(alongsideTransition: nil) { context in completedCancelled = context.isCancelled }

            interaction.update(percentComplete: 0.25)
            interaction.finish()

            #expect(lifted?.interactive == false && lifted?.cancelled == false)
            #expect(interaction.phase == .finishing)
            await runtime.advanceTime(by: 0.3 * 0.75 - 0.01)
            #expect(log.take().isEmpty, "three quarters of the duration remain after a lift at a quarter")
            await runtime.advanceTime(by: 0.02)
            #expect(log.take() == ["top.viewDidDisappear", "root.viewDidAppear", "top.didMove(nil)", "nav.didShow(root)"])
            #expect(completedCancelled == false)
            #expect(navigation.viewControllers == [root])
            #expect(top.parent == nil)
        }

        @Test("Cancelling restores the stack and reverses the appearance callbacks; the delegate hears no didShow")
        func cancellingRestoresEverything() async throws {
            let log = EventLog()
            let (navigation, root, top) = await gestureTestStack(log: log)
            let delegate = NavigationDelegateRecorder(log: log)
            navigation.delegate = delegate
            let interaction = try #require(runtime.beginInteractivePop(in: navigation))
            await runtime.runTurns(1)
            _ = log.take()
            let coordinator = try #require(navigation.transitionCoordinator)
            var liftedCancelled: Bool?
            coordinator.notifyWhenInteractionChanges { context in liftedCancelled = context.isCancelled }
            var completedCancelled: Bool?
            coordinator.animate(alongsideTransition: nil) { context in completedCancelled = context.isCancelled }

            interaction.update(percentComplete: 0.4)
            interaction.cancel()
            #expect(liftedCancelled == true)
            #expect(navigation.viewControllers == [root], "the stack comes back when the cancelled animation ends")
            await runtime.advanceTime(by: 0.3 * 0.4 - 0.01)
            #expect(log.take().isEmpty, "going back takes the share of the duration already travelled")
            await runtime.advanceTime(by: 0.02)

            #expect(
                log.take() == [
                    "root.viewWillDisappear", "top.viewWillAppear", "top.viewIsAppearing", "root.viewDidDisappear", "top.viewDidAppear",
                ])
            #expect(completedCancelled == true)
            #expect(navigation.viewControllers == [root, top])
            #expect(navigation.topViewController === top)
            #expect(top.parent === navigation)
            #expect(top.view.superview === navigation.view)
            #expect(root.viewIfLoaded?.superview == nil)
            #expect(navigation.transitionCoordinator == nil)
            #expect(runtime.warnings.isEmpty)
        }

        @Test("After a cancelled pop the stack works as before: a programmatic pop and a second swipe both pop")
        func theStackWorksAfterACancel() async throws {
            let log = EventLog()
            let (navigation, root, _) = await gestureTestStack(log: log)
            #expect(runtime.simulateInteractivePop(in: navigation, cancelled: true))
            await runtime.waitUntilIdle()

            #expect(runtime.simulateInteractivePop(in: navigation))
            await runtime.waitUntilIdle()

            #expect(navigation.viewControllers == [root])
            #expect(runtime.warnings.isEmpty)
            #expect(runtime.exceptions.isEmpty)
        }

        @Test("A push made while the finger is down waits on the navigation controller's lane until the pop ends")
        func aPushWaitsForTheFinger() async throws {
            let log = EventLog()
            let (navigation, root, _) = await gestureTestStack(log: log)
            let interaction = try #require(runtime.beginInteractivePop(in: navigation))
            await runtime.runTurns(1)
            let pushed = RecordingViewController("pushed", log: log)

            navigation.pushViewController(pushed, animated: false)
            await runtime.waitUntilIdle()
            #expect(!appearanceEvents(log.take()).contains("pushed.viewDidAppear"))

            interaction.finish()
            await runtime.waitUntilIdle()
            #expect(appearanceEvents(log.take()).contains("pushed.viewDidAppear"))
            #expect(navigation.viewControllers == [root, pushed])
        }

        @Test("The swipe does not begin without a controller to go back to, a back button, an enabled recogniser or a free lane")
        func refusals() async throws {
            let log = EventLog()
            let (navigation, root, top) = await gestureTestStack(log: log)

            top.navigationItem.hidesBackButton = true
            #expect(runtime.beginInteractivePop(in: navigation) == nil)
            top.navigationItem.hidesBackButton = false
            top.navigationItem.leftBarButtonItem = UIBarButtonItem()
            #expect(runtime.beginInteractivePop(in: navigation) == nil)
            top.navigationItem.leftItemsSupplementBackButton = true
            navigation.interactivePopGestureRecognizer?.isEnabled = false
            #expect(runtime.beginInteractivePop(in: navigation) == nil)
            navigation.interactivePopGestureRecognizer?.isEnabled = true
            let refusing = RefusingGestureDelegate()
            navigation.interactivePopGestureRecognizer?.delegate = refusing
            #expect(runtime.beginInteractivePop(in: navigation) == nil)
            #expect(refusing.asked == 1)
            #expect(runtime.beginInteractivePop(in: navigation, with: .contentPan) != nil, "the content pan has a recogniser of its own")
            await runtime.waitUntilIdle()
            #expect(runtime.beginInteractivePop(in: navigation) == nil, "the stack holds one controller")

            #expect(navigation.viewControllers == [root])
            #expect(log.take().contains("top.willMove(nil)"))
        }

        @Test("The swipe does not begin while the navigation controller runs a transition")
        func noSwipeDuringATransition() async {
            let log = EventLog()
            let (navigation, _, _) = await gestureTestStack(log: log)
            navigation.pushViewController(UIViewController(), animated: true)
            await runtime.runTurns(1)

            #expect(runtime.beginInteractivePop(in: navigation) == nil)
            #expect(!runtime.simulateBackButtonTap(in: navigation))
            await runtime.waitUntilIdle()
            #expect(navigation.viewControllers.count == 3)
        }

        @Test("Neither the swipe nor the back button reaches a navigation controller covered by a sheet")
        func noGestureUnderAPresentation() async throws {
            let log = EventLog()
            let (navigation, root, top) = await gestureTestStack(log: log)
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .pageSheet
            navigation.present(sheet, animated: false)
            await runtime.waitUntilIdle()

            #expect(runtime.beginInteractivePop(in: navigation) == nil)
            #expect(!runtime.simulateBackButtonTap(in: navigation))
            await runtime.waitUntilIdle()

            #expect(navigation.viewControllers == [root, top])
        }

        @Test("A tap on the back button pops the top with animation, and does nothing when the button is hidden")
        func backButtonTap() async throws {
            let log = EventLog()
            let (navigation, root, top) = await gestureTestStack(log: log)
            top.navigationItem.hidesBackButton = true
            #expect(!runtime.simulateBackButtonTap(in: navigation))
            top.navigationItem.hidesBackButton = false

            #expect(runtime.simulateBackButtonTap(in: navigation))
            #expect(navigation.transitionCoordinator?.isInteractive == false)
            await runtime.waitUntilIdle()

            #expect(navigation.viewControllers == [root])
            #expect(
                appearanceEvents(log.take()) == [
                    "top.viewWillDisappear", "root.viewWillAppear", "root.viewIsAppearing", "top.viewDidDisappear", "root.viewDidAppear",
                ])
        }

        @Test("A reset lifts a finger still down, cancelling its gesture")
        func resetLiftsTheFinger() async throws {
            let log = EventLog()
            let (navigation, _, top) = await gestureTestStack(log: log)
            let interaction = try #require(runtime.beginInteractivePop(in: navigation))
            await runtime.runTurns(1)

            await runtime.reset()

            #expect(interaction.phase == .cancelling)
            #expect(top.parent === navigation)
        }

        @Test("A finger lifted before the transition started still ends it, after the share it had travelled")
        func liftBeforeTheCommit() async throws {
            let log = EventLog()
            let (navigation, root, top) = await gestureTestStack(log: log)
            let interaction = try #require(runtime.beginInteractivePop(in: navigation))
            interaction.update(percentComplete: 0.9)
            interaction.cancel()
            interaction.finish()

            await runtime.waitUntilIdle()

            #expect(interaction.phase == .cancelling, "the first lift counts")
            #expect(navigation.viewControllers == [root, top])
        }
    }
}
