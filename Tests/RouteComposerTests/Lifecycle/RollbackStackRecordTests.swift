import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

// Rollback of navigation stacks: a push or a reveal's pop that a later failure undoes. The
// library's handler is not called where it would change nothing, an app's handler always is;
// both must roll back alike, whatever the app does to the stack meanwhile.

/// A member of a deep stack, named by its title; runs `onAppear` once, the first time it appears.
final class StackMemberViewController: UIViewController {
    var onAppear: ((StackMemberViewController) -> Void)?

    convenience init(title: String) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let action = onAppear
        onAppear = nil
        action?(self)
    }
}

extension RouteComposerTests {
    @MainActor
    @Suite("Rollback: pushes and pops are undone alike with the library's handler and an app's")
    struct RollbackStackRecordTests {
        let runtime = HeadlessRuntime.shared

        /// What a navigation did: its outcome, its events, and the stack and presentation after it.
        private struct Outcome: Equatable {
            let result: String
            let events: [String]
            let stack: [String]
            let presented: String
        }

        /// A navigation over the members of a stack of ten, with what the app does meanwhile.
        private struct Scenario {
            let name: String
            var animated = false
            let destination: Destination
        }

        private typealias Destination = @MainActor ([StackMemberViewController]) -> DestinationStep<UIViewController, Any?>

        /// Reveals the member at `index`, then runs `then` from it.
        private static func revealing(_ index: Int, then: @escaping @MainActor (EntityStep) -> EntityStep) -> Destination {
            { members in
                let found = Chain.found(by: InstanceFinder<StackMemberViewController, Any?>(instance: members[index]))
                return Chain.destination(then(found), UIViewController.self, context: Any?.self)
            }
        }

        private static func failingPush(from previous: EntityStep) -> EntityStep {
            Chain.step(
                finder: NilFinder<ProductViewController, Any?>(), factory: FailingFactory<ProductViewController, Any?>(),
                action: UINavigationController.push(), previous: previous)
        }

        private static func failingPresentation(from previous: EntityStep) -> EntityStep {
            Chain.step(
                finder: NilFinder<LoginViewController, Any?>(), factory: FailingFactory<LoginViewController, Any?>(),
                action: GeneralAction.presentModally(), previous: previous)
        }

        private static func push(from previous: EntityStep, onAppear: ((StackMemberViewController) -> Void)? = nil) -> EntityStep {
            let factory = InlineFactory<StackMemberViewController, Any?> { _ in
                let pushed = StackMemberViewController(title: "pushed")
                pushed.onAppear = onAppear
                return pushed
            }
            return Chain.step(
                finder: NilFinder<StackMemberViewController, Any?>(), factory: factory,
                action: UINavigationController.push(), previous: previous)
        }

        private static let scenarios: [Scenario] = [
            Scenario(name: "pop one, then fail", destination: revealing(8) { failingPush(from: $0) }),
            Scenario(name: "pop two, push, then fail", destination: revealing(7) { failingPresentation(from: push(from: $0)) }),
            Scenario(name: "push onto the top, then fail", destination: revealing(9) { failingPresentation(from: push(from: $0)) }),
            Scenario(name: "pop to the bottom, then fail", destination: revealing(0) { failingPush(from: $0) }),
            Scenario(name: "pop one, animated, then fail", animated: true, destination: revealing(8) { failingPush(from: $0) }),
            Scenario(name: "push, animated, then fail", animated: true, destination: revealing(9) { failingPresentation(from: push(from: $0)) }),
            Scenario(
                name: "the pushed controller empties the stack below it when it appears, then fail",
                destination: revealing(9) { previous in
                    failingPresentation(from: push(from: previous) { pushed in pushed.navigationController?.viewControllers = [pushed] })
                }),
            Scenario(
                name: "the pushed controller pops itself when it appears, then fail",
                destination: revealing(9) { previous in
                    failingPresentation(from: push(from: previous) { pushed in pushed.navigationController?.popViewController(animated: false) })
                }),
        ]

        /// The member at 8 drops the root when it appears: the app changes the stack below the
        /// reveal's pop while the reveal lands.
        private static let trimmingReveal = Scenario(
            name: "the revealed controller drops the root when it appears, then fail",
            destination: revealing(8) { failingPush(from: $0) })

        /// Runs `scenario` from a fresh window holding a navigation controller of ten members.
        private func run(_ scenario: Scenario, appsHandler: Bool, trimming: Bool = false) async -> Outcome {
            let members = (0..<10).map { StackMemberViewController(title: "m\($0)") }
            let stack = UINavigationController(rootViewController: members[0])
            for member in members.dropFirst() { stack.pushViewController(member, animated: false) }
            if trimming {
                members[8].onAppear = { member in member.navigationController?.viewControllers.removeFirst() }
            }
            await runtime.showInFreshWindow(stack)
            let router =
                appsHandler
                ? DefaultRouter(
                    logger: nil, stackPresentationHandler: ForwardingHandler(calls: ForwardingHandlerCalls()),
                    containerAdapterLocator: ForwardingLocator(), clock: ManualNavigationClock())
                : DefaultRouter(logger: nil, clock: ManualNavigationClock())
            let recorder = EventRecorder()
            let token = router.observers.add(recorder)
            defer { token.cancel() }
            var result = "success"
            do {
                try await router.navigate(to: scenario.destination(members), with: nil, animated: scenario.animated)
            } catch {
                result = "\(error)".replacingOccurrences(of: "0x[0-9a-fA-F]+", with: "0x…", options: .regularExpression)
            }
            await runtime.waitUntilIdle()
            return Outcome(
                result: result, events: recorder.lines, stack: stack.viewControllers.map { $0.title ?? "\(type(of: $0))" },
                presented: stack.presentedViewController.map { "\(type(of: $0))" } ?? "-")
        }

        @Test("Every navigation that fails after pushing or popping rolls back alike with either handler")
        func sameRollbackWithEitherHandler() async throws {
            let original = (0..<10).map { "m\($0)" }
            for scenario in Self.scenarios {
                let apps = await run(scenario, appsHandler: true)
                let library = await run(scenario, appsHandler: false)
                #expect(library == apps, "\(scenario.name)")
                #expect(apps.events.contains("rollbackStarted"), "\(scenario.name): the navigation failed after changing the stack")
                #expect(apps.presented == "-", "\(scenario.name)")
            }
            // The undos put back what the app removed too, with either handler.
            for scenario in Self.scenarios.prefix(6) {
                #expect(await run(scenario, appsHandler: false).stack == original, "\(scenario.name)")
            }
        }

        @Test("A stack the app changes below the reveal's pop while the reveal lands is rolled back alike with either handler")
        func appChangingTheStackBelowTheReveal() async throws {
            let apps = await run(Self.trimmingReveal, appsHandler: true, trimming: true)
            let library = await run(Self.trimmingReveal, appsHandler: false, trimming: true)

            #expect(library == apps)
            #expect(apps.events.contains("rollbackStarted"))
            #expect(apps.stack == (0..<10).map { "m\($0)" }, "the root the app dropped is back")
        }
    }
}
