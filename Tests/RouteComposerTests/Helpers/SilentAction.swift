import RouteComposer
import HeadlessUIKit

/// An action that never calls its completion, so that only a deadline (or a cancellation) ends
/// the navigation that uses it.
struct SilentAction: Action {
    typealias ViewController = UIViewController

    func perform(
        with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {}
}
