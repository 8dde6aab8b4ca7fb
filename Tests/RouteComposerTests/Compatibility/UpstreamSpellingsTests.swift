import Foundation
import Testing
import HeadlessTestSupport
import RouteComposer
import HeadlessUIKit

// Spellings of RouteComposer 2.x that configurations use but the first compatibility pass missed.
// Each call is written exactly as an upstream app writes it, with a plain `import RouteComposer`.

final class SpellingsWelcomeViewController: UIViewController {}
final class SpellingsPopoverViewController: UIViewController {}

@MainActor
enum SpellingsConfiguration {
    static var welcomeWithTransition: DestinationStep<SpellingsWelcomeViewController, Any?> {
        StepAssembly(finder: ClassFinder<SpellingsWelcomeViewController, Any?>(), factory: ClassFactory<SpellingsWelcomeViewController, Any?>())
            .using(GeneralAction.replaceRoot(animationOptions: .transitionFlipFromLeft, windowProvider: KeyWindowProvider(), duration: 0.2))
            .from(GeneralStep.root())
            .assemble()
    }

    static var welcomeByShorthand: DestinationStep<SpellingsWelcomeViewController, Any?> {
        StepAssembler<SpellingsWelcomeViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.replaceRoot(animationOptions: .transitionCrossDissolve, windowProvider: KeyWindowProvider()))
            .from(.root)
            .assemble()
    }

    static func popover(anchoredTo anchor: @escaping @MainActor () -> UIView?) -> DestinationStep<SpellingsPopoverViewController, Any?> {
        StepAssembler<SpellingsPopoverViewController, Any?>()
            .finder(.classFinder)
            .factory(.classFactory)
            .using(.present(presentationStyle: .popover, preferredContentSize: CGSize(width: 320, height: 200),
                            popoverConfiguration: { popover in
                                popover.sourceView = anchor()
                                popover.permittedArrowDirections = .up
                            }))
            .from(.current)
            .assemble()
    }

}

extension RouteComposerTests {
    @MainActor
    @Suite("Compatibility: exact RouteComposer 2.x spellings")
    struct UpstreamSpellingsTests {
        let runtime = HeadlessRuntime.shared

        @discardableResult
        private func launch() async -> UIViewController {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            RouteComposerDefaults.configureWith(logger: nil)
            return root
        }

        @Test("replaceRoot(animationOptions:windowProvider:duration:) in upstream's order builds the action with those settings and replaces the root")
        func replaceRootInUpstreamOrder() async throws {
            let action = GeneralAction.replaceRoot(animationOptions: .transitionFlipFromLeft, windowProvider: KeyWindowProvider(), duration: 0.5)
            #expect(action.animationOptions == .transitionFlipFromLeft)
            #expect(action.duration == 0.5)
            #expect(action.windowProvider is KeyWindowProvider)

            let shorthand: ViewControllerActions.ReplaceRootAction = .replaceRoot(animationOptions: .transitionCrossDissolve, windowProvider: KeyWindowProvider())
            #expect(shorthand.animationOptions == .transitionCrossDissolve)
            #expect(shorthand.duration == 0.3)

            // The spellings that were already there keep resolving, to one overload each.
            let defaults = GeneralAction.replaceRoot()
            #expect(defaults.animationOptions == nil)
            let optionsOnly = GeneralAction.replaceRoot(animationOptions: .transitionFlipFromLeft)
            #expect(optionsOnly.animationOptions == .transitionFlipFromLeft)
            let ourOrder = GeneralAction.replaceRoot(windowProvider: KeyWindowProvider(), animationOptions: .transitionCrossDissolve, duration: 0.1)
            #expect(ourOrder.duration == 0.1)
            let bare: ViewControllerActions.ReplaceRootAction = .replaceRoot
            #expect(bare.animationOptions == nil)

            // A window transition ends only when the model runs its animations, hence the
            // completion-based call followed by waiting for the model to settle.
            for step in [SpellingsConfiguration.welcomeWithTransition, SpellingsConfiguration.welcomeByShorthand] {
                await launch()
                var result: RoutingResult?
                try DefaultRouter().navigate(to: step, with: nil, animated: true) { result = $0 }
                await runtime.waitUntilIdle()
                #expect(result?.isSuccessful == true)
                #expect(runtime.keyWindowRoot is SpellingsWelcomeViewController)
            }
        }

        @Test(".present(...popoverConfiguration:) presents as a popover, configured before presenting")
        func presentWithPopoverConfiguration() async throws {
            let root = await launch()
            let router = DefaultRouter()

            try await router.navigate(to: SpellingsConfiguration.popover(anchoredTo: { root.view }), with: nil, animated: true)
            let presented = try #require(root.presentedViewController as? SpellingsPopoverViewController)
            #expect(presented.modalPresentationStyle == .popover)
            #expect(presented.preferredContentSize == CGSize(width: 320, height: 200))
            let popover = try #require(presented.popoverPresentationController)
            #expect(popover.sourceView === root.view)
            #expect(popover.permittedArrowDirections == .up)

            // Without the label the other overloads still resolve.
            let plain: ViewControllerActions.PresentModallyAction = .present(presentationStyle: .formSheet)
            #expect(plain.presentationStyle == .formSheet)
            let bare: ViewControllerActions.PresentModallyAction = .present
            #expect(bare.presentationStyle == .fullScreen)
        }
    }
}
