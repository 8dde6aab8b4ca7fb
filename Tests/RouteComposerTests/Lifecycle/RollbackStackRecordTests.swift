import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

// Rollback of navigation stacks: with the library's handler and locator, a non-animated push or
// a reveal's pop is recorded as what it takes off, and the bottom of the stack is read back after
// the change, so that UIKit's push or pop does not copy the stack. Any other locator gets the
// whole stack recorded before the change. Both must roll back alike.

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
    @Suite("Rollback: a stack recorded as what a push or pop changes is restored as a whole one")
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
        private func run(_ scenario: Scenario, wholeStacks: Bool, trimming: Bool = false) async -> Outcome {
            let members = (0..<10).map { StackMemberViewController(title: "m\($0)") }
            let stack = UINavigationController(rootViewController: members[0])
            for member in members.dropFirst() { stack.pushViewController(member, animated: false) }
            if trimming {
                members[8].onAppear = { member in member.navigationController?.viewControllers.removeFirst() }
            }
            await runtime.showInFreshWindow(stack)
            let router =
                wholeStacks
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

        @Test("Every navigation that fails after pushing or popping rolls back as with whole stacks recorded")
        func sameRollbackAsWholeStacks() async throws {
            let original = (0..<10).map { "m\($0)" }
            for scenario in Self.scenarios {
                let whole = await run(scenario, wholeStacks: true)
                let split = await run(scenario, wholeStacks: false)
                #expect(split == whole, "\(scenario.name)")
                #expect(whole.events.contains("rollbackStarted"), "\(scenario.name): the navigation failed after changing the stack")
                #expect(whole.presented == "-", "\(scenario.name)")
            }
            // The undos put back what the app removed too, as a whole stack recorded before does.
            for scenario in Self.scenarios.prefix(6) {
                #expect(await run(scenario, wholeStacks: false).stack == original, "\(scenario.name)")
            }
        }

        @Test("A stack the app changes below the reveal's pop while the reveal lands is rolled back as with whole stacks recorded")
        func appChangingTheStackBelowTheReveal() async throws {
            let whole = await run(Self.trimmingReveal, wholeStacks: true, trimming: true)
            let split = await run(Self.trimmingReveal, wholeStacks: false, trimming: true)

            #expect(split == whole)
            #expect(whole.events.contains("rollbackStarted"))
            #expect(whole.stack == (0..<10).map { "m\($0)" }, "the root the app dropped is back")
        }

        @Test("The journal records a pop of one and a push without the stack's storage, so UIKit changes the stack in place")
        func pushAndPopChangeTheStackInPlace() async throws {
            let members = (0..<10).map { StackMemberViewController(title: "m\($0)") }
            let stack = UINavigationController(rootViewController: members[0])
            for member in members.dropFirst() { stack.pushViewController(member, animated: false) }
            await runtime.showInFreshWindow(stack)
            func storage() -> Int { stack.viewControllers.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }
            func journal() -> RollbackJournal {
                RollbackJournal(locator: DefaultContainerAdapterLocator(), splitsStacks: true, revealsByPopping: true)
            }

            let popJournal = journal()
            let beforePop = storage()
            popJournal.recordReveal(of: members[8])
            stack.popToViewController(members[8], animated: false)
            popJournal.changeEnded()
            #expect(storage() == beforePop, "the pop found the stack's storage unshared")
            try Self.expectStack(popJournal.readBackRecords(), equal: members, visible: members[9])
            // Read back, the record shares the stack's storage: a later change of the stack copies it.
            popJournal.clear()

            // The pop left room for one more, so the push appends in place unless the stack is shared.
            let pushJournal = journal()
            let pushed = StackMemberViewController(title: "pushed")
            let beforePush = storage()
            let step = NavigationStepDescription(StepDescriptor(viewControllerType: "StackMemberViewController", contextType: "Any?"), index: 1)
            pushJournal.recordIntegration(of: pushed, by: ActionBox(UINavigationController.push()), into: stack, step: step)
            stack.pushViewController(pushed, animated: false)
            pushJournal.changeEnded()
            #expect(stack.viewControllers.count == 10)
            #expect(storage() == beforePush, "the push found the stack's storage unshared")

            try Self.expectStack(pushJournal.readBackRecords(), equal: Array(members.prefix(9)), visible: members[8])
        }

        private static func expectStack(_ records: [RollbackRecord], equal stack: [UIViewController], visible: UIViewController) throws {
            try #require(records.count == 1)
            guard case .container(let snapshot) = records[0].before else {
                Issue.record("expected a stack snapshot, got \(records[0].before)")
                return
            }
            let children = snapshot.children.map(ObjectIdentifier.init)
            #expect(children == stack.map(ObjectIdentifier.init))
            #expect(snapshot.visible === visible)
        }
    }
}
