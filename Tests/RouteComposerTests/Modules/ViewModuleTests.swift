import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Navigating to screens by the protocol they provide, through the router.
    @MainActor
    @Suite("ModuleRegistry: view modules")
    struct ViewModuleTests {
        let runtime = HeadlessRuntime.shared

        private func router() -> DefaultRouter { DefaultRouter(logger: nil) }

        /// A list in a navigation controller, shown in a fresh key window.
        private func showList() async -> (navigation: UINavigationController, list: NoteListViewController) {
            let list = NoteListViewController()
            let navigation = UINavigationController(rootViewController: list)
            await runtime.showInFreshWindow(navigation)
            return (navigation, list)
        }

        private func editorModules(counter: MadeCounter = MadeCounter()) -> ModuleRegistry {
            let modules = ModuleRegistry()
            modules.register(RoutableView<EditorViewInput>(), forMakingView: NoteEditorViewController.self) { _ in
                counter.count += 1
                return NoteEditorViewController()
            }
            return modules
        }

        @Test("A push configures the screen through its protocol before integration, and again after it succeeded")
        func pushWithPrepareAndSuccess() async throws {
            let (navigation, list) = await showList()
            let modules = editorModules()
            var events: [String] = []
            let result: RoutingResult = try await withCheckedThrowingContinuation { continuation in
                do {
                    try router().navigate(
                        to: RoutableView<EditorViewInput>(), in: modules, path: .push(from: list),
                        prepare: { editor in
                            editor.delegate = list
                            let controller = editor as? UIViewController
                            events.append("prepare, in stack: \(controller?.navigationController != nil)")
                        },
                        success: { editor in
                            editor.constructForCreatingNewNote()
                            let controller = editor as? UIViewController
                            events.append("success, in stack: \(controller?.navigationController != nil)")
                        },
                        completion: { result in
                            events.append("completion")
                            continuation.resume(returning: result)
                        })
                } catch {
                    continuation.resume(throwing: error)
                }
            }
            #expect(result.isSuccessful)
            #expect(events == ["prepare, in stack: false", "success, in stack: true", "completion"])
            let editor = try #require(navigation.topViewController as? NoteEditorViewController)
            #expect(editor.delegate === list)
            #expect(editor.constructedForNewNote)
        }

        @Test("The async navigation returns the screen typed as the protocol")
        func asyncReturnsTypedDestination() async throws {
            let (navigation, list) = await showList()
            let editor: any EditorViewInput = try await router().navigate(
                to: RoutableView<EditorViewInput>(), in: editorModules(),
                path: .presentModally(from: navigation),
                prepare: { $0.delegate = list })
            #expect(navigation.presentedViewController === editor)
            #expect(editor.delegate === list)
        }

        @Test("A protocol with no module is a typed error naming it, thrown before the hierarchy changes")
        func missingModuleLeavesHierarchy() async throws {
            let (navigation, list) = await showList()
            let modules = editorModules()
            var completions = 0
            let error = #expect(throws: RoutingError.self) {
                try router().navigate(
                    to: RoutableView<MissingViewInput>(), in: modules, path: .push(from: list),
                    completion: { _ in completions += 1 })
            }
            let problem = try #require(error?.moduleError)
            #expect(problem.code == .missingModule)
            #expect(problem.requiredType == (any MissingViewInput).self)
            #expect(problem.message.contains("MissingViewInput"))
            await runtime.waitUntilIdle()
            #expect(navigation.viewControllers == [list])
            #expect(navigation.presentedViewController == nil)
            #expect(completions == 0, "a thrown navigation does not complete")
        }

        @Test("A module that makes something other than a view controller fails before the hierarchy changes")
        func notAViewController() async throws {
            let (navigation, list) = await showList()
            let modules = ModuleRegistry()
            modules.register(RoutableView<ImposterViewInput>()) { _ in ImposterObject() }
            let error = #expect(throws: RoutingError.self) {
                try router().navigate(to: RoutableView<ImposterViewInput>(), in: modules, path: .push(from: list))
            }
            guard case .compositionFailed(let context)? = error else {
                Issue.record("expected compositionFailed, got \(String(describing: error))")
                return
            }
            #expect(context.location?.phase == .preparation)
            let problem = try #require(error?.moduleError)
            #expect(problem.code == .moduleNotViewController)
            #expect(problem.requiredType == (any ImposterViewInput).self)
            #expect(problem.actualType == ImposterObject.self)
            await runtime.waitUntilIdle()
            #expect(navigation.viewControllers == [list])
            #expect(throws: ModuleError.moduleNotViewController((any ImposterViewInput).self, actual: ImposterObject.self)) {
                try modules.makeDestination(to: RoutableView<ImposterViewInput>())
            }
        }

        @Test("A making closure that throws is a typed error carrying the closure's error")
        func factoryFailure() async throws {
            let (navigation, list) = await showList()
            let modules = ModuleRegistry()
            modules.register(RoutableView<EditorViewInput>()) { _ in throw EditorBuildFailure() }
            let error = #expect(throws: RoutingError.self) {
                try router().navigate(to: RoutableView<EditorViewInput>(), in: modules, path: .push(from: list))
            }
            let problem = try #require(error?.moduleError)
            #expect(problem.code == .moduleFactoryFailed)
            #expect(problem.underlyingError is EditorBuildFailure)
            #expect(navigation.viewControllers == [list])
        }

        @Test("A screen's @Dependency properties come from the container, and a missing one stops the navigation early")
        func dependenciesOfTheScreen() async throws {
            let (navigation, list) = await showList()
            let modules = ModuleRegistry()
            modules.register(RoutableView<ClockViewInput>(), forMakingView: ClockViewController.self)

            let error = #expect(throws: RoutingError.self) {
                try router().navigate(to: RoutableView<ClockViewInput>(), in: modules, path: .push(from: list))
            }
            let problem = try #require(error?.moduleError)
            #expect(problem.code == .missingDependency)
            #expect(problem.requestingType == ClockViewController.self)
            #expect(problem.requiredType == (any TimeServiceInput).self)
            await runtime.waitUntilIdle()
            #expect(navigation.viewControllers == [list])

            modules.register(RoutableService<TimeServiceInput>(), scope: .singleton) { _ in TimeService() }
            let clock = try await router().navigate(to: RoutableView<ClockViewInput>(), in: modules, path: .push(from: list))
            #expect(clock.time.currentTimeString() == "12:00")
            #expect(navigation.topViewController === clock)
        }

        @Test("A module screen already on display is found and prepared again, not built again, unless asked")
        func foundRatherThanBuilt() async throws {
            let (navigation, list) = await showList()
            let counter = MadeCounter()
            let modules = editorModules(counter: counter)
            let first = try await router().navigate(to: RoutableView<EditorViewInput>(), in: modules, path: .push(from: list))
            #expect(counter.count == 1)

            var prepared: [any EditorViewInput] = []
            let again = try await router().navigate(
                to: RoutableView<EditorViewInput>(), in: modules, path: .push(from: list),
                prepare: { prepared.append($0) })
            #expect(again === first)
            #expect(prepared.count == 1 && prepared.first === first)
            #expect(counter.count == 1)
            #expect(navigation.viewControllers.count == 2)

            let fresh = try await router().navigate(
                to: RoutableView<EditorViewInput>(), in: modules, path: .push(from: first as! UIViewController),
                reusingExisting: false)
            #expect(fresh !== first)
            #expect(counter.count == 2)
            #expect(navigation.viewControllers.count == 3)
        }

        @Test("A module registered without its class is built every time")
        func unknownClassIsAlwaysBuilt() async throws {
            let (navigation, list) = await showList()
            let modules = ModuleRegistry()
            modules.register(RoutableView<EditorViewInput>()) { _ in NoteEditorViewController() }
            let first = try await router().navigate(to: RoutableView<EditorViewInput>(), in: modules, path: .push(from: list))
            let second = try await router().navigate(to: RoutableView<EditorViewInput>(), in: modules, path: .push(from: list))
            #expect(first !== second)
            #expect(navigation.viewControllers.count == 3)
        }

        @Test("An adapter connects the caller's required protocol to the module's provided one, across a chain")
        func adapters() async throws {
            let (navigation, list) = await showList()
            let modules = editorModules()
            modules.register(adapter: RoutableView<RequiredEditorViewInput>(), forAdaptee: RoutableView<LegacyEditorViewInput>())
            modules.register(adapter: RoutableView<LegacyEditorViewInput>(), forAdaptee: RoutableView<EditorViewInput>())
            let editor = try await router().navigate(
                to: RoutableView<RequiredEditorViewInput>(), in: modules, path: .push(from: list),
                prepare: { $0.delegate = list })
            #expect(editor is NoteEditorViewController)
            #expect(editor.delegate === list)
            #expect(navigation.topViewController === editor)
            #expect(modules.validate().isValid)
        }

        @Test("An adaptee whose class lacks the required protocol is a typed error naming adapter, adaptee and class")
        func adapterWithoutConformance() async throws {
            let (navigation, list) = await showList()
            let modules = editorModules()
            modules.register(adapter: RoutableView<UnadaptedEditorViewInput>(), forAdaptee: RoutableView<EditorViewInput>())
            let error = #expect(throws: RoutingError.self) {
                try router().navigate(to: RoutableView<UnadaptedEditorViewInput>(), in: modules, path: .push(from: list))
            }
            let problem = try #require(error?.moduleError)
            #expect(problem.code == .moduleNotConforming)
            #expect(problem.requestingType == (any UnadaptedEditorViewInput).self)
            #expect(problem.requiredType == (any EditorViewInput).self)
            #expect(problem.actualType == NoteEditorViewController.self)
            await runtime.waitUntilIdle()
            #expect(navigation.viewControllers == [list])
        }

        @Test("makeDestination builds the screen without showing it, prepared and typed as the protocol")
        func makeDestination() async throws {
            let (navigation, list) = await showList()
            let modules = editorModules()
            let editor = try modules.makeDestination(to: RoutableView<EditorViewInput>()) { $0.delegate = list }
            let controller = try #require(editor as? NoteEditorViewController)
            #expect(controller.parent == nil && controller.presentingViewController == nil)
            #expect(editor.delegate === list)
            #expect(navigation.viewControllers == [list])
            #expect(throws: ModuleError.missingModule((any MissingViewInput).self, kind: .view, requestedBy: nil)) {
                try modules.makeDestination(to: RoutableView<MissingViewInput>())
            }
        }

        @Test("A screen made earlier is shown along a path, prepared and with its dependencies filled")
        func showExistingScreen() async throws {
            let (navigation, list) = await showList()
            let modules = ModuleRegistry()
            modules.register(RoutableService<TimeServiceInput>()) { _ in TimeService() }
            let clock = ClockViewController()
            var prepared: [any ClockViewInput] = []
            let destination = try modules.destination(
                showing: clock, as: RoutableView<ClockViewInput>(), path: .push(from: list),
                prepare: { prepared.append($0) })
            try await router().navigate(to: destination)
            #expect(navigation.topViewController === clock)
            #expect(clock.time.currentTimeString() == "12:00")
            #expect(prepared.count == 1 && prepared.first === clock)
            #expect(throws: ModuleError.moduleNotViewController((any ImposterViewInput).self, actual: ImposterObject.self)) {
                try modules.destination(showing: ImposterObject(), as: RoutableView<ImposterViewInput>(), path: .push(from: list))
            }
        }

        @Test("show pushes inside a navigation controller and presents outside one")
        func showPath() async throws {
            let (navigation, list) = await showList()
            let modules = editorModules()
            let pushed = try await router().navigate(
                to: RoutableView<EditorViewInput>(), in: modules, path: .show(from: list),
                reusingExisting: false)
            #expect(navigation.topViewController === pushed)

            let root = NoteListViewController()
            await runtime.showInFreshWindow(root)
            let presented = try await router().navigate(to: RoutableView<EditorViewInput>(), in: modules, path: .show(from: root))
            #expect(root.presentedViewController === presented)
        }

        @Test("A push from a controller outside a navigation controller fails before the hierarchy changes")
        func pushWithoutNavigationController() async throws {
            let root = NoteListViewController()
            await runtime.showInFreshWindow(root)
            let counter = MadeCounter()
            #expect(throws: RoutingError.self) {
                try router().navigate(to: RoutableView<EditorViewInput>(), in: editorModules(counter: counter), path: .push(from: root))
            }
            await runtime.waitUntilIdle()
            #expect(root.presentedViewController == nil)
        }

        @Test("Any action from any step is a path")
        func customPath() async throws {
            let root = NoteListViewController()
            await runtime.showInFreshWindow(root)
            let path = ViewRoutePath.using(GeneralAction.presentModally(presentationStyle: .formSheet), from: GeneralStep.current())
            let editor = try await router().navigate(to: RoutableView<EditorViewInput>(), in: editorModules(), path: path)
            let controller = try #require(editor as? UIViewController)
            #expect(root.presentedViewController === controller)
            #expect(controller.modalPresentationStyle == .formSheet)

            let (navigation, _) = await showList()
            let destination = try editorModules().destination(
                to: RoutableView<EditorViewInput>(),
                path: .using(
                    UINavigationController.push(),
                    from: .custom(using: ClassFinder<UINavigationController, Void>())))
            try await router().navigate(to: destination)
            #expect(navigation.topViewController is NoteEditorViewController)
        }

        @Test("A navigation that fails later calls the completion once with the failure and skips the success hook")
        func failureSkipsSuccess() async throws {
            let (navigation, list) = await showList()
            var router = router()
            router.add(
                InlineInterceptor<Any?> { (_: Any?, completion: @escaping (RoutingResult) -> Void) in
                    completion(.failure(RoutingError.generic(.init("refused"))))
                })
            var successes = 0
            var results: [RoutingResult] = []
            try router.navigate(
                to: RoutableView<EditorViewInput>(), in: editorModules(), path: .push(from: list),
                success: { _ in successes += 1 }, completion: { results.append($0) })
            await runtime.waitUntilIdle()
            #expect(results.count == 1)
            #expect(results.first?.isSuccessful == false)
            #expect(successes == 0)
            #expect(navigation.viewControllers == [list])
        }
    }
}
