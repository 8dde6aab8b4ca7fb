import RouteComposer

/// The card form.
final class PaymentViewController: UIViewController {
    /// Set by the factory that builds the screen for a view model.
    var viewModel: CheckoutViewModel?

    override func viewDidLoad() {
        title = "Payment"
    }
}
