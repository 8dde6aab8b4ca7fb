import Foundation
@testable import RouteComposer
import HeadlessUIKit

final class HomeViewController: UIViewController {}
final class ListViewController: UIViewController {}
final class ProductViewController: UIViewController {
    var productID: String?
}
final class LoginViewController: UIViewController {}
final class GuardedViewController: UIViewController, RoutingInterceptable {
    var canBeDismissed = false
}

/// A product screen that can tell whether it shows a product, so it is found rather than rebuilt.
final class ContextualProductViewController: UIViewController, ContextChecking {
    var productID: String?
    func isTarget(for context: String) -> Bool { productID == context }
}

/// An interceptor whose outcome the test decides.
struct ScriptedInterceptor<C>: RoutingInterceptor {
    let outcome: @MainActor (C, @escaping (RoutingResult) -> Void) -> Void
    func perform(with context: C, completion: @escaping (RoutingResult) -> Void) {
        outcome(context, completion)
    }
}

/// A context task that sets the product id, or fails for an empty one.
struct ProductIDTask: ContextTask {
    struct EmptyID: Error, Equatable {}
    func perform(on viewController: ProductViewController, with context: String) throws {
        guard !context.isEmpty else { throw EmptyID() }
        viewController.productID = context
    }
}

/// A factory that throws, to fail a navigation halfway.
struct FailingFactory<VC: UIViewController, C>: Factory {
    struct BuildFailed: Error, Equatable {}
    func build(with context: C) throws -> VC { throw BuildFailed() }
}

/// A factory whose preparation rejects the context.
struct RejectingFactory<VC: UIViewController, C>: Factory {
    struct Rejected: Error, Equatable {}
    mutating func prepare(with context: C) throws { throw Rejected() }
    func build(with context: C) throws -> VC { try ClassFactory<VC, C>().build(with: context) }
}

/// Counts the factory's builds.
@MainActor
final class BuildCounter {
    var count = 0
}

/// A post task that records which controllers it ran for.
struct RecordingPostTask<VC: UIViewController, C>: PostRoutingTask {
    let record: @MainActor (VC, [UIViewController]) -> Void
    func perform(on viewController: VC, with context: C, routingStack: [UIViewController]) {
        record(viewController, routingStack)
    }
}

extension HeadlessRuntime {
    /// A window whose root is a tab bar of [home, navigation(list)] with the navigation selected.
    func showTabsWithList() async -> (window: UIWindow, tabs: UITabBarController, navigation: UINavigationController, list: ListViewController) {
        let list = ListViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [HomeViewController(), navigation]
        tabs.selectedIndex = 1
        let window = await showInFreshWindow(tabs)
        return (window, tabs, navigation, list)
    }
}
