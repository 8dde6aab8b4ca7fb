/// Where the checkout's view model can send the user. The view model owns one and never touches
/// a view controller: ``CheckoutRouter`` implements it with the library, a test may implement it
/// with a recorder.
///
/// The screens of the flow are bound to the view model that asks for them, so it passes itself.
@MainActor
protocol CheckoutNavigating {
    /// Shows the payment screen. Throws when it may not be shown (the user is not signed in).
    func showPayment(for viewModel: CheckoutViewModel) async throws
    /// Shows the receipt of the payment the view model made.
    func showReceipt(for viewModel: CheckoutViewModel) async throws
    /// Leaves the checkout for the cart tab, to change what is being bought.
    func showCart() async throws
    /// Closes the checkout, with every screen of it.
    func closeCheckout() async throws
}
