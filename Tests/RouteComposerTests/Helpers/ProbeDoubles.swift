import Foundation
import Testing
@testable import RouteComposer
import HeadlessUIKit

// Test doubles shared by the component suites (finders, factories, adapters, actions).
// Every name starts with `Probe` so that it cannot collide with helpers of other suites.

/// A plain controller type to search for and build.
final class ProbeViewController: UIViewController {
    var tag = 0
}

/// A second, unrelated controller type.
final class ProbeOtherViewController: UIViewController {}

/// A navigation controller subclass, to check that typed actions and factories keep the subclass.
final class ProbeNavigationController: UINavigationController {}

/// A tab bar controller subclass.
final class ProbeTabBarController: UITabBarController {}

/// A split view controller subclass.
final class ProbeSplitViewController: UISplitViewController {}

/// A controller that says whether it shows the `Int` id a context asks for.
final class ProbeContextViewController: UIViewController, ContextChecking {
    var shownId = 0

    func isTarget(for context: Int) -> Bool {
        context == shownId
    }
}

/// A controller that refuses, or accepts, to be dismissed, and may name another parent.
final class ProbeInterceptableViewController: UIViewController, RoutingInterceptable {
    var allowsDismissal = true
    var customParent: UIViewController?

    var canBeDismissed: Bool { allowsDismissal }
    var overriddenParentViewController: UIViewController? { customParent ?? parent }
}

/// A custom container whose children are managed by the test through ``ProbeContainerAdapter``.
final class ProbeCustomContainerViewController: UIViewController, CustomContainerViewController {
    var overriddenParent: UIViewController?
    var shownChildren: [UIViewController]?

    var adapter: ContainerAdapter {
        ProbeContainerAdapter(container: self)
    }
}

/// The adapter of ``ProbeCustomContainerViewController``: children are `children`, the visible ones
/// are `shownChildren` (all children when nil).
@MainActor
struct ProbeContainerAdapter: ContainerAdapter {
    weak var container: ProbeCustomContainerViewController?

    var overriddenParentViewController: UIViewController? { container?.overriddenParent }
    var containedViewControllers: [UIViewController] { container?.children ?? [] }
    var visibleViewControllers: [UIViewController] { container?.shownChildren ?? containedViewControllers }

    func makeVisible(_ viewController: UIViewController, animated: Bool, completion: @escaping (RoutingResult) -> Void) {
        completion(.success)
    }

    func setContainedViewControllers(
        _ containedViewControllers: [UIViewController], animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        completion(.success)
    }
}

/// A container that declares itself a container but supplies no adapter.
final class ProbeAdapterlessContainerViewController: UIViewController, ContainerViewController {}

/// Records the results an action or adapter reports.
@MainActor
final class ProbeCompletion {
    private(set) var results: [RoutingResult] = []

    var handler: (RoutingResult) -> Void {
        { [self] result in results.append(result) }
    }

    var isCompleted: Bool { !results.isEmpty }
    var callCount: Int { results.count }
    var succeeded: Bool { results.count == 1 && results[0].isSuccessful }

    /// The error of the only result, if it is a failure.
    var error: Error? {
        guard results.count == 1, case .failure(let error) = results[0] else { return nil }
        return error
    }

    /// True when the only result is a failure with ``RoutingError/compositionFailed(_:)``.
    var failedWithCompositionError: Bool {
        guard let error = error as? RoutingError, case .compositionFailed = error else { return false }
        return true
    }
}

/// A logger that keeps every message.
final class ProbeLogger: Logger, @unchecked Sendable {
    private(set) var messages: [LogMessage] = []

    func log(_ message: LogMessage) {
        messages.append(message)
    }

    var warnings: [String] {
        messages.compactMap { if case .warning(let text) = $0 { text } else { nil } }
    }
}

/// An error of the tests' own.
struct ProbeError: Error, Equatable, CustomStringConvertible {
    var name = "probe"
    var description: String { "ProbeError(\(name))" }
}

/// An action that integrates nothing and reports `result` on a later turn of the main queue,
/// through the model's deferred animation completion (so `waitUntilIdle` waits for it).
@MainActor
struct ProbeLateAction: Action {
    typealias ViewController = UIViewController

    let result: RoutingResult
    let performed: ProbeCounter

    func perform(
        with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        performed.count += 1
        let result = self.result
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in completion(result) })
    }
}

/// A container action on navigation controllers that reports `result` on a later turn.
@MainActor
struct ProbeLateContainerAction: ContainerAction {
    typealias ViewController = UINavigationController

    let result: RoutingResult

    func perform(embedding viewController: UIViewController, in childViewControllers: inout [UIViewController]) throws {
        childViewControllers.insert(viewController, at: 0)
    }

    func perform(
        with viewController: UIViewController, on existingController: UINavigationController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        let result = self.result
        UIView.animate(withDuration: 0, animations: {}, completion: { _ in completion(result) })
    }
}

/// An action that reports `result` at once.
@MainActor
struct ProbeImmediateAction: Action {
    typealias ViewController = UIViewController

    let result: RoutingResult

    func perform(
        with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        completion(result)
    }
}

/// A mutable counter shared with closures and value types.
@MainActor
final class ProbeCounter {
    var count = 0
}

extension RoutingError {
    /// True for ``compositionFailed(_:)``.
    var isCompositionFailed: Bool {
        if case .compositionFailed = self { return true }
        return false
    }

    /// True for ``typeMismatch(type:expectedType:_:)``.
    var isTypeMismatch: Bool {
        if case .typeMismatch = self { return true }
        return false
    }
}

extension UIViewController {
    /// Presents `controller` without animation and waits until the presentation has ended.
    @MainActor
    func probePresent(_ controller: UIViewController) async {
        present(controller, animated: false)
        await HeadlessRuntime.shared.waitUntilIdle()
    }

    /// A fresh window's root presenting a controller that presents another, settled.
    @MainActor
    static func probePresentedChain() async -> (root: UIViewController, middle: UIViewController, top: UIViewController) {
        let root = UIViewController()
        await HeadlessRuntime.shared.showInFreshWindow(root)
        let middle = UIViewController()
        let top = UIViewController()
        await root.probePresent(middle)
        await middle.probePresent(top)
        await HeadlessRuntime.shared.waitUntilIdle()
        return (root, middle, top)
    }
}
