import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// A navigation aimed at a new window: the router asks UIKit for a new scene and navigates in
    /// it once its window has a root, ending exactly once whatever happens.
    @MainActor
    @Suite("Scenes: a navigation in a new window")
    struct SceneNewWindowTests {
        let runtime = HeadlessRuntime.shared

        private struct Denied: Error, CustomStringConvertible {
            var description: String { "denied by the test" }
        }

        /// Scene A, foreground-active, whose root is a navigation controller; a router aimed at it
        /// on a manual clock; new scenes get a `NewWindowDelegate` while `delegates` says so.
        private func sceneA() async -> (scene: UIWindowScene, navigation: UINavigationController, router: DefaultRouter, clock: ManualNavigationClock) {
            let (scene, navigation) = await runtime.showScene()
            let clock = ManualNavigationClock()
            var router = DefaultRouter(scene: scene, logger: nil, clock: clock)
            router.actionTimeout = 10
            return (scene, navigation, router, clock)
        }

        private func newScene(besides scene: UIScene) throws -> UIWindowScene {
            let others = UIApplication.shared.connectedScenes.filter { $0 !== scene }
            try #require(others.count == 1)
            return try #require(others.first as? UIWindowScene)
        }

        @Test("With several scenes, the destination is shown in a new window whose delegate can tell it, and scene A is untouched")
        func showsTheDestinationInANewWindow() async throws {
            runtime.supportsMultipleScenes = true
            var made: [NewWindowDelegate] = []
            runtime.makeSceneDelegate = {
                let delegate = NewWindowDelegate()
                made.append(delegate)
                return delegate
            }
            let (scene, navigationA, router, _) = await sceneA()
            var results: [RoutingResult] = []

            try router.navigateInNewWindow(to: SceneConfiguration.product, with: "9") { results.append($0) }
            await runtime.waitUntilIdle()

            #expect(results.count == 1)
            #expect(results.first?.isSuccessful == true)
            #expect(UIApplication.shared.connectedScenes.count == 2)
            let delegate = try #require(made.first)
            #expect(made.count == 1)
            #expect((delegate.navigation?.topViewController as? SceneProductViewController)?.productID == "9")
            #expect(delegate.navigation?.viewControllers.count == 2)
            let activity = try #require(delegate.activities.first)
            #expect(activity.activityType == DefaultRouter.newWindowActivityType)
            #expect(activity.userInfo?[DefaultRouter.newWindowRequestKey] is String)
            #expect(try newScene(besides: scene).activationState == .foregroundActive)
            #expect(navigationA.viewControllers.count == 1)
            #expect(navigationA.presentedViewController == nil)
            #expect(scene.activationState == .foregroundActive)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("The async form returns once the destination is shown in the new window")
        func asyncFormReturnsWhenShown() async throws {
            runtime.supportsMultipleScenes = true
            var made: [NewWindowDelegate] = []
            runtime.makeSceneDelegate = {
                let delegate = NewWindowDelegate()
                made.append(delegate)
                return delegate
            }
            let (_, navigationA, router, _) = await sceneA()

            try await router.navigateInNewWindow(to: SceneConfiguration.product, with: "3")

            #expect((made.first?.navigation?.topViewController as? SceneProductViewController)?.productID == "3")
            #expect(navigationA.viewControllers.count == 1)
        }

        @Test("Without multiple scenes the call throws a typed error naming the destination, and nothing changes")
        func unsupportedPlatformThrows() async throws {
            var made = 0
            runtime.makeSceneDelegate = {
                made += 1
                return NewWindowDelegate()
            }
            let (_, navigationA, router, _) = await sceneA()
            var results: [RoutingResult] = []

            let error = #expect(throws: RoutingError.self) {
                try router.navigateInNewWindow(to: SceneConfiguration.product, with: "9") { results.append($0) }
            }
            await runtime.waitUntilIdle()

            #expect(error?.routingFailureReason == .multipleScenesNotSupported)
            #expect("\(String(describing: error))".contains("SceneProductViewController"))
            #expect(results.isEmpty, "a call that throws does not call its completion")
            #expect(made == 0)
            #expect(UIApplication.shared.connectedScenes.count == 1)
            #expect(navigationA.viewControllers.count == 1)
        }

        @Test("When the system refuses the new window, the navigation fails once with a typed error quoting it")
        func activationErrorFails() async throws {
            runtime.supportsMultipleScenes = true
            runtime.sceneActivationError = Denied()
            let (_, navigationA, router, clock) = await sceneA()
            var results: [RoutingResult] = []

            try router.navigateInNewWindow(to: SceneConfiguration.product, with: "9") { results.append($0) }
            // The router hears UIKit's error on a later turn of the main queue.
            await runtime.runTurns(2)
            clock.advance(by: 60)

            #expect(results.count == 1)
            let error = try #require(results.first?.failureError)
            #expect(error.routingFailureReason == .sceneActivationFailed)
            #expect("\(error)".contains("SceneProductViewController"))
            #expect("\(error)".contains("denied by the test"))
            #expect(UIApplication.shared.connectedScenes.count == 1)
            #expect(navigationA.viewControllers.count == 1)
            #expect(clock.pendingTimerCount == 0)
        }

        @Test("A new window without a root by the deadline fails once with a timeout, and its scene's queue is free afterwards")
        func noRootTimesOut() async throws {
            runtime.supportsMultipleScenes = true
            let (scene, _, router, clock) = await sceneA()
            var results: [RoutingResult] = []

            try router.navigateInNewWindow(to: SceneConfiguration.product, with: "9") { results.append($0) }
            await runtime.waitUntilIdle()
            let created = try newScene(besides: scene)
            let queue = DefaultRouter(scene: created, logger: nil).navigationQueue
            #expect(results.isEmpty)
            #expect(queue.waitingCount == 1, "the navigation waits in the new scene's queue for a root")

            clock.advance(by: 9)
            #expect(results.isEmpty)
            clock.advance(by: 1)
            clock.advance(by: 60)

            #expect(results.count == 1)
            let error = try #require(results.first?.failureError)
            #expect(error.routingFailureReason == .timedOut)
            #expect("\(error)".contains("SceneProductViewController"))
            #expect(queue.waitingCount == 0)
            #expect(!queue.isNavigating)
            let navigation = showNavigationWindow(in: created).navigation
            try await DefaultRouter(scene: created, logger: nil).navigate(to: SceneConfiguration.product, with: "1")
            #expect((navigation.topViewController as? SceneProductViewController)?.productID == "1")
            #expect(results.count == 1)
        }

        @Test("A root installed before the deadline lets the waiting navigation run, and the deadline then ends nothing")
        func rootBeforeDeadlineRuns() async throws {
            runtime.supportsMultipleScenes = true
            let (scene, _, router, clock) = await sceneA()
            var results: [RoutingResult] = []
            try router.navigateInNewWindow(to: SceneConfiguration.product, with: "4") { results.append($0) }
            await runtime.waitUntilIdle()
            let created = try newScene(besides: scene)

            let navigation = showNavigationWindow(in: created).navigation
            DefaultRouter(scene: created, logger: nil).navigationQueue.rootViewControllerInstalled()
            await runtime.waitUntilIdle()
            clock.advance(by: 60)

            #expect(results.count == 1)
            #expect(results.first?.isSuccessful == true)
            #expect((navigation.topViewController as? SceneProductViewController)?.productID == "4")
        }

        @Test("Cancelling the task of a navigation that waits for the new window's root ends it with CancellationError and frees the queue")
        func cancellationWithdrawsTheNavigation() async throws {
            runtime.supportsMultipleScenes = true
            let (scene, _, router, clock) = await sceneA()
            let task = Task { @MainActor in
                try await router.navigateInNewWindow(to: SceneConfiguration.product, with: "9")
            }
            while UIApplication.shared.connectedScenes.count < 2 { await runtime.runTurns() }
            let queue = DefaultRouter(scene: try newScene(besides: scene), logger: nil).navigationQueue
            #expect(queue.waitingCount == 1)

            task.cancel()
            let outcome = await task.result
            clock.advance(by: 60)

            #expect(throws: CancellationError.self) { try outcome.get() }
            #expect(queue.waitingCount == 0)
            #expect(clock.pendingTimerCount == 0)
        }
    }
}

/// A scene delegate for new windows: it sets up a window whose root is a navigation controller,
/// and records the activities the scene was opened with, leaving the destination to the router.
final class NewWindowDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private(set) var activities: [NSUserActivity] = []

    var navigation: UINavigationController? { window?.rootViewController as? UINavigationController }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        activities = Array(connectionOptions.userActivities)
        window = showNavigationWindow(in: windowScene).window
    }
}
