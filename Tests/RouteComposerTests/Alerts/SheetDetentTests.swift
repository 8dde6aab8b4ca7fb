import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

/// The sheet the detent tests present.
final class DetentSheetViewController: UIViewController {}

extension RouteComposerTests {
    /// A sheet's detent as a navigation: SheetDetentStep moves a presented sheet, animated inside
    /// animateChanges when the navigation is, presents the sheet first when it is not shown, and
    /// refuses a detent the sheet lacks before anything changes.
    @MainActor
    @Suite("Sheet detents as destinations")
    struct SheetDetentTests {
        let runtime = HeadlessRuntime.shared

        @MainActor
        private struct Destinations {
            let sheet: DestinationStep<DetentSheetViewController, Void>
            let provider: CustomWindowProvider

            func at(_ detent: UISheetPresentationController.Detent.Identifier) -> DestinationStep<DetentSheetViewController, Void> {
                SheetDetentStep.selecting(detent, of: DetentSheetViewController.self, context: Void.self, windowProvider: provider)
                    .assemble(from: sheet)
            }
        }

        /// The sheet, presented as a page sheet with `detents`, resting at the first.
        private func destinations(window: UIWindow, detents: @escaping @MainActor () -> [UISheetPresentationController.Detent]) -> Destinations {
            let provider = CustomWindowProvider(window: window)
            let sheet = StepAssembly(
                finder: ClassFinder<DetentSheetViewController, Void>(options: .fullStack, windowProvider: provider),
                factory: ClassFactory<DetentSheetViewController, Void>()
            )
            .using(
                GeneralAction.presentModally(
                    presentationStyle: .pageSheet,
                    presentationConfiguration: { controller in
                        guard let sheet = controller as? UISheetPresentationController else { return }
                        sheet.detents = detents()
                        sheet.selectedDetentIdentifier = sheet.detents.first?.identifier
                    })
            )
            .from(GeneralStep.current(windowProvider: provider))
            .assemble()
            return Destinations(sheet: sheet, provider: provider)
        }

        private func showSheet(detents: @escaping @MainActor () -> [UISheetPresentationController.Detent] = { [.medium(), .large()] })
            async throws -> (Destinations, UIViewController, DetentSheetViewController)
        {
            let root = UIViewController()
            let window = await runtime.showInFreshWindow(root)
            let destinations = self.destinations(window: window, detents: detents)
            try await DefaultRouter().navigate(to: destinations.sheet, animated: false)
            await runtime.waitUntilIdle()
            let shown = try #require(root.presentedViewController as? DetentSheetViewController)
            return (destinations, root, shown)
        }

        @Test("Animated, the presented sheet moves to the detent inside animateChanges, which the model animates for the transition duration")
        func animatedMoveToDetent() async throws {
            let (destinations, root, shown) = try await showSheet()
            let sheet = try #require(shown.sheetPresentationController)
            #expect(sheet.selectedDetentIdentifier == .medium)
            runtime.transitionDuration = 0.3
            let before = runtime.now

            try await DefaultRouter().navigate(to: destinations.at(.large), animated: true)

            #expect(sheet.selectedDetentIdentifier == .large)
            #expect(!runtime.isIdle)
            await runtime.waitUntilIdle()
            #expect(abs(runtime.now - before - 0.3) < 0.000_1)
            #expect(root.presentedViewController === shown)
            #expect(shown.presentedViewController == nil)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("Not animated, the detent is set at once, with no animation")
        func unanimatedMoveToDetent() async throws {
            let (destinations, _, shown) = try await showSheet()
            let sheet = try #require(shown.sheetPresentationController)
            runtime.transitionDuration = 0.3
            let before = runtime.now

            try await DefaultRouter().navigate(to: destinations.at(.large), animated: false)

            #expect(sheet.selectedDetentIdentifier == .large)
            #expect(runtime.isIdle)
            await runtime.waitUntilIdle()
            #expect(runtime.now == before)
        }

        @Test("A sheet already at the detent is the destination: nothing changes")
        func alreadyAtDetent() async throws {
            let (destinations, root, shown) = try await showSheet()
            let sheet = try #require(shown.sheetPresentationController)
            runtime.transitionDuration = 0.3
            let before = runtime.now

            try await DefaultRouter().navigate(to: destinations.at(.medium), animated: true)

            #expect(sheet.selectedDetentIdentifier == .medium)
            #expect(runtime.isIdle)
            await runtime.waitUntilIdle()
            #expect(runtime.now == before)
            #expect(root.presentedViewController === shown)
        }

        @Test("A sheet not shown yet is presented, then moved to the detent")
        func presentsThenMoves() async throws {
            let root = UIViewController()
            let window = await runtime.showInFreshWindow(root)
            let destinations = self.destinations(window: window) { [.medium(), .large()] }

            try await DefaultRouter().navigate(to: destinations.at(.large), animated: true)
            await runtime.waitUntilIdle()

            let shown = try #require(root.presentedViewController as? DetentSheetViewController)
            #expect(shown.sheetPresentationController?.selectedDetentIdentifier == .large)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("A detent the presented sheet lacks fails while planning, typed, and nothing changes")
        func missingDetentFailsBeforeChanges() async throws {
            let (destinations, root, shown) = try await showSheet { [.large()] }
            let sheet = try #require(shown.sheetPresentationController)
            let cover = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
            shown.present(cover, animated: false)
            await runtime.waitUntilIdle()

            let error = await #expect(throws: RoutingError.self) {
                try await DefaultRouter().navigate(to: destinations.at(.medium), animated: true)
            }

            guard case .compositionFailed(let context)? = error else {
                Issue.record("expected compositionFailed, got \(String(describing: error))")
                return
            }
            #expect(context.underlyingError as? RoutingFailureReason == .sheetDetentUnavailable)
            #expect(context.debugDescription.contains("has no detent com.apple.UIKit.medium"))
            #expect(context.location?.phase == .search)
            #expect(context.location?.finderType?.contains("SheetFinder") == true)
            await runtime.waitUntilIdle()
            #expect(sheet.selectedDetentIdentifier == .large)
            #expect(root.presentedViewController === shown)
            #expect(shown.presentedViewController === cover)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("A sheet the navigation presents without the detent fails at the detent step and is dismissed by the rollback")
        func missingDetentOnNewSheetRollsBack() async throws {
            let root = UIViewController()
            let window = await runtime.showInFreshWindow(root)
            let destinations = self.destinations(window: window) { [.large()] }

            let error = await #expect(throws: RoutingError.self) {
                try await DefaultRouter().navigate(to: destinations.at(.medium), animated: true)
            }
            await runtime.waitUntilIdle()

            #expect(error?.underlyingError as? RoutingFailureReason == .sheetDetentUnavailable)
            #expect(error?.context.location?.actionType?.contains("SelectSheetDetentAction") == true)
            #expect(root.presentedViewController == nil)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("The detent action refuses a controller that is not presented as a sheet")
        func actionNeedsASheet() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let fullScreen = UIViewController()
            fullScreen.modalPresentationStyle = .fullScreen
            root.present(fullScreen, animated: false)
            await runtime.waitUntilIdle()
            var result: RoutingResult?

            GeneralAction.selectSheetDetent(.large).perform(with: fullScreen, on: root, animated: true) { result = $0 }

            guard case .failure(let error) = result else {
                Issue.record("expected a failure, got \(String(describing: result))")
                return
            }
            #expect((error as? RoutingError)?.underlyingError as? RoutingFailureReason == .notPresentedAsSheet)
        }
    }
}
