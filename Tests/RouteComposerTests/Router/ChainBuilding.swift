@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

/// Builds destination chains through the library's internal step types, until the assembly DSL
/// exists. Each call adds one step on the destination side of `previous`.
@MainActor
enum Chain {
    static func step<F: Finder, FC: Factory, A: Action>(
        finder: F, factory: FC, action: A, previous: StepLink?,
        interceptors: [InterceptorBox] = [], contextTasks: [ContextTaskBox] = [], postTasks: [PostTaskBox] = []
    ) -> EntityStep where F.ViewController == FC.ViewController, F.Context == FC.Context {
        EntityStep(
            finder: FinderBox(finder), factory: FactoryBox(factory), action: ActionBox(action),
            interceptors: interceptors, contextTasks: contextTasks, postTasks: postTasks,
            viewControllerType: F.ViewController.self, contextType: F.Context.self, previous: previous)
    }

    static func step<F: Finder, FC: Factory, A: ContainerAction>(
        finder: F, factory: FC, action: A, previous: StepLink?,
        interceptors: [InterceptorBox] = [], contextTasks: [ContextTaskBox] = [], postTasks: [PostTaskBox] = []
    ) -> EntityStep where F.ViewController == FC.ViewController, F.Context == FC.Context {
        EntityStep(
            finder: FinderBox(finder), factory: FactoryBox(factory), action: ActionBox(action),
            interceptors: interceptors, contextTasks: contextTasks, postTasks: postTasks,
            viewControllerType: F.ViewController.self, contextType: F.Context.self, previous: previous)
    }

    static func containerStep<F: Finder, FC: ContainerFactory, A: Action>(
        finder: F, factory: FC, action: A, previous: StepLink?
    ) -> EntityStep where F.ViewController == FC.ViewController, F.Context == FC.Context {
        EntityStep(
            finder: FinderBox(finder), factory: FactoryBox(factory), action: ActionBox(action),
            viewControllerType: F.ViewController.self, contextType: F.Context.self, previous: previous)
    }

    static func containerStep<F: Finder, FC: ContainerFactory, A: ContainerAction>(
        finder: F, factory: FC, action: A, previous: StepLink?
    ) -> EntityStep where F.ViewController == FC.ViewController, F.Context == FC.Context {
        EntityStep(
            finder: FinderBox(finder), factory: FactoryBox(factory), action: ActionBox(action),
            viewControllerType: F.ViewController.self, contextType: F.Context.self, previous: previous)
    }

    /// A step that is only found, never built.
    static func found<F: Finder>(by finder: F, previous: StepLink? = nil) -> EntityStep {
        EntityStep(
            finder: FinderBox(finder), factory: nil, action: nil,
            viewControllerType: F.ViewController.self, contextType: F.Context.self, previous: previous)
    }

    static func destination<VC: UIViewController, C>(_ head: StepLink, _ type: VC.Type = VC.self, context: C.Type = C.self) -> DestinationStep<VC, C> {
        DestinationStep(head: head)
    }
}

/// A logger that keeps every message.
final class RecordingLogger: Logger {
    private(set) var messages: [LogMessage] = []
    func log(_ message: LogMessage) { messages.append(message) }

    var warnings: [String] {
        messages.compactMap { if case .warning(let text) = $0 { text } else { nil } }
    }

    var errors: [String] {
        messages.compactMap { if case .error(let text) = $0 { text } else { nil } }
    }
}
