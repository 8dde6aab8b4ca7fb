import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// The swipe down of a sheet: through its detents, refused, finished and cancelled.
    @MainActor
    @Suite("Gestures: sheet swipe")
    struct SheetSwipeTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        /// A page sheet recorded in `log` presented over a root in a fresh window, with `detents`.
        private func presentSheet(
            log: EventLog, detents: [UISheetPresentationController.Detent] = [.large()],
            selected: UISheetPresentationController.Detent.Identifier? = nil
        ) async throws -> (root: RecordingViewController, sheet: RecordingViewController, delegate: SheetDelegateRecorder) {
            let root = RecordingViewController("root", log: log)
            await runtime.showInFreshWindow(root)
            let sheet = RecordingViewController("sheet", log: log)
            sheet.modalPresentationStyle = .pageSheet
            let controller = try #require(sheet.sheetPresentationController)
            controller.detents = detents
            controller.selectedDetentIdentifier = selected
            let delegate = SheetDelegateRecorder(log: log)
            controller.delegate = delegate
            root.present(sheet, animated: false)
            await runtime.waitUntilIdle()
            runtime.transitionDuration = 0.3
            _ = log.take()
            return (root, sheet, delegate)
        }

        @Test("A swipe down from the large detent moves the sheet to medium, and the next one dismisses it")
        func swipesGoThroughTheDetents() async throws {
            let log = EventLog()
            let (root, sheet, delegate) = try await presentSheet(log: log, detents: [.large(), .medium()], selected: .large)

            #expect(runtime.simulateSheetSwipeDown(of: sheet) == .movedToDetent(.medium))
            #expect(log.take() == ["sheet.didChangeDetent(com.apple.UIKit.medium)"])
            #expect(root.presentedViewController === sheet)

            #expect(runtime.simulateSheetSwipeDown(of: sheet) == .dismissed)
            await runtime.waitUntilIdle()
            #expect(log.take() == ["sheet.willDismiss", "sheet.viewWillDisappear", "sheet.viewDidDisappear", "sheet.didDismiss"])
            #expect(root.presentedViewController == nil)
            withExtendedLifetime(delegate) {}
        }

        @Test("A sheet modal in presentation still moves down a detent, but refuses the dismissal and tells its delegate")
        func modalInPresentationRefusesOnlyTheDismissal() async throws {
            let log = EventLog()
            let (root, sheet, delegate) = try await presentSheet(log: log, detents: [.medium(), .large()], selected: .large)
            sheet.isModalInPresentation = true

            #expect(runtime.simulateSheetSwipeDown(of: sheet) == .movedToDetent(.medium))
            #expect(runtime.simulateSheetSwipeDown(of: sheet) == .refused)
            #expect(runtime.beginInteractiveDismissal(of: sheet) == nil)
            await runtime.waitUntilIdle()

            #expect(log.take() == ["sheet.didChangeDetent(com.apple.UIKit.medium)", "sheet.didAttemptToDismiss", "sheet.didAttemptToDismiss"])
            #expect(root.presentedViewController === sheet)
            withExtendedLifetime(delegate) {}
        }

        @Test("A cancelled swipe leaves the sheet presented, reverses its appearance callbacks and never says it dismissed")
        func cancelledSwipeKeepsTheSheet() async throws {
            let log = EventLog()
            let (root, sheet, delegate) = try await presentSheet(log: log)
            let interaction = try #require(runtime.beginInteractiveDismissal(of: sheet))
            await runtime.runTurns(1)
            #expect(sheet.isBeingDismissed)
            #expect(sheet.transitionCoordinator?.isInteractive == true)

            interaction.update(percentComplete: 0.3)
            interaction.cancel()
            await runtime.waitUntilIdle()

            #expect(
                log.take() == ["sheet.willDismiss", "sheet.viewWillDisappear", "sheet.viewWillAppear", "sheet.viewIsAppearing", "sheet.viewDidAppear"])
            #expect(root.presentedViewController === sheet)
            #expect(!sheet.isBeingDismissed)
            #expect(sheet.view.window != nil)
            #expect(sheet.transitionCoordinator == nil)

            root.dismiss(animated: false)
            await runtime.waitUntilIdle()
            #expect(root.presentedViewController == nil, "a programmatic dismissal works after the cancelled swipe")
            #expect(runtime.warnings.isEmpty)
            withExtendedLifetime(delegate) {}
        }

        @Test("A finished swipe dismisses the sheet after the rest of the duration, then the delegate hears didDismiss")
        func finishedSwipeDismisses() async throws {
            let log = EventLog()
            let (root, sheet, delegate) = try await presentSheet(log: log)
            let interaction = try #require(runtime.beginInteractiveDismissal(of: sheet))
            await runtime.runTurns(1)
            _ = log.take()

            interaction.update(percentComplete: 0.5)
            interaction.finish()
            await runtime.advanceTime(by: 0.14)
            #expect(log.take().isEmpty)
            await runtime.advanceTime(by: 0.02)

            #expect(log.take() == ["sheet.viewDidDisappear", "sheet.didDismiss"])
            #expect(root.presentedViewController == nil)
            withExtendedLifetime(delegate) {}
        }

        @Test("A sheet covered by another presentation cannot be swiped; the one on top can")
        func onlyTheTopSheetSwipes() async throws {
            let log = EventLog()
            let (root, sheet, delegate) = try await presentSheet(log: log)
            let cover = UIViewController()
            sheet.present(cover, animated: false)
            await runtime.waitUntilIdle()
            _ = log.take()

            #expect(runtime.beginInteractiveDismissal(of: sheet) == nil)
            #expect(runtime.simulateSheetSwipeDown(of: sheet) == .ignored)
            #expect(log.take().isEmpty, "the delegate hears nothing: the touches never reached the sheet")
            #expect(runtime.simulateSheetSwipeDown(of: cover) == .dismissed)
            await runtime.waitUntilIdle()

            #expect(root.presentedViewController === sheet)
            #expect(sheet.presentedViewController == nil)
            withExtendedLifetime(delegate) {}
        }

        @Test("A full-screen presentation swiped and cancelled covers its presenter again")
        func cancelledFullScreenSwipeCoversThePresenter() async throws {
            let log = EventLog()
            let root = RecordingViewController("root", log: log)
            await runtime.showInFreshWindow(root)
            let cover = RecordingViewController("cover", log: log)
            cover.modalPresentationStyle = .fullScreen
            root.present(cover, animated: false)
            await runtime.waitUntilIdle()
            runtime.transitionDuration = 0.3
            _ = log.take()

            let interaction = try #require(runtime.beginInteractiveDismissal(of: cover))
            await runtime.runTurns(1)
            interaction.cancel()
            await runtime.waitUntilIdle()

            #expect(
                appearanceEvents(log.take()) == [
                    "cover.viewWillDisappear", "root.viewWillAppear", "root.viewIsAppearing",
                    "root.viewWillDisappear", "cover.viewWillAppear", "cover.viewIsAppearing", "root.viewDidDisappear", "cover.viewDidAppear",
                ])
            #expect(root.viewIfLoaded?.window == nil, "the covered presenter's view leaves the window again")
            #expect(root.presentedViewController === cover)
        }
    }

    /// The transition coordinator's order of completions and its interaction handlers.
    @MainActor
    @Suite("Gestures: coordinator")
    struct InteractiveCoordinatorTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        @Test("Completions run newest first, after the alongside animations in registration order")
        func completionsRunNewestFirst() async throws {
            let navigation = UINavigationController(rootViewController: UIViewController())
            await runtime.showInFreshWindow(navigation)
            runtime.transitionDuration = 0.3
            navigation.pushViewController(UIViewController(), animated: true)
            let coordinator = try #require(navigation.transitionCoordinator)
            var order: [String] = []
            coordinator.animate(alongsideTransition: { _ in order.append("animation 1") }, completion: { _ in order.append("completion 1") })
            coordinator.animate(alongsideTransition: { _ in order.append("animation 2") }, completion: { _ in order.append("completion 2") })

            await runtime.waitUntilIdle()

            #expect(order == ["animation 1", "animation 2", "completion 2", "completion 1"])
        }

        @Test("A transition no finger drives never runs interaction handlers and is never cancelled")
        func programmaticTransitionsHaveNoInteraction() async throws {
            let navigation = UINavigationController(rootViewController: UIViewController())
            await runtime.showInFreshWindow(navigation)
            runtime.transitionDuration = 0.3
            navigation.pushViewController(UIViewController(), animated: true)
            let coordinator = try #require(navigation.transitionCoordinator)
            var handled = false
            coordinator.notifyWhenInteractionChanges { _ in handled = true }
            var cancelled: Bool?
            coordinator.animate(alongsideTransition: nil) { cancelled = $0.isCancelled }

            await runtime.waitUntilIdle()

            #expect(!handled)
            #expect(cancelled == false)
            #expect(!coordinator.initiallyInteractive)
        }
    }
}
