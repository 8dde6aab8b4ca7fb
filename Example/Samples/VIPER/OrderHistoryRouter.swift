import RouteComposer

/// The order-history module's Router, implemented with the library: each method navigates to a
/// destination, so the module ends up where a deep link or a tap elsewhere would put it.
@MainActor
final class OrderHistoryRouter: OrderHistoryRouting {
    /// Why the module's router could not act.
    enum Failure: Error, CustomStringConvertible {
        case moduleClosed

        var description: String { "the order history is no longer on screen" }
    }

    /// The module's screen, set by the factory. Weak: the screen owns the module.
    weak var viewController: UIViewController?
    private let router: DefaultRouter
    private let destinations: OrderDestinations

    init(router: DefaultRouter, destinations: OrderDestinations) {
        self.router = router
        self.destinations = destinations
    }

    func showOrder(_ id: Order.ID) async throws {
        do {
            try await router.navigate(to: destinations.details, with: id, animated: true)
        } catch let error as RoutingError {
            // The router wraps the service's error with where it happened; the presenter only
            // needs the service's reason.
            throw error.underlyingError ?? error
        }
    }

    func close() async throws {
        guard let viewController else { throw Failure.moduleClosed }
        // The router closes the screen the way it was shown: here, it dismisses the navigation
        // controller the history was presented in, with whatever was pushed on it.
        try await router.dismiss(viewController, animated: true)
    }
}
