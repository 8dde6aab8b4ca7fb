import Foundation
import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// `DefaultRouter.result(of:)`: a flow shows a controller, which produces a value once; the
    /// flow ends exactly once, with the value, the navigation's error or a `ResultFlowError`, and
    /// its controllers are released afterwards.
    @MainActor
    @Suite("Results: a flow returns a value")
    struct ResultFlowTests {
        let runtime = HeadlessRuntime.shared
        let router = DefaultRouter(logger: nil)
        let flows = FlowConfiguration()

        /// A window whose root is a navigation stack [home].
        @discardableResult
        private func showHome() async -> UINavigationController {
            let navigation = UINavigationController(rootViewController: FlowHomeScreen())
            await runtime.showInFreshWindow(navigation)
            return navigation
        }

        /// Starts a flow with the completion form, waits until the screen has settled, and returns
        /// the picker it showed, held weakly by the caller.
        private func startFlow(
            _ step: DestinationStep<ColorPickerScreen, Void>, closing: ResultFlowClosing, endings: FlowEndings
        ) async -> ColorPickerScreen? {
            router.result(of: step, with: (), closing: closing) { endings($0) }
            await runtime.waitUntilIdle()
            return topPicker()
        }

        private func topPicker() -> ColorPickerScreen? {
            let window = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
            var top = window?.rootViewController
            while let presented = top?.presentedViewController { top = presented }
            if let navigation = top as? UINavigationController { top = navigation.topViewController }
            return top as? ColorPickerScreen
        }

        @Test("The first value ends the flow once: a second is refused, the sheet is dismissed and the picker released")
        func valueDismissesPresentation() async throws {
            let navigation = await showHome()
            let endings = FlowEndings()
            weak let picker = await startFlow(flows.sheet, closing: .dismissPresentation, endings: endings)
            let channel = try #require(picker?.resultChannel)
            #expect(channel.isAwaited)

            #expect(channel.send("teal"))
            #expect(!channel.send("coral"), "the flow has its value")
            #expect(endings.outcomes.isEmpty, "the value comes after the sheet is dismissed")
            await runtime.waitUntilIdle()

            #expect(endings.values == ["teal"])
            #expect(navigation.presentedViewController == nil)
            #expect(picker == nil)
            #expect(!channel.send("amber"))
            await runtime.waitUntilIdle()
            #expect(endings.outcomes.count == 1)
        }

        @Test("The async form returns the value after dismissing the whole presentation the flow added")
        func asyncValueDismissesContainer() async throws {
            let navigation = await showHome()
            let task = Task { try await router.result(of: flows.sheetInNavigation, with: (), closing: .dismissPresentation) }
            await runtime.runTurns(1)
            await runtime.waitUntilIdle()
            weak let picker = topPicker()
            weak let sheet = navigation.presentedViewController
            #expect(sheet is UINavigationController)

            #expect(picker?.resultChannel.send("navy") == true)
            await runtime.waitUntilIdle()

            #expect(try await task.value == "navy")
            #expect(navigation.presentedViewController == nil)
            #expect(picker == nil)
            #expect(sheet == nil)
        }

        @Test("popToStart pops everything the flow pushed, back to the entry that was on top when it started")
        func valuePopsToStart() async throws {
            let navigation = await showHome()
            let home = try #require(navigation.topViewController)
            let endings = FlowEndings()
            weak let picker = await startFlow(flows.pushedAfterIntro, closing: .popToStart, endings: endings)
            weak let intro = navigation.viewControllers.dropFirst().first
            #expect(navigation.viewControllers.count == 3)

            picker?.resultChannel.send("olive")
            await runtime.waitUntilIdle()

            #expect(endings.values == ["olive"])
            #expect(navigation.viewControllers == [home])
            #expect(picker == nil)
            #expect(intro == nil)
        }

        @Test("leave returns the value and closes nothing")
        func valueLeavesScreen() async throws {
            let navigation = await showHome()
            let endings = FlowEndings()
            let picker = try #require(await startFlow(flows.sheet, closing: .leave, endings: endings))

            picker.resultChannel.send("plum")
            #expect(endings.values == ["plum"], "nothing to close, so the value comes at once")
            await runtime.waitUntilIdle()
            #expect(navigation.presentedViewController === picker)
            #expect(!picker.resultChannel.isAwaited)
        }

        @Test("A value sent while the navigation still integrates the picker ends the flow when the navigation ends")
        func valueDuringNavigation() async throws {
            let navigation = await showHome()
            let endings = FlowEndings()
            router.result(of: flows.eagerSheet, with: (), closing: .dismissPresentation) { endings($0) }
            await runtime.waitUntilIdle()

            #expect(endings.values == ["early"])
            #expect(navigation.presentedViewController == nil)
        }

        @Test("Cancelling the task ends the flow with flowCancelled and closes what it showed")
        func cancelWhileWaiting() async throws {
            let navigation = await showHome()
            let task = Task { try await router.result(of: flows.sheet, with: (), closing: .dismissPresentation) }
            await runtime.runTurns(1)
            await runtime.waitUntilIdle()
            weak let picker = topPicker()
            #expect(picker != nil)

            task.cancel()
            await runtime.runTurns(1)
            await runtime.waitUntilIdle()
            let error = await #expect(throws: ResultFlowError.self) { try await task.value }
            #expect(error?.code == .flowCancelled)
            #expect(error?.controllerType == ColorPickerScreen.self)
            #expect(error?.resultType == String.self)
            await runtime.waitUntilIdle()
            #expect(navigation.presentedViewController == nil)
            #expect(picker == nil)
            #expect(picker?.resultChannel.send("late") != true)
        }

        @Test("Cancelling before the navigation's turn ends the flow with flowCancelled and shows nothing")
        func cancelWhileQueued() async throws {
            let navigation = await showHome()
            let clock = ManualNavigationClock()
            let router = DefaultRouter(logger: nil, clock: clock)
            let blocker = StepAssembler<PaletteIntroScreen, Void>().finder(.nilFinder).factory(.classFactory).using(SilentAction())
                .from(flows.stack).assemble()
            var blocked: RoutingResult?
            router.commitNavigation(to: blocker, with: ()) { blocked = $0 }
            let task = Task { try await router.result(of: flows.sheet, with: (), closing: .dismissPresentation) }
            await runtime.runTurns(2)

            task.cancel()
            await runtime.runTurns(2)
            let error = await #expect(throws: ResultFlowError.self) { try await task.value }
            #expect(error?.code == .flowCancelled)
            #expect(navigation.presentedViewController == nil)
            clock.advance(by: 61)
            await runtime.waitUntilIdle()
            #expect(blocked?.isSuccessful == false, "the blocking navigation timed out")
        }

        @Test("A swipe the app reports while the picker is alive ends the flow with flowClosedByUser, once")
        func sheetSwipeReported() async throws {
            await showHome()
            let endings = FlowEndings()
            var picker = try #require(await startFlow(flows.sheet, closing: .dismissPresentation, endings: endings))
            weak let released = picker

            #expect(runtime.simulateSheetSwipeDown(of: picker) == .dismissed)
            await runtime.waitUntilIdle()
            #expect(endings.outcomes.isEmpty, "still alive and not yet reported")
            router.reportUserChanges()

            #expect(endings.codes == [.flowClosedByUser])
            #expect(!picker.resultChannel.send("late"))
            picker = ColorPickerScreen()
            #expect(released == nil)
            #expect(endings.outcomes.count == 1, "the release after the report ends nothing more")
        }

        @Test("A swipe nobody reports ends the flow with flowReleasedWithoutResult when the picker is released")
        func sheetSwipeUnreported() async throws {
            let navigation = await showHome()
            let endings = FlowEndings()
            weak let picker = await startFlow(flows.sheet, closing: .dismissPresentation, endings: endings)

            #expect(runtime.simulateSheetSwipeDown(of: try #require(picker)) == .dismissed)
            await runtime.waitUntilIdle()
            await runtime.runTurns(1)

            #expect(endings.codes == [.flowReleasedWithoutResult])
            #expect(
                endings.messages.first?.contains("left the screen by no router's hand") == true,
                "the picker was on screen when the navigation ended: \(endings.messages)")
            #expect(navigation.presentedViewController == nil)
            #expect(picker == nil)
            router.reportUserChanges()
            #expect(endings.outcomes.count == 1, "the later report ends nothing more")
        }

        @Test("The user's back pop, reported by the next request, ends a pushed flow with flowClosedByUser")
        func backPop() async throws {
            let navigation = await showHome()
            let endings = FlowEndings()
            var picker: ColorPickerScreen? = await startFlow(flows.pushedAfterIntro, closing: .popToStart, endings: endings)
            #expect(picker != nil)
            weak let released = picker

            #expect(runtime.simulateBackButtonTap(in: navigation))
            await runtime.waitUntilIdle()
            try await router.navigate(to: flows.stack, with: ())

            #expect(endings.codes == [.flowClosedByUser])
            picker = nil
            #expect(released == nil)
            #expect(endings.outcomes.count == 1)
        }

        @Test("A destination whose action never keeps the picker fails as its navigation does, ending the flow once")
        func pickerNeverShown() async throws {
            await showHome()
            let endings = FlowEndings()
            _ = await startFlow(flows.dropped, closing: .dismissPresentation, endings: endings)
            await runtime.runTurns(3)
            await runtime.waitUntilIdle()

            #expect(endings.outcomes.count == 1)
            guard case .failure(let error) = endings.outcomes.first else {
                Issue.record("the flow ended without the navigation's error")
                return
            }
            #expect(!(error is ResultFlowError), "the router's check that the destination is shown fails the navigation: \(error)")
            #expect("\(error)".contains("ColorPickerScreen"))
        }

        @Test("The flow's navigation failing is the flow's error, as the navigation reports it")
        func navigationFailure() async throws {
            let navigation = await showHome()
            await #expect(throws: (any Error).self) { try await router.result(of: flows.refused, with: (), closing: .dismissPresentation) }
            do {
                _ = try await router.result(of: flows.refused, with: (), closing: .dismissPresentation)
            } catch {
                #expect(error is RefusingPickerFactory.Refusal, "the factory's own error, as navigate reports it")
            }
            #expect(navigation.presentedViewController == nil)
        }

        @Test("A router's dismissal of the picker ends the flow with flowClosedByNavigation")
        func closedByAnotherNavigation() async throws {
            await showHome()
            let endings = FlowEndings()
            weak let picker = await startFlow(flows.sheet, closing: .dismissPresentation, endings: endings)

            router.dismiss(try #require(picker), animated: true, completion: nil)
            await runtime.waitUntilIdle()

            #expect(endings.codes == [.flowClosedByNavigation])
            #expect(picker == nil)
        }

        @Test("Two flows on top of each other: each gets its own value and closes only what it added")
        func nestedFlows() async throws {
            let navigation = await showHome()
            let first = FlowEndings()
            let second = FlowEndings()
            weak let lower = await startFlow(flows.sheet, closing: .dismissPresentation, endings: first)
            weak let upper = await startFlow(flows.sheet, closing: .dismissPresentation, endings: second)
            #expect(lower !== upper)
            #expect(lower?.presentedViewController === upper)

            upper?.resultChannel.send("upper")
            await runtime.waitUntilIdle()
            #expect(second.values == ["upper"])
            #expect(first.outcomes.isEmpty)
            #expect(navigation.presentedViewController === lower)
            #expect(upper == nil)

            lower?.resultChannel.send("lower")
            await runtime.waitUntilIdle()
            #expect(first.values == ["lower"])
            #expect(navigation.presentedViewController == nil)
            #expect(lower == nil)
        }

        @Test("A second flow that reaches a controller already awaited fails with resultAlreadyAwaited; the first goes on")
        func secondFlowOnTheSameController() async throws {
            let navigation = await showHome()
            let first = FlowEndings()
            let second = FlowEndings()
            let picker = try #require(await startFlow(flows.foundOrPresented, closing: .dismissPresentation, endings: first))

            router.result(of: flows.foundOrPresented, with: (), closing: .dismissPresentation) { second($0) }
            await runtime.waitUntilIdle()

            #expect(second.codes == [.resultAlreadyAwaited])
            #expect(first.outcomes.isEmpty)
            #expect(picker.resultChannel.send("first"))
            await runtime.waitUntilIdle()
            #expect(first.values == ["first"])
            #expect(second.outcomes.count == 1)
            #expect(navigation.presentedViewController == nil)
        }

        @Test("A destination that is an origin step has no controller a flow can wait on")
        func originDestination() async throws {
            await showHome()
            let endings = FlowEndings()
            let origin = GeneralStep.custom(using: ClassFinder<ColorPickerScreen, Void>())
            router.result(of: origin, with: (), closing: .leave) { endings($0) }
            #expect(endings.codes == [.flowWithoutController])
        }
    }
}
