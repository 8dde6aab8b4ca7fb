import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

/// A dismissible screen with its own stored block, passing back a string.
final class ExtrasDismissibleViewController: UIViewController, Dismissible {
    var dismissalBlock: ((ExtrasDismissibleViewController, String, Bool, ((RoutingResult) -> Void)?) -> Void)?
}

/// A dismissible screen that passes nothing back.
final class ExtrasVoidDismissibleViewController: UIViewController, Dismissible {
    var dismissalBlock: ((ExtrasVoidDismissibleViewController, Void, Bool, ((RoutingResult) -> Void)?) -> Void)?
}

/// A dismissible screen whose block is kept in the side table.
final class ExtrasStoredDismissibleViewController: UIViewController, DismissibleWithRuntimeStorage {
    typealias DismissalTargetContext = Any?
}

extension RouteComposerTests {
    @MainActor
    @Suite("Extras: Dismissible")
    struct DismissibleTests {
        let runtime = HeadlessRuntime.shared

        @Test("Without a block, dismissing completes at once with compositionFailed naming the controller")
        func missingBlock() async throws {
            let controller = ExtrasDismissibleViewController()
            let recorder = ResultRecorder()
            controller.dismissViewController(with: "x", animated: true) { recorder($0) }
            #expect(recorder.count == 1)
            let message = try #require(recorder.last?.failureError?.compositionFailureMessage)
            #expect(message.contains("\(controller)"))
            // A missing completion is fine too: nothing crashes.
            controller.dismissViewController(with: "x", animated: false)
        }

        @Test("The block receives the controller, the value, the animation flag and the completion")
        func blockReceivesArguments() async throws {
            let controller = ExtrasDismissibleViewController()
            var received: [(ExtrasDismissibleViewController, String, Bool)] = []
            controller.dismissalBlock = { target, value, animated, completion in
                received.append((target, value, animated))
                completion?(.failure(ExtrasError(tag: value)))
            }
            let recorder = ResultRecorder()
            controller.dismissViewController(with: "done", animated: false) { recorder($0) }
            #expect(received.count == 1)
            #expect(received.first?.0 === controller)
            #expect(received.first?.1 == "done")
            #expect(received.first?.2 == false)
            #expect(recorder.last?.failureError as? ExtrasError == ExtrasError(tag: "done"))
        }

        @Test("The Void and Any? overloads pass the empty value and nil")
        func contextlessOverloads() async throws {
            let void = ExtrasVoidDismissibleViewController()
            var voidCalls = 0
            void.dismissalBlock = { _, _, animated, completion in
                voidCalls += 1
                #expect(animated)
                completion?(.success)
            }
            let recorder = ResultRecorder()
            void.dismissViewController(animated: true) { recorder($0) }
            #expect(voidCalls == 1)
            #expect(recorder.last?.isSuccessful == true)

            let stored = ExtrasStoredDismissibleViewController()
            var values: [Any?] = []
            stored.dismissalBlock = { _, value, _, completion in
                values.append(value)
                completion?(.success)
            }
            stored.dismissViewController(animated: false) { recorder($0) }
            #expect(values.count == 1)
            #expect(values.first.map { $0 == nil } == true)
            #expect(recorder.count == 2)
        }

        @Test("Runtime storage keeps one block per controller and forgets it when set to nil")
        func runtimeStoragePerInstance() async throws {
            let first = ExtrasStoredDismissibleViewController()
            let second = ExtrasStoredDismissibleViewController()
            #expect(first.dismissalBlock == nil)
            var calls: [String] = []
            first.dismissalBlock = { _, _, _, _ in calls.append("first") }
            second.dismissalBlock = { _, _, _, _ in calls.append("second") }
            first.dismissViewController(animated: false)
            second.dismissViewController(animated: false)
            #expect(calls == ["first", "second"])

            first.dismissalBlock = nil
            #expect(first.dismissalBlock == nil)
            #expect(second.dismissalBlock != nil)
            let recorder = ResultRecorder()
            first.dismissViewController(animated: false) { recorder($0) }
            #expect(recorder.last?.failureError?.compositionFailureMessage != nil)
        }

        @Test("Runtime storage does not keep the controller alive and drops its entry once it is gone")
        func runtimeStorageReleases() async throws {
            let storage = DismissalBlockStorage.shared
            storage.purge()
            let baseline = storage.count
            weak var weakController: ExtrasStoredDismissibleViewController?
            do {
                let controller = ExtrasStoredDismissibleViewController()
                weakController = controller
                controller.dismissalBlock = { target, _, _, completion in
                    _ = target
                    completion?(.success)
                }
                #expect(storage.count == baseline + 1)
            }
            #expect(weakController == nil)
            // Any access sweeps the entries of deallocated controllers.
            #expect(ExtrasStoredDismissibleViewController().dismissalBlock == nil)
            #expect(storage.count == baseline)
        }

        @Test("DismissalMethodProvidingContextTask injects the block during navigation; the controller then closes itself")
        func injectedBlockClosesController() async throws {
            let (window, _, navigation, list) = await runtime.showTabsWithList()
            let router = DefaultRouter(logger: nil)
            var handedBack: [String] = []
            let task = DismissalMethodProvidingContextTask<ExtrasDismissibleViewController, String> { controller, value, animated, completion in
                handedBack.append(value)
                router.dismiss(controller, animated: animated, completion: completion)
            }
            let list1 = Chain.found(by: ClassFinder<ListViewController, String>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
            let step = Chain.step(
                finder: NilFinder<ExtrasDismissibleViewController, String>(), factory: ClassFactory<ExtrasDismissibleViewController, String>(),
                action: UINavigationController.push(), previous: list1, contextTasks: [ContextTaskBox(task)])

            try await router.navigate(to: Chain.destination(step, ExtrasDismissibleViewController.self, context: String.self), with: "ctx", animated: true)
            let shown = try #require(navigation.topViewController as? ExtrasDismissibleViewController)
            #expect(shown.dismissalBlock != nil)

            let recorder = ResultRecorder()
            shown.dismissViewController(with: "saved", animated: true) { recorder($0) }
            #expect(recorder.count == 0)
            await runtime.waitUntilIdle()

            #expect(handedBack == ["saved"])
            #expect(recorder.last?.isSuccessful == true)
            #expect(navigation.viewControllers.count == 1)
            #expect(navigation.topViewController === list)
        }
    }
}
