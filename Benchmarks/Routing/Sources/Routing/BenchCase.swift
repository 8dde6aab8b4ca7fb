import HeadlessUIKit
import RouteComposer

/// One navigation, done both ways: through a router, and by the UIKit calls that produce the
/// same hierarchy.
struct Move {
    /// Starts the navigation; the router reports its outcome to the completion.
    let viaRouter: @MainActor (DefaultRouter, @escaping (RoutingResult) -> Void) throws -> Void
    /// The same navigation written by hand against the window's hierarchy.
    let byHand: @MainActor (UIWindow) -> Void
}

/// A benchmark case: a starting hierarchy, built afresh for every round, and the navigations
/// timed from it.
struct BenchCase {
    let name: String
    let rounds: Int
    /// Installs the starting hierarchy in the window; the harness lets the model settle afterwards.
    let prepare: @MainActor (UIWindow) async -> Void
    /// Usually one navigation; case (d) has ten, timed together.
    let moves: [Move]
}
