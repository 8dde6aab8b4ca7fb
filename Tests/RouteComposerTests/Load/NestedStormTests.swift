import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// A seeded storm of everything that can overlap: navigations in every API form, dismissals,
    /// cancellations, policy switches, and navigations nested in interceptors, post-routing tasks
    /// and observers, fire-and-forget ones included, at random moments, mid-transition too. Every
    /// request ends exactly once, never succeeds off screen, and UIKit never complains.
    @MainActor
    @Suite("Load: a storm of nested and overlapping requests")
    struct NestedStormTests {
        let runtime = HeadlessRuntime.shared

        /// What the storm saw of one request.
        @MainActor
        final class Tally {
            var calls = 0
            var falseSuccess = false
            var error: Error?
        }

        /// The storm's state: its router, window, generator and open ends.
        @MainActor
        final class Storm {
            let window: UIWindow
            var router: DefaultRouter
            var generator: SeededGenerator
            var tallies: [(name: String, tally: Tally)] = []
            var tasks: [Task<Void, Never>] = []
            /// Login screens shown by an interceptor that waits for their close button.
            var openLogins: [ShopLoginViewController] = []
            /// Navigations the observer starts at the next end it hears of.
            var observerRequests = 0
            var observation: NavigationObservation?

            init(window: UIWindow, seed: UInt64) {
                self.window = window
                // The model's time: the storm lets time run, and no deadline may wait for real time.
                router = DefaultRouter.forLoad(clock: ModelTimeClock())
                router.interceptorTimeout = 30
                generator = SeededGenerator(seed: seed)
            }

            func tally(_ name: String) -> Tally {
                let tally = Tally()
                tallies.append((name, tally))
                return tally
            }

            func random(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }
            func coin() -> Bool { random(0..<2) == 0 }
        }

        @Test(
            "A seeded storm: zero lost, zero doubled, zero false successes, zero UIKit warnings, queue and clock empty",
            arguments: 0..<8)
        func storm(seed: UInt64) async throws {
            let window = await runtime.startLoadScenario()
            runtime.transitionDuration = 0.3
            let storm = Storm(window: window, seed: seed)
            storm.observation = storm.router.observers.add { [storm] event in
                guard event.kind == .finished, storm.observerRequests > 0 else { return }
                storm.observerRequests -= 1
                navigate(storm, LoadRequest.random(using: &storm.generator), form: 1)
            }
            for _ in 0..<1_000 {
                step(storm)
                switch storm.random(0..<4) {
                case 0: await runtime.runTurns(storm.random(1..<4))
                case 1: await runtime.advanceTime(by: Double(storm.random(0..<5)) * 0.1)
                default: break
                }
            }
            // Close what waits for a person as soon as it shows, so no interceptor reaches its deadline.
            for _ in 0..<400 where !(runtime.isIdle && storm.openLogins.isEmpty) {
                while !storm.openLogins.isEmpty { tapClose(storm) }
                await runtime.advanceTime(by: 0.1)
            }
            for task in storm.tasks { await task.value }
            await runtime.waitUntilIdle()

            for (name, tally) in storm.tallies {
                #expect(tally.calls == 1, "\(name) ended \(tally.calls) times")
                #expect(!tally.falseSuccess, "\(name) succeeded while its destination was not on screen")
                if let reason = tally.error?.routingFailureReason {
                    #expect(reason != .timedOut && reason != .destinationNotShown, "\(name): \(String(describing: tally.error))")
                }
            }
            #expect(storm.tallies.count > 600)
            #expect(runtime.warnings.isEmpty, "\(runtime.warnings)")
            #expect(runtime.exceptions.isEmpty, "\(runtime.exceptions)")
            #expect(!storm.router.navigationQueue.isNavigating)
            #expect(storm.router.navigationQueue.waitingCount == 0)
            #expect(runtime.isIdle)
            storm.observation?.cancel()
        }

        /// One random request of the storm.
        private func step(_ storm: Storm) {
            switch storm.random(0..<12) {
            case 0..<3: navigate(storm, LoadRequest.random(using: &storm.generator), form: storm.random(0..<3))
            case 3, 4: guarded(storm)
            case 5: withPostTask(storm)
            case 6: dismissSomething(storm)
            case 7: storm.tasks.randomElement(using: &storm.generator)?.cancel()
            case 8: storm.router.navigationQueue.policy = [.enqueue, .latestWins, .reject][storm.random(0..<3)]
            case 9: tapClose(storm)
            default: storm.observerRequests += 1
            }
        }

        /// `request` through the completion (0), commit (1) or async (2) form.
        private func navigate(_ storm: Storm, _ request: LoadRequest, form: Int, tally given: Tally? = nil) {
            let tally = given ?? storm.tally(request.name)
            let animated = storm.coin()
            let report = { [window = storm.window] (result: RoutingResult, checkScreen: Bool) in
                tally.calls += 1
                if case .failure(let error) = result { tally.error = error }
                if result.isSuccessful, checkScreen, let leaf = Screen.visibleLeaf(in: window) {
                    tally.falseSuccess = !(request.isShown(leaf) && Screen.shows(leaf, in: window))
                }
            }
            switch form {
            case 0:
                do {
                    try request.navigate(storm.router, animated) { report($0, true) }
                } catch {
                    report(.failure(error), false)
                }
            case 1:
                request.commit(storm.router, animated) { report($0, true) }
            default:
                storm.tasks.append(
                    Task { @MainActor [router = storm.router] in
                        do {
                            try await request.navigateAsync(router, animated)
                            report(.success, false)
                        } catch {
                            report(.failure(error), false)
                        }
                    })
            }
        }

        /// Settings, guarded by an interceptor that goes on at once, on the next turn, after a
        /// nested login it waits for, after a nested navigation it does not wait for, or when the
        /// login screen it showed is closed by its button.
        private func guarded(_ storm: Storm) {
            let mode = storm.random(0..<5)
            let nested = LoadRequest.random(using: &storm.generator)
            let interceptor = InlineInterceptor<Any?> { [storm] _, completion in
                switch mode {
                case 0:
                    completion(.success)
                case 1:
                    DispatchQueue.main.async { completion(.success) }
                case 2:
                    navigate(storm, LoadRequest.login, form: 1, tally: storm.tally("nested login")) { completion($0) }
                case 3:
                    navigate(storm, nested, form: storm.random(0..<3))
                    completion(.success)
                default:
                    showClosableLogin(storm, completion: completion)
                }
            }
            let settings = LoadRequest.make("guarded settings (\(mode))", TestShop.settings(guardedBy: interceptor), nil)
            navigate(storm, settings, form: storm.random(0..<3))
        }

        /// `request` through `form`, calling `then` with its outcome after the storm's own report.
        private func navigate(_ storm: Storm, _ request: LoadRequest, form: Int, tally: Tally, then: @escaping (RoutingResult) -> Void) {
            let relayed = LoadRequest(
                name: request.name,
                navigate: { router, animated, completion in
                    try request.navigate(router, animated) { result in
                        completion(result)
                        then(result)
                    }
                },
                commit: { router, animated, completion in
                    request.commit(router, animated) { result in
                        completion(result)
                        then(result)
                    }
                },
                navigateAsync: request.navigateAsync, isShown: request.isShown)
            navigate(storm, relayed, form: form, tally: tally)
        }

        /// A login screen shown by the interceptor, which completes when its button closes it.
        private func showClosableLogin(_ storm: Storm, completion: @escaping (RoutingResult) -> Void) {
            let tally = storm.tally("closable login")
            let factory = InlineFactory<ShopLoginViewController, Any?> { [storm] _ in
                let screen = ShopLoginViewController()
                screen.onClose = { [weak screen] in
                    guard let screen else { return completion(.success) }
                    storm.router.dismiss(screen, animated: storm.coin()) { completion($0) }
                }
                storm.openLogins.append(screen)
                return screen
            }
            // Always a new screen: one found instead would not be the one whose button completes this interceptor.
            let login = StepAssembler<ShopLoginViewController, Any?>()
                .finder(.nilFinder).factory(factory).using(.present(presentationStyle: .fullScreen)).from(.current).assemble()
            storm.router.commitNavigation(to: login, animated: storm.coin()) { [window = storm.window] result in
                tally.calls += 1
                if case .failure(let error) = result {
                    tally.error = error
                    completion(result)
                } else if let leaf = Screen.visibleLeaf(in: window) {
                    tally.falseSuccess = !(leaf is ShopLoginViewController && Screen.shows(leaf, in: window))
                }
            }
        }

        /// The user taps the close button of a login screen that an interceptor waits for.
        private func tapClose(_ storm: Storm) {
            guard !storm.openLogins.isEmpty else { return }
            let screen = storm.openLogins.remove(at: storm.random(0..<storm.openLogins.count))
            screen.onClose?()
        }

        /// Home presented over the current screen, whose post task starts a navigation it does not
        /// wait for, or a `Task` that navigates later.
        private func withPostTask(_ storm: Storm) {
            let nested = LoadRequest.random(using: &storm.generator)
            let inTask = storm.coin()
            let home = StepAssembler<ShopHomeViewController, Any?>()
                .finder(.classFinder)
                .factory(.classFactory)
                .adding(
                    InlinePostTask<ShopHomeViewController, Any?> { [storm] _, _, _ in
                        if inTask {
                            storm.tasks.append(Task { @MainActor in navigate(storm, nested, form: 1) })
                        } else {
                            navigate(storm, nested, form: storm.random(0..<3))
                        }
                    }
                )
                .using(.present(presentationStyle: .fullScreen))
                .from(.current)
                .assemble()
            // Its post task's navigation may cover or close it before it reports, as the rule allows:
            // the router checked its arrival before the post task ran, so only its end is counted.
            let tally = storm.tally("home with a post task")
            storm.router.commitNavigation(to: home, animated: storm.coin()) { result in
                tally.calls += 1
                if case .failure(let error) = result { tally.error = error }
            }
        }

        /// Closes a presented controller through the router.
        private func dismissSomething(_ storm: Storm) {
            var presented: [UIViewController] = []
            var current = storm.window.rootViewController?.presentedViewController
            while let controller = current {
                presented.append(controller)
                current = controller.presentedViewController
            }
            guard let target = presented.randomElement(using: &storm.generator) else { return }
            let tally = storm.tally("dismissal of \(type(of: target))")
            storm.router.dismiss(target, animated: storm.coin()) { [weak target] result in
                tally.calls += 1
                if case .failure(let error) = result { tally.error = error }
                if result.isSuccessful, let target, target.viewIfLoaded?.window != nil, !target.isBeingDismissed {
                    tally.falseSuccess = true
                }
            }
        }
    }
}
