import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("GeneralAction.replaceRoot and nilAction")
    struct ReplaceRootActionTests {
        @MainActor
        private struct NoWindowProvider: WindowProvider {
            var window: UIWindow? { nil }
        }

        @Test("Without a window it fails with compositionFailed")
        func failsWithoutWindow() async {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            let completion = ProbeCompletion()

            GeneralAction.replaceRoot(windowProvider: NoWindowProvider()).perform(
                with: UIViewController(), on: root, animated: false,
                completion: completion.handler)

            #expect(completion.failedWithCompositionError)
            #expect(window.rootViewController === root)
        }

        @Test("It fails when the existing controller is not the window's root, keeping the root")
        func failsForANonRoot() async {
            let child = UIViewController()
            let navigation = UINavigationController(rootViewController: child)
            let window = await HeadlessRuntime.shared.showInFreshWindow(navigation)
            let completion = ProbeCompletion()

            GeneralAction.replaceRoot(windowProvider: CustomWindowProvider(window: window))
                .perform(with: UIViewController(), on: child, animated: false, completion: completion.handler)

            #expect(completion.failedWithCompositionError)
            #expect(window.rootViewController === navigation)
        }

        @Test("Without animation it swaps the root at once and keeps the window key")
        func nonAnimatedSwapsAtOnce() async {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            let replacement = UIViewController()
            let completion = ProbeCompletion()

            GeneralAction.replaceRoot(windowProvider: CustomWindowProvider(window: window), animationOptions: .transitionCrossDissolve)
                .perform(with: replacement, on: root, animated: false, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(window.rootViewController === replacement)
            #expect(window.isKeyWindow)
        }

        @Test("Animated without animation options, it swaps and completes at once")
        func animatedWithoutOptionsSwapsAtOnce() async {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            let replacement = UIViewController()
            let completion = ProbeCompletion()

            GeneralAction.replaceRoot(windowProvider: CustomWindowProvider(window: window))
                .perform(with: replacement, on: root, animated: true, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(window.rootViewController === replacement)
        }

        @Test("An animated replacement completes only after its transition has ended")
        func animatedCompletesAfterTheTransition() async {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            let replacement = UIViewController()
            let completion = ProbeCompletion()

            GeneralAction.replaceRoot(
                windowProvider: CustomWindowProvider(window: window), animationOptions: .transitionFlipFromLeft,
                duration: 0.3
            )
            .perform(with: replacement, on: root, animated: true, completion: completion.handler)

            #expect(window.rootViewController === replacement)
            #expect(!completion.isCompleted)
            await HeadlessRuntime.shared.waitUntilIdle()
            #expect(completion.succeeded)
            #expect(window.isKeyWindow)
        }

        @Test("An awaited navigation that replaces the root with a timed animation finishes without a test moving time")
        func awaitedAnimatedReplacementFinishes() async throws {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            let destination = StepAssembler<ListViewController, Any?>()
                .finder(.classFinder)
                .factory(.classFactory)
                .using(
                    GeneralAction.replaceRoot(
                        windowProvider: CustomWindowProvider(window: window),
                        animationOptions: .transitionCrossDissolve, duration: 0.3)
                )
                .from(GeneralStep.root(windowProvider: CustomWindowProvider(window: window)))
                .assemble()

            try await DefaultRouter(logger: nil).navigate(to: destination, animated: true)

            #expect(window.rootViewController is ListViewController)
        }

        @Test("nilAction succeeds at once and changes nothing")
        func nilActionSucceeds() async {
            let root = UIViewController()
            let window = await HeadlessRuntime.shared.showInFreshWindow(root)
            let loose = UIViewController()
            let completion = ProbeCompletion()

            GeneralAction.nilAction().perform(with: loose, on: root, animated: true, completion: completion.handler)

            #expect(completion.succeeded)
            #expect(loose.parent == nil && loose.presentingViewController == nil)
            #expect(window.rootViewController === root)
        }
    }
}
