import Foundation
import Testing
import HeadlessTestSupport
import RouteComposer
import HeadlessUIKit

// Upstream's example app presents its second modal level `.overCurrentContext` from the tab bar
// ("for the test purposes"), and its UI test `testAllRoutesInHome` then presents a `.fullScreen`
// screen from it and expects the screen to appear.

private final class OverContextSupportViewController: UIViewController {}
private final class OverContextModalViewController: UIViewController {}
private final class OverContextStarViewController: UIViewController {}

@MainActor
private enum OverContextConfiguration {
    static var support: DestinationStep<OverContextSupportViewController, Any?> {
        StepAssembly(
            finder: ClassFinder<OverContextSupportViewController, Any?>(),
            factory: ClassFactory<OverContextSupportViewController, Any?>()
        )
        .using(UINavigationController.push())
        .from(NavigationControllerStep<UINavigationController, Any?>())
        .using(UITabBarController.add())
        .from(TabBarControllerStep<UITabBarController, Any?>())
        .using(GeneralAction.replaceRoot())
        .from(GeneralStep.root())
        .assemble()
    }

    static var secondModal: DestinationStep<OverContextModalViewController, Any?> {
        StepAssembly(
            finder: ClassFinder<OverContextModalViewController, Any?>(),
            factory: ClassFactory<OverContextModalViewController, Any?>()
        )
        .using(UINavigationController.push())
        .from(NavigationControllerStep<UINavigationController, Any?>())
        .using(GeneralAction.presentModally(startingFrom: .topmostParent, presentationStyle: .overCurrentContext))
        .from(support)
        .assemble()
    }

    static var star: DestinationStep<OverContextStarViewController, Any?> {
        StepAssembly(
            finder: ClassFinder<OverContextStarViewController, Any?>(),
            factory: ClassFactory<OverContextStarViewController, Any?>()
        )
        .using(GeneralAction.presentModally())
        .from(GeneralStep.current())
        .assemble()
    }
}

extension RouteComposerTests {
    @MainActor
    @Suite("Compatibility: a full-screen presentation from a screen presented over the current context")
    struct UpstreamOverContextPresentationTests {
        let runtime = HeadlessRuntime.shared

        @Test("The full-screen screen is presented by the over-context screen, as on a device")
        func fullScreenFromOverCurrentContext() async throws {
            await runtime.showInFreshWindow(UIViewController())
            let router = DefaultRouter(logger: nil)
            try await router.navigate(to: OverContextConfiguration.secondModal, with: nil, animated: true)
            let tabs = try #require(runtime.keyWindowRoot as? UITabBarController)
            let modalNavigation = try #require(tabs.presentedViewController as? UINavigationController)
            #expect(modalNavigation.modalPresentationStyle == .overCurrentContext)
            #expect(modalNavigation.topViewController is OverContextModalViewController)

            try await router.navigate(to: OverContextConfiguration.star, with: nil, animated: true)

            let star = try #require(modalNavigation.presentedViewController as? OverContextStarViewController)
            #expect(star.presentingViewController === modalNavigation)
            #expect(star.modalPresentationStyle == .fullScreen)
            #expect(tabs.presentedViewController === modalNavigation, "the over-context screen stays where it was")
            #expect(runtime.warnings.isEmpty)
        }
    }
}
