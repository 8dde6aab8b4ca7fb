#if !canImport(UIKit)
    import HeadlessUIKit
    import RouteComposer

    /// `swift run Example mvvm`: the checkout flow, its view model navigating through
    /// ``CheckoutRouter``, driven through the view model's actions the way the screens' buttons would.
    @MainActor
    enum MVVMSample {
        /// Runs the script; returns false if a step went otherwise than it says.
        static func run(router: DefaultRouter) async -> Bool {
            let session = Session()
            let destinations = CheckoutDestinations(session: session)
            let navigator = CheckoutRouter(router: router, destinations: destinations)
            let payments = DemoPaymentService()
            let viewModel = CheckoutViewModel(cart: .demo, payments: payments, navigator: navigator)
            viewModel.onStatusChange = { say("  view model: \($0)") }
            return await SampleScript(steps: [
                .init(title: "shop home") {
                    try await router.navigate(to: ShopConfiguration.home, animated: true)
                    return nil
                },
                .init(title: "checkout: presented in its own navigation controller, bound to the view model") {
                    try await router.navigate(to: destinations.checkout, with: viewModel, animated: true)
                    return nil
                },
                .init(title: "continue to payment while signed out: the payment screen's guard refuses, nothing changes") {
                    await viewModel.continueToPayment()
                    try SampleScript.check(viewModel.status == .failed("could not continue to payment: sign in to pay"), "\(viewModel.status)")
                    return nil
                },
                .init(title: "the user signs in; continue to payment: pushed") {
                    session.isLoggedIn = true
                    await viewModel.continueToPayment()
                    try SampleScript.check(viewModel.status == .paying, "\(viewModel.status)")
                    return nil
                },
                .init(title: "pay with a declining card: refused, the flow stays on the payment screen") {
                    viewModel.cardNumber = DemoPaymentService.decliningCard
                    await viewModel.pay()
                    try SampleScript.check(ClassFinder<PaymentViewController, Any?>().getViewController() != nil, "left the payment screen")
                    return nil
                },
                .init(title: "pay with a good card: charged, the receipt is pushed") {
                    viewModel.cardNumber = DemoPaymentService.goodCard
                    await viewModel.pay()
                    try SampleScript.check(ClassFinder<ReceiptViewController, Any?>().getViewController() != nil, "no receipt")
                    return "charges: \(payments.charges.map(\.orderNumber))"
                },
                .init(title: "done: the router dismisses the whole checkout") {
                    await viewModel.finish()
                    try SampleScript.check(viewModel.status == .closed, "\(viewModel.status)")
                    return nil
                },
            ]).run()
        }
    }
#endif
