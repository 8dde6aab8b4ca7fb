import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    @MainActor
    @Suite("Extras: inline interceptor, context task, post task and transformer")
    struct InlineEntitiesTests {
        let runtime = HeadlessRuntime.shared

        @Test("The asynchronous InlineInterceptor prepares, then completes when its closure says so")
        func asyncInterceptor() async throws {
            var prepared: [String] = []
            var saved: ((RoutingResult) -> Void)?
            let interceptor = InlineInterceptor<String>(prepare: { prepared.append($0) }) { context, completion in
                #expect(context == "x")
                saved = completion
            }
            let recorder = ResultRecorder()
            try interceptor.execute(with: "x") { recorder($0) }
            #expect(prepared == ["x"])
            #expect(recorder.count == 0)
            saved?(.failure(ExtrasError(tag: "late")))
            #expect(recorder.last?.failureError as? ExtrasError == ExtrasError(tag: "late"))
        }

        @Test("A throwing prepare is thrown by execute and reported by commit; the work never runs")
        func throwingPrepare() async throws {
            var performed = false
            let interceptor = InlineInterceptor<Int>(prepare: { _ in throw ExtrasError(tag: "prepare") }) {
                (_: Int, completion: @escaping (RoutingResult) -> Void) in
                performed = true
                completion(.success)
            }
            #expect(throws: ExtrasError(tag: "prepare")) { try interceptor.execute(with: 1) { _ in } }
            let recorder = ResultRecorder()
            interceptor.commit(with: 1) { recorder($0) }
            #expect(recorder.last?.failureError as? ExtrasError == ExtrasError(tag: "prepare"))
            #expect(!performed)
        }

        @Test("The synchronous InlineInterceptor succeeds when its block returns and fails with what it throws")
        func syncInterceptor() async throws {
            let interceptor = InlineInterceptor<String> { (context: String) in
                if context == "stop" { throw ExtrasError(tag: context) }
            }
            let recorder = ResultRecorder()
            interceptor.commit(with: "go") { recorder($0) }
            #expect(recorder.last?.isSuccessful == true)
            interceptor.commit(with: "stop") { recorder($0) }
            #expect(recorder.last?.failureError as? ExtrasError == ExtrasError(tag: "stop"))
            #expect(recorder.count == 2)
        }

        @Test("An InlineInterceptor on a step can stop a navigation, leaving the screen as it was")
        func interceptorStopsNavigation() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let interceptor = InlineInterceptor<String> { (context: String) in
                if context == "stop" { throw ExtrasError(tag: "stopped") }
            }
            let destination = ExtrasChains.productAfterList(window, context: String.self, interceptors: [InterceptorBox(interceptor)])
            let error = await #expect(throws: (any Error).self) {
                try await DefaultRouter(logger: nil).navigate(to: destination, with: "stop", animated: true)
            }
            let location = expectAppError(error, ExtrasError(tag: "stopped"), in: .interception)
            #expect(location?.entityType == typeName(InlineInterceptor<String>.self))
            #expect(navigation.viewControllers.count == 1)
            try await DefaultRouter(logger: nil).navigate(to: destination, with: "go", animated: true)
            #expect(navigation.viewControllers.count == 2)
        }

        @Test("InlineContextTask configures the controller; its error fails the navigation")
        func contextTask() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let task = InlineContextTask<ProductViewController, String> { controller, context in
                guard context != "bad" else { throw ExtrasError(tag: "bad") }
                controller.productID = "id-\(context)"
            }
            let destination = ExtrasChains.productAfterList(window, context: String.self, contextTasks: [ContextTaskBox(task)])

            try await DefaultRouter(logger: nil).navigate(to: destination, with: "9", animated: false)
            #expect((navigation.topViewController as? ProductViewController)?.productID == "id-9")

            let error = await #expect(throws: (any Error).self) {
                try await DefaultRouter(logger: nil).navigate(to: destination, with: "bad", animated: false)
            }
            let location = expectAppError(error, ExtrasError(tag: "bad"), in: .contextTask)
            #expect(location?.entityType == typeName(InlineContextTask<ProductViewController, String>.self))
        }

        @Test("InlinePostTask runs after success with the controller, the context and the routing stack")
        func postTask() async throws {
            let (window, _, navigation, list) = await runtime.showTabsWithList()
            var seen: [(ProductViewController, String, [UIViewController])] = []
            let task = InlinePostTask<ProductViewController, String> { controller, context, stack in
                #expect(controller.parent === navigation)
                seen.append((controller, context, stack))
            }
            let destination = ExtrasChains.productAfterList(window, context: String.self, postTasks: [PostTaskBox(task)])

            try await DefaultRouter(logger: nil).navigate(to: destination, with: "p", animated: true)

            #expect(seen.count == 1)
            let product = try #require(navigation.topViewController)
            #expect(seen.first?.0 === product)
            #expect(seen.first?.1 == "p")
            #expect(seen.first?.2.count == 2)
            #expect(seen.first?.2.first === list)
            #expect(seen.first?.2.last === product)
        }

        @Test("InlineContextTransformer converts the context for the chain it adapts; its error fails the navigation")
        func transformer() async throws {
            let (window, _, navigation, _) = await runtime.showTabsWithList()
            let transformer = InlineContextTransformer<Int, String> { number in
                guard number >= 0 else { throw ExtrasError(tag: "negative") }
                return "#\(number)"
            }
            #expect(try transformer.transform(4) == "#4")
            let destination = ExtrasChains.productAfterList(window, context: String.self, contextTasks: [ContextTaskBox(ProductIDTask())])
                .adaptingContext(using: transformer)

            try await DefaultRouter(logger: nil).navigate(to: destination, with: 12, animated: false)
            #expect((navigation.topViewController as? ProductViewController)?.productID == "#12")

            let error = await #expect(throws: (any Error).self) {
                try await DefaultRouter(logger: nil).navigate(to: destination, with: -1, animated: false)
            }
            let location = expectAppError(error, ExtrasError(tag: "negative"), in: .preparation)
            #expect(location?.entityType == typeName(InlineContextTransformer<Int, String>.self))
            #expect(location?.contextType == typeName(Int.self), "the context the transformer received")
        }
    }
}
