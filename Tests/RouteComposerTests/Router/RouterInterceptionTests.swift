import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Interceptors, dismissibility and router-wide tasks.
    @MainActor
    @Suite("DefaultRouter: interception and guards")
    struct RouterInterceptionTests {
        let runtime = HeadlessRuntime.shared
        let logger = RecordingLogger()

        private struct Refused: Error, Equatable {}

        private func productAfterList(_ window: UIWindow, interceptors: [InterceptorBox] = []) -> DestinationStep<ProductViewController, String> {
            let list = Chain.found(by: ClassFinder<ListViewController, String>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
            let product = Chain.step(
                finder: NilFinder<ProductViewController, String>(), factory: ClassFactory<ProductViewController, String>(),
                action: UINavigationController.push(), previous: list, interceptors: interceptors)
            return Chain.destination(product)
        }

        @Test("An interceptor that fails stops the navigation with its error, and nothing changes")
        func interceptorFails() async throws {
            let (window, _, _, _) = await runtime.showTabsWithList()
            let before = runtime.hierarchyDescription()
            let refusing = InterceptorBox(ScriptedInterceptor<String> { _, completion in completion(.failure(Refused())) })

            let error = await #expect(throws: (any Error).self) {
                try await DefaultRouter(logger: logger).navigate(to: productAfterList(window, interceptors: [refusing]), with: "1", animated: true)
            }
            let location = expectAppError(error, Refused(), in: .interception)
            #expect(location?.stepIndex == 0)
            #expect(location?.entityType == typeName(ScriptedInterceptor<String>.self))
            await runtime.waitUntilIdle()
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("Interceptors run one after another: router-wide first, then the destination's, each waiting for the previous")
        func interceptorOrder() async throws {
            let (window, _, _, _) = await runtime.showTabsWithList()
            var order: [String] = []
            var router = DefaultRouter(logger: logger)
            router.add(
                ScriptedInterceptor<Any?> { _, completion in
                    order.append("global")
                    DispatchQueue.main.async { completion(.success) }
                })
            let stepInterceptor = InterceptorBox(
                ScriptedInterceptor<String> { context, completion in
                    order.append("step \(context)")
                    completion(.success)
                })

            try await router.navigate(to: productAfterList(window, interceptors: [stepInterceptor]), with: "5", animated: false)

            #expect(order == ["global", "step 5"])
        }

        @Test("The origin deallocated while an interceptor ran, and no other found: a typed error, nothing built")
        func originDeallocatedDuringInterceptors() async throws {
            var navigation: UINavigationController? = UINavigationController(rootViewController: ListViewController())
            let window = await runtime.showInFreshWindow(try #require(navigation))
            let clearing = InterceptorBox(
                ScriptedInterceptor<String> { _, completion in
                    window.rootViewController = HomeViewController()
                    navigation = nil
                    // Complete once the old tree has left the screen and been released.
                    Task { @MainActor in
                        await HeadlessRuntime.shared.waitUntilIdle()
                        completion(.success)
                    }
                })

            do {
                try await DefaultRouter(logger: logger).navigate(to: productAfterList(window, interceptors: [clearing]), with: "1", animated: false)
                Issue.record("expected the navigation to fail")
            } catch RoutingError.initialController(let state, let context) {
                #expect(state == .deallocated)
                // Gone by then, it is named by the class and address kept when it was found.
                #expect(context.debugDescription.contains("<RouteComposerTests.ListViewController: 0x"))
            }
            #expect(window.rootViewController is HomeViewController)
        }

        @Test("An interceptor that replaces the root makes the router start again from the new hierarchy")
        func interceptorReplacingRootIsFollowed() async throws {
            let window = await runtime.showInFreshWindow(UINavigationController(rootViewController: ListViewController()))
            let freshList = ListViewController()
            let loggingIn = InterceptorBox(
                ScriptedInterceptor<String> { _, completion in
                    window.rootViewController = UINavigationController(rootViewController: freshList)
                    completion(.success)
                })

            try await DefaultRouter(logger: logger).navigate(to: productAfterList(window, interceptors: [loggingIn]), with: "2", animated: false)

            #expect(freshList.navigationController?.topViewController is ProductViewController)
            #expect(freshList.navigationController === window.rootViewController)
        }

        @Test("A completion called twice is ignored after the first call, with a warning")
        func doubleCompletionIsIgnored() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let twice = InterceptorBox(
                ScriptedInterceptor<String> { _, completion in
                    completion(.success)
                    completion(.failure(Refused()))
                })
            var results: [RoutingResult] = []

            try DefaultRouter(logger: logger).navigate(to: productAfterList(window, interceptors: [twice]), with: "1", animated: false) { results.append($0) }
            await runtime.waitUntilIdle()

            #expect(results.count == 1)
            #expect(results.first?.isSuccessful == true)
            #expect(navigation.topViewController is ProductViewController)
            #expect(logger.warnings.contains { $0.contains("more than once") })
        }

        @Test("An interceptor that never completes fails the navigation after the router's timeout")
        func interceptorTimesOut() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let clock = ManualNavigationClock()
            var router = DefaultRouter(logger: logger, clock: clock)
            router.interceptorTimeout = 30
            let silent = InterceptorBox(ScriptedInterceptor<String> { _, _ in })
            var result: RoutingResult?

            try router.navigate(to: productAfterList(window, interceptors: [silent]), with: "1", animated: false) { result = $0 }
            await runtime.waitUntilIdle()
            clock.advance(by: 29.9)
            #expect(result == nil, "still within the timeout")
            clock.advance(by: 0.1)

            guard case .failure(RoutingError.compositionFailed(let context)) = result else {
                Issue.record("expected a timeout, got \(String(describing: result))")
                return
            }
            #expect(context.debugDescription.contains("did not complete within"))
            #expect(context.underlyingError as? RoutingFailureReason == .timedOut)
            #expect(context.location?.phase == .interception)
            #expect(context.location?.stepIndex == 0)
            #expect(context.location?.entityType?.contains("ScriptedInterceptor") == true)
            #expect(navigation.viewControllers.count == 1)
            #expect(clock.pendingTimerCount == 0)
        }

        @Test("A controller that refuses to be dismissed blocks a navigation that would dismiss it, and nothing changes")
        func nonDismissibleBlocks() async throws {
            let (window, tabs, _, _) = await runtime.showTabsWithList()
            tabs.present(GuardedViewController(), animated: false)
            await runtime.waitUntilIdle()
            let before = runtime.hierarchyDescription()

            #expect {
                try DefaultRouter(logger: logger).navigate(to: productAfterList(window), with: "1", animated: false, completion: nil)
            } throws: { error in
                guard case RoutingError.cantBeDismissed = error else { return false }
                return true
            }
            await runtime.waitUntilIdle()
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("A refusing controller in another tab, which the navigation leaves alone, does not block it")
        func nonDismissibleElsewhereDoesNotBlock() async throws {
            let list = ListViewController()
            let tabs = UITabBarController()
            tabs.viewControllers = [GuardedViewController(), UINavigationController(rootViewController: list)]
            tabs.selectedIndex = 1
            let window = await runtime.showInFreshWindow(tabs)

            try await DefaultRouter(logger: logger).navigate(to: productAfterList(window), with: "1", animated: false)

            #expect(list.navigationController?.topViewController is ProductViewController)
        }

        @Test("A router-wide context task runs only on controllers of its type")
        func globalContextTaskAppliesToMatchingControllersOnly() async throws {
            let (window, _, _, list) = await runtime.showTabsWithList()
            var configured: [String] = []
            var router = DefaultRouter(logger: logger)
            router.add(InlineTestContextTask<ProductViewController> { configured.append("product \($0.productID ?? "-")") })

            try await router.navigate(to: productAfterList(window), with: "8", animated: false)

            #expect(configured == ["product -"], "the list, found as the origin, is not a ProductViewController")
            #expect(list.navigationController?.topViewController is ProductViewController)
        }

        @Test("commitNavigation reports a failure before the first change through its completion instead of throwing")
        func commitNavigationReportsThroughCompletion() async throws {
            let (window, _, _, _) = await runtime.showTabsWithList()
            var result: RoutingResult?
            let erased: DestinationStep<ProductViewController, Int> = productAfterList(window).unsafelyRewrapped()

            DefaultRouter(logger: logger).commitNavigation(to: erased, with: 1, animated: false) { result = $0 }

            guard case .failure(RoutingError.typeMismatch) = result else {
                Issue.record("expected a type mismatch, got \(String(describing: result))")
                return
            }
        }
    }
}

/// A context task for any context, written inline.
struct InlineTestContextTask<VC: UIViewController>: ContextTask {
    let body: @MainActor (VC) -> Void
    func perform(on viewController: VC, with context: Any?) throws { body(viewController) }
}

extension RouteComposerTests {
    /// Where errors say they came from.
    @MainActor
    @Suite("DefaultRouter: error locations")
    struct RouterErrorLocationTests {
        let runtime = HeadlessRuntime.shared

        @Test("An action's failure names the step, its types and the controller it integrated into")
        func actionFailureIsLocated() async throws {
            let root = HomeViewController()
            await runtime.showInFreshWindow(root)
            root.present(UIViewController(), animated: false)
            await runtime.waitUntilIdle()
            // Starts from the root itself (not the topmost), which already presents: the action refuses.
            let origin = Chain.found(by: InstanceFinder<HomeViewController, Any?>(instance: root))
            let login = Chain.step(
                finder: NilFinder<LoginViewController, Any?>(), factory: ClassFactory<LoginViewController, Any?>(),
                action: GeneralAction.presentModally(), previous: origin)

            var result: RoutingResult?
            try DefaultRouter(logger: nil, stackPresentationHandler: NotDismissingHandler())
                .navigate(to: Chain.destination(login, LoginViewController.self, context: Any?.self), with: nil, animated: false) { result = $0 }
            await runtime.waitUntilIdle()

            guard case .failure(RoutingError.compositionFailed(let context)) = result else {
                Issue.record("expected compositionFailed, got \(String(describing: result))")
                return
            }
            let location = try #require(context.location)
            #expect(location.phase == .integration)
            #expect(location.stepIndex == 0)
            #expect(location.factoryType?.contains("ClassFactory<") == true)
            #expect(location.actionType?.contains("PresentModallyAction") == true)
            #expect(location.contextType == "Swift.Optional<Any>")
            #expect(location.viewController == "\(root)")
            #expect("\(RoutingError.compositionFailed(context))".contains("phase integration, step 0"))
        }

        @Test("An app's own error reaches the caller unchanged, and its location is still known")
        func appErrorsArriveUnchangedWithTheirLocation() async throws {
            let (window, _, _, _) = await runtime.showTabsWithList()
            let list = Chain.found(by: ClassFinder<ListViewController, Any?>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
            let failing = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: FailingFactory<ProductViewController, Any?>(),
                action: UINavigationController.push(), previous: list)

            let error = await #expect(throws: (any Error).self) {
                try await DefaultRouter(logger: nil).navigate(
                    to: Chain.destination(failing, ProductViewController.self, context: Any?.self), with: nil, animated: false)
            }
            let location = expectAppError(error, FailingFactory<ProductViewController, Any?>.BuildFailed(), in: .building)
            #expect(location?.stepIndex == 0)
            #expect(location?.factoryType == typeName(FailingFactory<ProductViewController, Any?>.self))
            #expect(location?.actionType == typeName(NavigationControllerActions.PushAction<UINavigationController>.self))
            #expect(location?.contextType == typeName(Any?.self))
            #expect(location?.entityType == typeName(FailingFactory<ProductViewController, Any?>.self))
            #expect(error is FailingFactory<ProductViewController, Any?>.BuildFailed, "matchable by type as the app threw it")
        }

        @Test("A child that fails while its container factory builds it is blamed on its own step, not on the container")
        func childFailureInsideContainerIsBlamedOnTheChild() async throws {
            let root = HomeViewController()
            let window = await runtime.showInFreshWindow(root)
            let rootStep: DestinationStep<UIViewController, Any?> = GeneralStep.root(windowProvider: CustomWindowProvider(window: window))
            let navigation = Chain.containerStep(
                finder: NilFinder<UINavigationController, Any?>(),
                factory: NavigationControllerFactory<UINavigationController, Any?>(),
                action: GeneralAction.presentModally(), previous: rootStep.head)
            let failing = Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: FailingFactory<ProductViewController, Any?>(),
                action: UINavigationController.push(), previous: navigation)

            let error = await #expect(throws: (any Error).self) {
                try await DefaultRouter(logger: nil).navigate(
                    to: Chain.destination(failing, ProductViewController.self, context: Any?.self), with: nil, animated: false)
            }
            let location = expectAppError(error, FailingFactory<ProductViewController, Any?>.BuildFailed(), in: .building)
            #expect(location?.stepIndex == 0)
            #expect(location?.entityType == typeName(FailingFactory<ProductViewController, Any?>.self))
            #expect(root.presentedViewController == nil, "the container was never presented")
        }
    }
}

/// A stack handler that leaves presentations alone, to provoke an action's own refusal.
struct NotDismissingHandler: StackPresentationHandler {
    func dismissPresented(from viewController: UIViewController, animated: Bool, completion: @escaping (RoutingResult) -> Void) {
        completion(.success)
    }

    func makeVisibleInParentContainers(_ viewController: UIViewController, animated: Bool, completion: @escaping (RoutingResult) -> Void) {
        completion(.success)
    }
}
