import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// §6 "Transition coordinator" for presentations and dismissals.
    @MainActor
    @Suite("Transition coordinator of presentations")
    struct TransitionCoordinatorTests {
        private var runtime: HeadlessRuntime { HeadlessRuntime.shared }

        @Test("During an animated presentation presenter, presented and their descendants share one coordinator")
        func coordinatorExistsDuringAnimatedPresentation() async throws {
            let source = UIViewController()
            let nav = UINavigationController(rootViewController: source)
            await runtime.showInFreshWindow(nav)
            runtime.transitionDuration = 0.3
            let inner = UIViewController()
            let presentedNav = UINavigationController(rootViewController: inner)
            presentedNav.modalPresentationStyle = .fullScreen

            source.present(presentedNav, animated: true)
            await runtime.runTurns(1)

            let coordinator = try #require(nav.transitionCoordinator)
            #expect(presentationSameCoordinator(source.transitionCoordinator, coordinator))
            #expect(presentationSameCoordinator(presentedNav.transitionCoordinator, coordinator))
            #expect(presentationSameCoordinator(inner.transitionCoordinator, coordinator))
            #expect(coordinator.isAnimated)
            #expect(coordinator.presentationStyle == .fullScreen)
            #expect(coordinator.viewController(forKey: .from) === nav)
            #expect(coordinator.viewController(forKey: .to) === presentedNav)
            await runtime.waitUntilIdle()
            #expect(nav.transitionCoordinator == nil)
            #expect(presentedNav.transitionCoordinator == nil)
            #expect(inner.transitionCoordinator == nil)
        }

        @Test(
            "The presented controller sees the coordinator in viewWillAppear of an animated presentation, and none for a non-animated one",
            arguments: [true, false])
        func coordinatorInViewWillAppear(animated: Bool) async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = PresentationProbeViewController()
            var seenInWillAppear: Bool?
            presented.onViewWillAppear = { seenInWillAppear = $0.transitionCoordinator != nil }

            root.present(presented, animated: animated)
            #expect((presented.transitionCoordinator != nil) == animated)
            #expect((root.transitionCoordinator != nil) == animated)
            await runtime.waitUntilIdle()

            #expect(seenInWillAppear == animated)
            #expect(presented.transitionCoordinator == nil)
        }

        @Test("An animated presentation outside any window has no coordinator")
        func noCoordinatorOutsideWindow() async {
            runtime.allowsPresentationOutsideWindowHierarchy = true
            let root = UIViewController()
            let presented = UIViewController()

            root.present(presented, animated: true)

            #expect(presented.transitionCoordinator == nil)
            #expect(root.transitionCoordinator == nil)
            await runtime.waitUntilIdle()
            #expect(presented.presentingViewController === root)
        }

        @Test("animate(alongsideTransition:completion:) runs its completion when the presentation ends, after viewDidAppear")
        func alongsideCompletionRunsAtEnd() async throws {
            let log = EventLog()
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = RecordingViewController("P", log: log)

            root.present(presented, animated: true)
            let coordinator = try #require(presented.transitionCoordinator)
            var contextAnimated: Bool?
            let registered = coordinator.animate(
                alongsideTransition: { _ in log.record("alongside") },
                completion: { context in
                    contextAnimated = context.isAnimated
                    log.record("coordinator completion")
                })

            #expect(registered)
            #expect(!log.events.contains("coordinator completion"))
            await runtime.waitUntilIdle()

            #expect(contextAnimated == true)
            let didAppear = try #require(log.events.firstIndex(of: "P.viewDidAppear"))
            let completion = try #require(log.events.firstIndex(of: "coordinator completion"))
            #expect(didAppear < completion)
            #expect(log.events.filter { $0 == "coordinator completion" }.count == 1)
        }

        @Test("After the transition ended animate(alongsideTransition:completion:) returns false and never calls back")
        func animateReturnsFalseAfterEnd() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = UIViewController()
            root.present(presented, animated: true)
            let coordinator = try #require(root.transitionCoordinator)
            await runtime.waitUntilIdle()
            var called = false

            let registered = coordinator.animate(alongsideTransition: { _ in called = true }, completion: { _ in called = true })
            await runtime.waitUntilIdle()

            #expect(!registered)
            #expect(!called)
        }

        @Test("Both animate methods may leave out the completion, as UIKit's Swift interface lets them")
        func animateWithoutCompletion() async throws {
            let log = EventLog()
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = UIViewController()
            root.present(presented, animated: true)
            let coordinator = try #require(presented.transitionCoordinator)

            let inContainer = coordinator.animate(alongsideTransition: { _ in log.record("alongside") })
            let inView = coordinator.animateAlongsideTransition(in: root.view, animation: { _ in log.record("alongside in view") })
            #expect(log.events.isEmpty)
            await runtime.waitUntilIdle()

            #expect(inContainer)
            #expect(inView)
            #expect(log.events == ["alongside", "alongside in view"])
        }

        @Test("During an animated dismissal presenter and dismissed controller have a coordinator with the presentation's style")
        func coordinatorDuringAnimatedDismissal() async throws {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = UIViewController()
            presented.modalPresentationStyle = .overFullScreen
            root.present(presented, animated: false)
            await runtime.waitUntilIdle()
            #expect(root.transitionCoordinator == nil)
            runtime.transitionDuration = 0.3
            var ended = false

            root.dismiss(animated: true)
            await runtime.runTurns(1)

            let coordinator = try #require(presented.transitionCoordinator)
            #expect(presentationSameCoordinator(root.transitionCoordinator, coordinator))
            #expect(coordinator.presentationStyle == .overFullScreen)
            coordinator.animate(alongsideTransition: nil) { _ in ended = true }
            #expect(!ended)
            await runtime.waitUntilIdle()
            #expect(ended)
            #expect(root.transitionCoordinator == nil)
        }

        @Test("A non-animated dismissal has no coordinator")
        func noCoordinatorForNonAnimatedDismissal() async {
            let root = UIViewController()
            await runtime.showInFreshWindow(root)
            let presented = PresentationProbeViewController()
            root.present(presented, animated: false)
            await runtime.waitUntilIdle()
            var seenInWillDisappear: Bool?
            presented.onViewWillDisappear = { seenInWillDisappear = $0.transitionCoordinator != nil }

            root.dismiss(animated: false)
            #expect(root.transitionCoordinator == nil)
            await runtime.waitUntilIdle()

            #expect(seenInWillDisappear == false)
        }
    }
}
