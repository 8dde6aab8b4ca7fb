import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("Extras: Destination")
    struct DestinationTests {
        let runtime = HeadlessRuntime.shared

        private func router() -> DefaultRouter { DefaultRouter(logger: nil) }

        @Test("A destination keeps its step and context, and navigating it applies the context")
        func navigatesWithItsContext() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let destination = Destination(
                to: ExtrasChains.productAfterList(
                    window, context: String.self,
                    contextTasks: [ContextTaskBox(ProductIDTask())]),
                with: "42")
            #expect(destination.context == "42")

            let recorder = ResultRecorder()
            try router().navigate(to: destination, animated: false) { recorder($0) }
            await runtime.waitUntilIdle()

            #expect(recorder.count == 1)
            #expect(recorder.last?.isSuccessful == true)
            #expect((navigation.topViewController as? ProductViewController)?.productID == "42")
        }

        @Test("init(to:) uses nil for an Any? context and () for a Void context")
        func contextlessInitialisers() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let anyDestination = Destination(to: ExtrasChains.presented(ListViewController.self, from: window, context: Any?.self))
            #expect(anyDestination.context == nil)
            let voidDestination = Destination(to: ExtrasChains.presented(ListViewController.self, from: window, context: Void.self))
            let _: Void = voidDestination.context

            try await router().navigate(to: voidDestination, animated: true)
            #expect(window.rootViewController?.presentedViewController is ListViewController)
        }

        @Test("An unwrapped destination still delivers the real context to the steps")
        func unwrappedKeepsContext() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let typed = Destination(
                to: ExtrasChains.productAfterList(
                    window, context: String.self,
                    contextTasks: [ContextTaskBox(ProductIDTask())]),
                with: "7")
            let erased: AnyDestination = typed.unwrapped()
            #expect(erased.context as? String == "7")

            try await router().navigate(to: erased, animated: true)

            #expect((navigation.topViewController as? ProductViewController)?.productID == "7")
        }

        @Test("Unwrapped destinations of different types sit in one array and each navigates")
        func heterogeneousCollection() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let destinations: [AnyDestination] = [
                Destination(
                    to: ExtrasChains.productAfterList(window, context: String.self, contextTasks: [ContextTaskBox(ProductIDTask())]),
                    with: "a"
                ).unwrapped(),
                Destination(to: ExtrasChains.presented(LoginViewController.self, from: window, context: Void.self)).unwrapped(),
            ]
            for destination in destinations {
                try await router().navigate(to: destination, animated: false)
            }
            #expect(navigation.viewControllers.count == 2)
            #expect((navigation.topViewController as? ProductViewController)?.productID == "a")
            #expect(window.rootViewController?.presentedViewController is LoginViewController)
        }

        @Test("An erased destination with a context of the wrong type fails with typeMismatch before anything changes")
        func wrongContextAfterErasure() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let step: DestinationStep<UIViewController, Any?> = ExtrasChains.productAfterList(window, context: String.self).unsafelyRewrapped()
            let broken = AnyDestination(to: step, with: 5)

            do {
                try router().navigate(to: broken, animated: false, completion: nil)
                Issue.record("expected a type mismatch")
            } catch RoutingError.typeMismatch(_, let expected, _) {
                #expect(ObjectIdentifier(expected) == ObjectIdentifier(String.self))
            }
            #expect(navigation.viewControllers.count == 1)
        }

        @Test("commitNavigation(to:) reports an early failure through the completion instead of throwing")
        func commitReportsEarlyFailure() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let destination = Destination(to: ExtrasChains.productAfterList(window, context: String.self), with: "1")
            let recorder = ResultRecorder()

            router().commitNavigation(to: destination, animated: false) { recorder($0) }

            #expect(recorder.count == 1)
            guard case .failure(RoutingError.initialController(.notFound, _))? = recorder.last else {
                Issue.record("expected initialController(.notFound), got \(String(describing: recorder.last))")
                return
            }
        }

        @Test("commitNavigation(to:) navigates and completes once on success")
        func commitSucceeds() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let recorder = ResultRecorder()
            router().commitNavigation(to: Destination(to: ExtrasChains.productAfterList(window, context: Any?.self)), animated: true) { recorder($0) }
            #expect(recorder.count == 0)
            await runtime.waitUntilIdle()
            #expect(recorder.count == 1)
            #expect(recorder.last?.isSuccessful == true)
            #expect(navigation.topViewController is ProductViewController)
        }

        @Test("The async navigate(to:) throws the navigation's late failure")
        func asyncThrowsLateFailure() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let destination = Destination(
                to: ExtrasChains.productAfterList(
                    window, context: String.self,
                    contextTasks: [ContextTaskBox(ProductIDTask())]),
                with: "")
            let error = await #expect(throws: (any Error).self) {
                try await router().navigate(to: destination, animated: true)
            }
            expectAppError(error, ProductIDTask.EmptyID(), in: .contextTask)
            #expect(navigation.viewControllers.count == 1)
        }
    }
}
