#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Shows a controller with UIKit's `show(_:sender:)`, which picks the presentation from the
/// containers around the controller shown from. UIKit always animates it.
@MainActor
struct ShowAction: Action {
    func perform(
        with viewController: UIViewController, on existingController: UIViewController, animated: Bool,
        completion: @escaping (_: RoutingResult) -> Void
    ) {
        existingController.show(viewController, sender: nil)
        // The transition belongs to whoever took the controller: its navigation controller, or
        // the controller it was presented from.
        let owner = viewController.navigationController ?? viewController.presentingViewController ?? existingController
        owner.completeAfterTransition(animated: true) { completion(.success) }
    }
}
