import RouteComposer

/// The receipt of a successful payment.
final class ReceiptViewController: UIViewController {
    /// Set by the factory that builds the screen for a view model.
    var viewModel: CheckoutViewModel?

    override func viewDidLoad() {
        title = "Receipt \(viewModel?.receipt?.orderNumber ?? "")"
    }
}
