@testable import RouteComposer
import HeadlessUIKit

// Top-level types, so their reflected names are `RouteComposerTests.GraphHomeViewController` and
// the graph drops the module as it does for an app's own types.

final class GraphHomeViewController: UIViewController {}
final class GraphListViewController: UIViewController {}
final class GraphDetailViewController: UIViewController {}
final class GraphOrphanViewController: UIViewController {}
final class GraphGenericViewController<Value>: UIViewController {}

/// A plain action that only works on a home screen, for the action-placement rule.
struct GraphHomeOnlyAction: Action {
    typealias ViewController = GraphHomeViewController

    func perform(
        with viewController: UIViewController, on existingController: GraphHomeViewController, animated: Bool,
        completion: @escaping (RoutingResult) -> Void
    ) {
        completion(.success)
    }
}

/// Small configurations for the graph tests.
@MainActor
enum GraphConfigurations {
    /// Home replaces the root.
    static var home: DestinationStep<GraphHomeViewController, Any?> {
        StepAssembler<GraphHomeViewController, Any?>().finder(.classFinder).factory(.classFactory).using(.replaceRoot).from(.root).assemble()
    }

    /// A detail pushed into a navigation controller presented over home.
    static func detail(from home: DestinationStep<GraphHomeViewController, Any?>) -> DestinationStep<GraphDetailViewController, Any?> {
        StepAssembler<GraphDetailViewController, Any?>()
            .finder(.nilFinder)
            .factory(.classFactory)
            .using(.push)
            .from(.navigationController)
            .using(.present)
            .from(home)
            .assemble()
    }

    /// A list presented over home.
    static func list(from home: DestinationStep<GraphHomeViewController, Any?>) -> DestinationStep<GraphListViewController, Any?> {
        StepAssembler<GraphListViewController, Any?>().finder(.classFinder).factory(.classFactory).using(.present).from(home).assemble()
    }
}
