import RouteComposer

/// The checkout's first screen: the cart's lines and total. A thin view over the view model.
final class CheckoutViewController: UIViewController {
    /// Set by the factory that builds the screen for a view model.
    var viewModel: CheckoutViewModel?

    override func viewDidLoad() {
        title = "Checkout: \(viewModel?.totalText ?? "")"
    }
}
