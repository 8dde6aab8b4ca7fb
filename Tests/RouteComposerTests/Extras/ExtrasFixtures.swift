import Foundation
@testable import RouteComposer
import HeadlessUIKit

/// Destinations shared by the extras tests, built with the internal chain helpers.
@MainActor
enum ExtrasChains {
    /// The window root as the origin of a chain.
    static func root<C>(_ window: UIWindow, context: C.Type = C.self) -> StepLink {
        windowRoot(window, context: C.self).head
    }

    /// The root of `window` as a destination: found where it is, nothing to build.
    static func windowRoot<C>(_ window: UIWindow, context: C.Type = C.self) -> DestinationStep<UIViewController, C> {
        GeneralStep.root(windowProvider: CustomWindowProvider(window: window))
    }

    /// A product pushed onto the navigation controller that shows a `ListViewController`.
    static func productAfterList<C>(
        _ window: UIWindow, context: C.Type = C.self, interceptors: [InterceptorBox] = [],
        contextTasks: [ContextTaskBox] = [], postTasks: [PostTaskBox] = []
    ) -> DestinationStep<ProductViewController, C> {
        let list = Chain.found(by: ClassFinder<ListViewController, C>(options: .fullStack, windowProvider: CustomWindowProvider(window: window)))
        let product = Chain.step(
            finder: NilFinder<ProductViewController, C>(), factory: ClassFactory<ProductViewController, C>(),
            action: UINavigationController.push(), previous: list,
            interceptors: interceptors, contextTasks: contextTasks, postTasks: postTasks)
        return Chain.destination(product)
    }

    /// A `VC` presented modally from the window root.
    static func presented<VC: UIViewController, C>(
        _ type: VC.Type, from window: UIWindow, context: C.Type = C.self,
        contextTasks: [ContextTaskBox] = []
    ) -> DestinationStep<VC, C> {
        let step = Chain.step(
            finder: NilFinder<VC, C>(), factory: ClassFactory<VC, C>(),
            action: GeneralAction.presentModally(), previous: root(window, context: C.self), contextTasks: contextTasks)
        return Chain.destination(step)
    }
}

/// A router that records its calls and completes only when the test says so.
@MainActor
final class ExtrasRecordingRouter: Router {
    var contexts: [Any] = []
    var error: Error?
    var pending: [(RoutingResult) -> Void] = []
    var onNavigate: (() -> Void)?

    func navigate<Context>(
        to step: DestinationStep<some UIViewController, Context>, with context: Context,
        animated: Bool, completion: ((RoutingResult) -> Void)?
    ) throws {
        contexts.append(context)
        onNavigate?()
        if let error { throw error }
        pending.append { completion?($0) }
    }

    /// Completes the oldest pending navigation.
    func complete(_ result: RoutingResult = .success) {
        guard !pending.isEmpty else { return }
        pending.removeFirst()(result)
    }
}

/// An error the tests throw and match.
struct ExtrasError: Error, Equatable {
    var tag = ""
}

extension Error {
    /// The message of a ``RoutingError/compositionFailed(_:)``, or nil for any other error.
    var compositionFailureMessage: String? {
        if case .compositionFailed(let context)? = self as? RoutingError { return context.description }
        return nil
    }

    /// The router's own reason for stopping, when the error is a ``RoutingError`` that carries one.
    var routingFailureReason: RoutingFailureReason? {
        (self as? RoutingError)?.context.underlyingError as? RoutingFailureReason
    }

    /// True for ``RoutingError/cantBeDismissed(_:)``.
    var isCantBeDismissed: Bool {
        if case .cantBeDismissed? = self as? RoutingError { return true }
        return false
    }
}

extension RoutingResult {
    /// The error of a failure, or nil.
    var failureError: Error? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Collects completion results.
@MainActor
final class ResultRecorder {
    private(set) var results: [RoutingResult] = []
    func callAsFunction(_ result: RoutingResult) { results.append(result) }
    var last: RoutingResult? { results.last }
    var count: Int { results.count }
}
