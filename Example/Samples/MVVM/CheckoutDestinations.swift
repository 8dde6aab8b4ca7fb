import RouteComposer

/// The checkout's screens as destinations: the checkout presented in its own navigation
/// controller, the payment pushed onto it for signed-in users only, the receipt pushed after it.
/// Each screen is built bound to the view model the navigation carries.
@MainActor
struct CheckoutDestinations {
    /// Whose sign-in the payment screen requires; injected so tests use their own.
    let session: Session

    var checkout: DestinationStep<CheckoutViewController, CheckoutViewModel> {
        StepAssembler<CheckoutViewController, CheckoutViewModel>()
            .finder(.classFinder)
            .factory(
                .build { viewModel in
                    let screen = CheckoutViewController()
                    screen.viewModel = viewModel
                    return screen
                }
            )
            .using(.push)
            .from(.navigationController)
            .using(.present)
            .from(.current)
            .assemble()
    }

    var payment: DestinationStep<PaymentViewController, CheckoutViewModel> {
        StepAssembler<PaymentViewController, CheckoutViewModel>()
            .finder(.classFinder)
            .factory(
                .build { viewModel in
                    let screen = PaymentViewController()
                    screen.viewModel = viewModel
                    return screen
                }
            )
            .adding(SignedInInterceptor<CheckoutViewModel>(session: session))
            .using(.push)
            .from(checkout.expectingContainer())
            .assemble()
    }

    var receipt: DestinationStep<ReceiptViewController, CheckoutViewModel> {
        StepAssembler<ReceiptViewController, CheckoutViewModel>()
            .finder(.classFinder)
            .factory(
                .build { viewModel in
                    let screen = ReceiptViewController()
                    screen.viewModel = viewModel
                    return screen
                }
            )
            .using(.push)
            .from(payment.expectingContainer())
            .assemble()
    }
}
