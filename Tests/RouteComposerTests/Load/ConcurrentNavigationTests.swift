import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Many navigations requested in one turn of the main queue: each ends exactly once, each
    /// success has its destination on screen, and UIKit never has a reason to complain.
    @MainActor
    @Suite("Load: navigations requested together")
    struct ConcurrentNavigationTests {
        let runtime = HeadlessRuntime.shared

        enum Form: CaseIterable {
            case completion, async, commit
            /// Through a `GlobalInterceptorRouter` whose interceptor completes on the next turn.
            case globalInterceptor
            /// Through a `SingleNavigationRouter`, which refuses while its lock is held.
            case singleNavigation
        }

        struct Outcome {
            var calls = 0
            var result: RoutingResult?
            var shownWhenReported: Bool?
        }

        @Test(
            "100 navigations in one turn, in every form and through the decorators, all complete once, on screen, with no UIKit warning",
            arguments: [false, true], 0..<10)
        func hundredAtOnce(animated: Bool, seed: UInt64) async throws {
            let window = await runtime.startLoadScenario()
            let router = DefaultRouter.forLoad()
            var globallyIntercepted = GlobalInterceptorRouter(router: router)
            globallyIntercepted.addGlobal(
                InlineInterceptor<Any?> { _, completion in
                    DispatchQueue.main.async { completion(.success) }
                })
            let single = SingleNavigationRouter(router: router, lock: SingleNavigationLock(), logger: nil)
            var generator = SeededGenerator(seed: seed)
            var outcomes = Array(repeating: Outcome(), count: 100)
            var asyncTasks: [Task<Void, Never>] = []

            for index in 0..<100 {
                let request = LoadRequest.random(using: &generator)
                let form = Form.allCases.randomElement(using: &generator) ?? .completion
                // The async form resumes on a later turn, after other navigations may have run, so
                // only the completion forms can look at the screen at the moment of success.
                let report = { (result: RoutingResult, checkScreen: Bool) in
                    outcomes[index].calls += 1
                    outcomes[index].result = result
                    if result.isSuccessful, checkScreen {
                        outcomes[index].shownWhenReported =
                            Screen.visibleLeaf(in: window).map(request.isShown) == true
                            && Screen.shows(Screen.visibleLeaf(in: window), in: window)
                    }
                }
                switch form {
                case .completion:
                    do {
                        try request.navigate(router, animated) { report($0, true) }
                    } catch {
                        report(.failure(error), false)
                    }
                case .commit:
                    request.commit(router, animated) { report($0, true) }
                case .globalInterceptor:
                    request.commit(globallyIntercepted, animated) { report($0, true) }
                case .singleNavigation:
                    do {
                        try request.navigate(single, animated) { report($0, true) }
                    } catch {
                        // The decorator's documented refusal: thrown at once, and the request has ended.
                        #expect(error.routingFailureReason == .navigationInProgress)
                        report(.success, false)
                    }
                case .async:
                    asyncTasks.append(
                        Task { @MainActor in
                            do {
                                try await request.navigateAsync(router, animated)
                                report(.success, false)
                            } catch {
                                report(.failure(error), false)
                            }
                        })
                }
            }
            for task in asyncTasks { await task.value }
            await runtime.waitUntilIdle()

            for (index, outcome) in outcomes.enumerated() {
                #expect(outcome.calls == 1, "request \(index) completed \(outcome.calls) times")
                if case .failure(let error) = outcome.result {
                    Issue.record("request \(index) failed: \(error)")
                }
            }
            for index in outcomes.indices where outcomes[index].shownWhenReported == false {
                Issue.record("request \(index) reported success while its destination was not on screen")
            }
            #expect(runtime.warnings.isEmpty, "\(runtime.warnings)")
            #expect(runtime.exceptions.isEmpty, "\(runtime.exceptions)")
            #expect(!router.navigationQueue.isNavigating)
        }
    }
}
