import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §1.6 "Other rules": presentation controllers exist before presenting for the matching
    /// style, are the ones used by the presentation, and report the presenter.
    @MainActor
    @Suite("Presentation controllers")
    struct PresentationControllerTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        @Test(
            "popoverPresentationController exists before presenting exactly when the style is .popover",
            arguments: [UIModalPresentationStyle.popover, .fullScreen, .pageSheet, .formSheet, .overFullScreen, .currentContext])
        func popoverControllerExistsOnlyForPopoverStyle(style: UIModalPresentationStyle) async {
            let controller = UIViewController()
            controller.modalPresentationStyle = style

            #expect((controller.popoverPresentationController != nil) == (style == .popover))
            #expect(controller.presentationController != nil)
            #expect(controller.presentationController?.presentedViewController === controller)
            #expect(!controller.isViewLoaded)
        }

        @Test(
            "sheetPresentationController exists before presenting exactly for .pageSheet and .formSheet",
            arguments: [UIModalPresentationStyle.pageSheet, .formSheet, .fullScreen, .popover, .overCurrentContext])
        func sheetControllerExistsOnlyForSheetStyles(style: UIModalPresentationStyle) async {
            let controller = UIViewController()
            controller.modalPresentationStyle = style

            #expect((controller.sheetPresentationController != nil) == (style == .pageSheet || style == .formSheet))
        }

        @Test("A default-style controller has a sheet presentation controller before presenting")
        func defaultStyleHasSheetController() async {
            #expect(UIViewController().sheetPresentationController != nil)
            #expect(UIViewController().popoverPresentationController == nil)
        }

        @Test("Changing the style before presenting gives the presentation controller of the new style")
        func changingStyleReplacesPresentationController() async {
            let controller = UIViewController()
            controller.modalPresentationStyle = .pageSheet
            #expect(controller.sheetPresentationController != nil)

            controller.modalPresentationStyle = .popover

            #expect(controller.sheetPresentationController == nil)
            #expect(controller.popoverPresentationController != nil)
        }

        @Test("The popover configured before presenting is the one the presentation uses")
        func configuredPopoverIsUsedForPresentation() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = UIViewController()
            presented.modalPresentationStyle = .popover
            let popover = try #require(presented.popoverPresentationController)
            popover.sourceView = root.view

            root.present(presented, animated: false)
            await runtime.waitUntilIdle()

            #expect(presented.popoverPresentationController === popover)
            #expect(presented.presentationController === popover)
            #expect(popover.presentingViewController === root)
            #expect(popover.presentationStyle == .popover)
        }

        @Test("The sheet configured before presenting is the one the presentation uses")
        func configuredSheetIsUsedForPresentation() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = UIViewController()
            presented.modalPresentationStyle = .pageSheet
            let sheet = try #require(presented.sheetPresentationController)
            sheet.detents = [.medium(), .large()]

            root.present(presented, animated: true)
            await runtime.waitUntilIdle()

            #expect(presented.sheetPresentationController === sheet)
            #expect(sheet.detents.map(\.identifier) == [.medium, .large])
            #expect(sheet.presentingViewController === root)
        }

        @Test("animateChanges applies the changes at once and animates for the transition duration; without animations it does not")
        func animateChangesIsATimedAnimation() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = UIViewController()
            presented.modalPresentationStyle = .pageSheet
            let sheet = try #require(presented.sheetPresentationController)
            sheet.detents = [.medium(), .large()]
            root.present(presented, animated: false)
            await runtime.waitUntilIdle()
            runtime.transitionDuration = 0.4
            let start = runtime.now

            sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }

            #expect(sheet.selectedDetentIdentifier == .medium)
            #expect(!runtime.isIdle)
            await runtime.waitUntilIdle()
            #expect(abs(runtime.now - start - 0.4) < 0.000_1)

            UIView.performWithoutAnimation {
                sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
            }
            #expect(sheet.selectedDetentIdentifier == .large)
            #expect(runtime.isIdle)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("Children of a presented controller report its presentation controller")
        func childrenReportPresentedAncestorsPresentationController() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let inner = UIViewController()
            let presentedNav = UINavigationController(rootViewController: inner)
            presentedNav.modalPresentationStyle = .formSheet

            root.present(presentedNav, animated: false)
            await runtime.waitUntilIdle()

            let controller = try #require(presentedNav.presentationController)
            #expect(inner.presentationController === controller)
            #expect(inner.sheetPresentationController === controller)
        }

        @Test("A custom presentation controller gets its transition hooks on present and dismiss")
        func customPresentationControllerHooks() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let delegate = PresentationTestTransitioningDelegate()
            let presented = UIViewController()
            presented.modalPresentationStyle = .custom
            presented.transitioningDelegate = delegate

            root.present(presented, animated: true)
            await runtime.waitUntilIdle()
            let controller = try #require(delegate.madeControllers.first)
            #expect(controller.hookCalls == ["presentationTransitionWillBegin", "presentationTransitionDidEnd(true)"])
            #expect(controller.presentingViewController === root)

            root.dismiss(animated: true)
            await runtime.waitUntilIdle()
            #expect(
                controller.hookCalls == [
                    "presentationTransitionWillBegin", "presentationTransitionDidEnd(true)",
                    "dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)",
                ])
            withExtendedLifetime(delegate) {}
        }
    }
}
