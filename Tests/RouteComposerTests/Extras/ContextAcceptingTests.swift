import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

/// A screen that validates its context statically and configures itself with it.
final class ExtrasAcceptingViewController: UIViewController, ContextAccepting {
    struct Incompatible: Error, Equatable {}
    struct SetupFailed: Error, Equatable {}

    static var checkedContexts: [String] = []
    private(set) var shownTitle: String?

    static func checkCompatibility(with context: String) throws {
        checkedContexts.append(context)
        guard !context.isEmpty else { throw Incompatible() }
    }

    func setup(with context: String) throws {
        guard context != "broken" else { throw SetupFailed() }
        shownTitle = context
    }
}

/// A screen that accepts any context, relying on the default compatibility check.
final class ExtrasLenientViewController: UIViewController, ContextAccepting {
    private(set) var value: Int?
    func setup(with context: Int) throws { value = context }
}

extension RouteComposerTests {
    @MainActor
    @Suite("Extras: ContextAccepting and ContextSettingTask")
    struct ContextAcceptingTests {
        let runtime = HeadlessRuntime.shared

        private func destination(_ window: UIWindow) -> DestinationStep<ExtrasAcceptingViewController, String> {
            ExtrasChains.presented(
                ExtrasAcceptingViewController.self, from: window, context: String.self,
                contextTasks: [ContextTaskBox(ContextSettingTask<ExtrasAcceptingViewController>())])
        }

        @Test("The built controller is set up with the navigation's context, after its type accepted the context")
        func setsUpBuiltController() async throws {
            ExtrasAcceptingViewController.checkedContexts = []
            let window = await runtime.showInFreshWindow(HomeViewController())

            try await DefaultRouter(logger: nil).navigate(to: destination(window), with: "Paris", animated: true)

            let shown = try #require(window.rootViewController?.presentedViewController as? ExtrasAcceptingViewController)
            #expect(shown.shownTitle == "Paris")
            #expect(ExtrasAcceptingViewController.checkedContexts == ["Paris"])
        }

        @Test("An incompatible context is thrown synchronously, before anything is built or shown")
        func incompatibleContextStopsEarly() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let before = runtime.hierarchyDescription()

            let error = #expect(throws: (any Error).self) {
                try DefaultRouter(logger: nil).navigate(to: destination(window), with: "", animated: false, completion: nil)
            }
            let location = expectAppError(error, ExtrasAcceptingViewController.Incompatible(), in: .preparation)
            #expect(location?.entityType == typeName(ContextSettingTask<ExtrasAcceptingViewController>.self))
            await runtime.waitUntilIdle()
            #expect(runtime.hierarchyDescription() == before)
        }

        @Test("A setup error fails the navigation with that error")
        func setupErrorFails() async throws {
            let window = await runtime.showInFreshWindow(HomeViewController())
            let error = await #expect(throws: (any Error).self) {
                try await DefaultRouter(logger: nil).navigate(to: destination(window), with: "broken", animated: false)
            }
            let location = expectAppError(error, ExtrasAcceptingViewController.SetupFailed(), in: .contextTask)
            #expect(location?.entityType == typeName(ContextSettingTask<ExtrasAcceptingViewController>.self))
            #expect(window.rootViewController?.presentedViewController == nil)
        }

        @Test("The task works on its own: prepare runs the static check, perform the setup; the default check accepts everything")
        func directUse() async throws {
            var strict = ContextSettingTask<ExtrasAcceptingViewController>()
            #expect(throws: ExtrasAcceptingViewController.Incompatible()) { try strict.prepare(with: "") }
            let controller = ExtrasAcceptingViewController()
            try strict.execute(on: controller, with: "ok")
            #expect(controller.shownTitle == "ok")

            var lenient = ContextSettingTask<ExtrasLenientViewController>()
            try lenient.prepare(with: .min)
            try ExtrasLenientViewController.checkCompatibility(with: -1)
            let other = ExtrasLenientViewController()
            try lenient.perform(on: other, with: 3)
            #expect(other.value == 3)
        }
    }
}
