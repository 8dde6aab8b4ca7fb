import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("Extras: GlobalInterceptorRouter")
    struct GlobalInterceptorRouterTests {
        let runtime = HeadlessRuntime.shared

        @Test("Its interceptors run before the wrapped router looks for an origin, so one may build the screen the navigation needs")
        func interceptorRunsBeforePlanning() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let destination = ExtrasChains.productAfterList(window, context: String.self, contextTasks: [ContextTaskBox(ProductIDTask())])
            // A plain router plans first and finds no list.
            #expect(throws: RoutingError.self) {
                try DefaultRouter(logger: nil).navigate(to: destination, with: "1", animated: false, completion: nil)
            }

            var router = GlobalInterceptorRouter(router: DefaultRouter(logger: nil))
            let list = ListViewController()
            router.addGlobal(
                InlineInterceptor<Any?> { _, completion in
                    window.rootViewController = UINavigationController(rootViewController: list)
                    DispatchQueue.main.async { completion(.success) }
                })
            try await router.navigate(to: destination, with: "1", animated: true)

            let navigation = try #require(window.rootViewController as? UINavigationController)
            #expect(navigation.viewControllers.first === list)
            #expect((navigation.topViewController as? ProductViewController)?.productID == "1")
        }

        @Test("Interceptors run in order, each after the previous completed, with the context as Any?")
        func orderAndContext() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let wrapped = ExtrasRecordingRouter()
            var order: [String] = []
            wrapped.onNavigate = { order.append("router") }
            var router = GlobalInterceptorRouter(router: wrapped)
            var firstCompletion: ((RoutingResult) -> Void)?
            router.addGlobal(
                InlineInterceptor<Any?> { context, completion in
                    order.append("first \(context as? String ?? "?")")
                    firstCompletion = completion
                })
            router.addGlobal(InlineInterceptor<Any?> { (context: Any?) in order.append("second \(context as? String ?? "?")") })
            let recorder = ResultRecorder()

            try router.navigate(to: ExtrasChains.windowRoot(window), with: "ctx", animated: false) { recorder($0) }
            #expect(order == ["first ctx"])
            firstCompletion?(.success)
            #expect(order == ["first ctx", "second ctx", "router"])
            #expect(wrapped.contexts.first as? String == "ctx")
            #expect(recorder.count == 0)
            wrapped.complete()
            #expect(recorder.last?.isSuccessful == true)
            #expect(recorder.count == 1)
        }

        @Test("A preparation error is thrown synchronously and nothing runs")
        func prepareErrorThrows() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let wrapped = ExtrasRecordingRouter()
            var router = GlobalInterceptorRouter(router: wrapped)
            var performed = false
            router.addGlobal(InlineInterceptor<Any?> { (_: Any?) in performed = true })
            router.addGlobal(InlineInterceptor<Any?>(prepare: { _ in throw ExtrasError(tag: "prepare") }) { (_: Any?) in performed = true })
            let recorder = ResultRecorder()

            do {
                try router.navigate(to: ExtrasChains.windowRoot(window), with: "x", animated: false) { recorder($0) }
                Issue.record("expected the preparation error")
            } catch {
                let location = expectAppError(error, ExtrasError(tag: "prepare"), in: .preparation)
                #expect(location?.entityType?.contains("InlineInterceptor") == true)
            }
            #expect(!performed)
            #expect(wrapped.contexts.isEmpty)
            #expect(recorder.count == 0)
        }

        @Test("A failing interceptor ends the navigation through the completion; the wrapped router is not called")
        func failingInterceptor() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let wrapped = ExtrasRecordingRouter()
            var router = GlobalInterceptorRouter(router: wrapped)
            router.addGlobal(InlineInterceptor<Any?> { (_: Any?) in throw ExtrasError(tag: "no") })
            let recorder = ResultRecorder()

            try router.navigate(to: ExtrasChains.windowRoot(window), with: "x", animated: false) { recorder($0) }

            let location = expectAppError(recorder.last?.failureError, ExtrasError(tag: "no"), in: .interception)
            #expect(location?.entityType?.contains("InlineInterceptor") == true)
            #expect(wrapped.contexts.isEmpty)
        }

        @Test("After interceptors, the wrapped router's throw arrives through the completion; without interceptors it is thrown")
        func wrappedRouterErrors() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let wrapped = ExtrasRecordingRouter()
            wrapped.error = ExtrasError(tag: "wrapped")
            var router = GlobalInterceptorRouter(router: wrapped)
            #expect(throws: ExtrasError(tag: "wrapped")) {
                try router.navigate(to: ExtrasChains.windowRoot(window), with: "x", animated: false, completion: nil)
            }

            router.addGlobal(InlineInterceptor<Any?> { (_: Any?) in })
            let recorder = ResultRecorder()
            try router.navigate(to: ExtrasChains.windowRoot(window), with: "x", animated: false) { recorder($0) }
            #expect(recorder.last?.failureError as? ExtrasError == ExtrasError(tag: "wrapped"))
            #expect(recorder.count == 1)
        }

        @Test("An interceptor completing twice does not navigate twice")
        func doubleCompletion() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let wrapped = ExtrasRecordingRouter()
            var router = GlobalInterceptorRouter(router: wrapped)
            router.addGlobal(
                InlineInterceptor<Any?> { _, completion in
                    completion(.success)
                    completion(.success)
                })
            try router.navigate(to: ExtrasChains.windowRoot(window), with: "x", animated: false, completion: nil)
            #expect(wrapped.contexts.count == 1)
        }

        @Test("Wrapping an InterceptableRouter, add(...) forwards to it; its interceptors run after the global ones")
        func forwardsAdd() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            var order: [String] = []
            var router = GlobalInterceptorRouter(router: DefaultRouter(logger: nil))
            router.add(InlineInterceptor<Any?> { (_: Any?) in order.append("wrapped") })
            router.addGlobal(InlineInterceptor<Any?> { (_: Any?) in order.append("global") })
            router.add(
                InlineContextTask<UIViewController, Any?> { controller, _ in
                    if controller is ProductViewController { order.append("task") }
                })
            router.add(
                InlinePostTask<UIViewController, Any?> { controller, _, _ in
                    if controller is ProductViewController { order.append("post") }
                })

            try await router.navigate(to: ExtrasChains.productAfterList(window, context: Any?.self), animated: false)

            #expect(order == ["global", "wrapped", "task", "post"])
            #expect(navigation.topViewController is ProductViewController)
        }

        @Test("An interceptor that never completes fails at the timeout, and the wrapped router is not called")
        func silentInterceptorTimesOut() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let wrapped = ExtrasRecordingRouter()
            let clock = ManualNavigationClock()
            var router = GlobalInterceptorRouter(router: wrapped, clock: clock)
            router.interceptorTimeout = 10
            router.addGlobal(InlineInterceptor<Any?> { _, _ in })
            let recorder = ResultRecorder()

            try router.navigate(to: ExtrasChains.windowRoot(window), with: "x", animated: false) { recorder($0) }
            clock.advance(by: 9.9)
            #expect(recorder.count == 0)
            clock.advance(by: 0.1)

            #expect(recorder.count == 1)
            #expect(recorder.last?.failureError?.routingFailureReason == .timedOut)
            #expect(wrapped.contexts.isEmpty)
            #expect(clock.pendingTimerCount == 0)
        }

        @Test("Cancelling the task ends the navigation while the interceptors run; afterwards the wrapped router gets the cancellation")
        func cancellationReachesInterceptorsAndWrappedRouter() async throws {
            _ = await runtime.showInFreshWindow(UIViewController())
            var pending: ((RoutingResult) -> Void)?
            var router = GlobalInterceptorRouter(router: DefaultRouter(logger: nil))
            router.addGlobal(InlineInterceptor<Any?> { _, completion in pending = completion })
            let held = Task { @MainActor in try await router.navigate(to: TestShop.login, animated: false) }
            for _ in 0..<100 where pending == nil { await runtime.runTurns(1) }

            held.cancel()
            do {
                try await held.value
                Issue.record("expected CancellationError")
            } catch {
                #expect(error is CancellationError)
            }
            pending?(.success)
            await runtime.waitUntilIdle()
            #expect(ControllerCensus.alive.contains { $0 is ShopLoginViewController } == false)

            // Past the interceptors, the wrapped DefaultRouter's queue withdraws the waiting request.
            var wrappedRouter = DefaultRouter(logger: nil)
            wrappedRouter.interceptorTimeout = nil
            var blocker: ((RoutingResult) -> Void)?
            let blocking = TestShop.settings(guardedBy: InlineInterceptor<Any?> { _, completion in blocker = completion })
            try wrappedRouter.navigate(to: blocking, animated: false, completion: nil)
            var passing = GlobalInterceptorRouter(router: wrappedRouter)
            passing.addGlobal(InlineInterceptor<Any?> { (_: Any?) in })
            let queued = Task { @MainActor in try await passing.navigate(to: TestShop.login, animated: false) }
            for _ in 0..<100 where wrappedRouter.navigationQueue.waitingCount == 0 { await runtime.runTurns(1) }
            #expect(wrappedRouter.navigationQueue.waitingCount == 1)
            queued.cancel()
            do {
                try await queued.value
                Issue.record("expected CancellationError")
            } catch {
                #expect(error is CancellationError)
            }
            blocker?(.success)
            await runtime.waitUntilIdle()
        }
    }
}
