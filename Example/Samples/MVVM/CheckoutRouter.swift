import RouteComposer

/// ``CheckoutNavigating`` implemented with the library: each method navigates to a destination,
/// so the checkout's screens are found, guarded and built as the configuration says.
@MainActor
struct CheckoutRouter: CheckoutNavigating {
    let router: DefaultRouter
    let destinations: CheckoutDestinations

    func showPayment(for viewModel: CheckoutViewModel) async throws {
        try await unwrappingAppErrors {
            try await router.navigate(to: destinations.payment, with: viewModel, animated: true)
        }
    }

    func showReceipt(for viewModel: CheckoutViewModel) async throws {
        try await unwrappingAppErrors {
            try await router.navigate(to: destinations.receipt, with: viewModel, animated: true)
        }
    }

    func showCart() async throws {
        try await unwrappingAppErrors {
            try await router.navigate(to: ShopConfiguration.cart, animated: true)
        }
    }

    func closeCheckout() async throws {
        guard let checkout = ClassFinder<CheckoutViewController, Any?>().getViewController() else {
            throw CheckoutError.notOnScreen
        }
        try await router.dismiss(checkout, animated: true)
    }

    /// The router wraps an app's error (the sign-in guard's) with where it happened; the view
    /// model only needs the app's reason, and keeps the router's own errors as they are.
    private func unwrappingAppErrors(_ navigation: () async throws -> Void) async throws {
        do {
            try await navigation()
        } catch let error as RoutingError {
            throw error.underlyingError ?? error
        }
    }
}
