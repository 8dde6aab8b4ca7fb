import Testing
import HeadlessTestSupport
import HeadlessUIKit
@testable import Example
@testable import RouteComposer

/// The checkout's view model, tested two ways: against the real router on a headless window,
/// asserting the hierarchy its actions leave, and against a fake navigator, asserting the calls.
@MainActor
@Suite(.serialized, .exampleIsolation)
struct MVVMSampleTests {
    /// The pieces of one checkout on a fresh headless window showing the shop.
    struct Flow {
        let window: UIWindow
        let router: DefaultRouter
        let session: Session
        let payments: DemoPaymentService
        let viewModel: CheckoutViewModel
        let destinations: CheckoutDestinations
    }

    private func startCheckout(cart: Cart = .demo, signedIn: Bool = true) async throws -> Flow {
        let window = await HeadlessRuntime.shared.showInFreshWindow(UIViewController())
        let router = DefaultRouter(logger: nil)
        try await router.navigate(to: ShopConfiguration.home, animated: true)
        let session = Session()
        session.isLoggedIn = signedIn
        let destinations = CheckoutDestinations(session: session)
        let payments = DemoPaymentService()
        let viewModel = CheckoutViewModel(
            cart: cart, payments: payments,
            navigator: CheckoutRouter(router: router, destinations: destinations))
        try await router.navigate(to: destinations.checkout, with: viewModel, animated: true)
        return Flow(window: window, router: router, session: session, payments: payments, viewModel: viewModel, destinations: destinations)
    }

    /// The stack of the navigation controller the checkout was presented in.
    private func checkoutStack() throws -> [UIViewController] {
        let checkout = try #require(ClassFinder<CheckoutViewController, Any?>().getViewController())
        return try #require(checkout.navigationController).viewControllers
    }

    // MARK: With the real router

    @Test("Continue, pay, done: payment and receipt are pushed onto the checkout, then all of it is dismissed")
    func happyPath() async throws {
        let flow = try await startCheckout()

        await flow.viewModel.continueToPayment()
        #expect(flow.viewModel.status == .paying)
        let stack = try checkoutStack()
        #expect(stack.count == 2)
        #expect(stack.last is PaymentViewController)

        flow.viewModel.cardNumber = DemoPaymentService.goodCard
        await flow.viewModel.pay()
        let receipt = try #require(flow.viewModel.receipt)
        #expect(flow.viewModel.status == .paid(receipt))
        #expect(try checkoutStack().last is ReceiptViewController)
        #expect((try checkoutStack().last as? ReceiptViewController)?.viewModel === flow.viewModel)

        await flow.viewModel.finish()
        await HeadlessRuntime.shared.waitUntilIdle()
        #expect(flow.viewModel.status == .closed)
        let root = try #require(flow.window.rootViewController as? UITabBarController)
        #expect(root.presentedViewController == nil)
        #expect(HeadlessRuntime.shared.exceptions.isEmpty)
    }

    @Test("The payment screen is guarded: signed out, the view model reports why and nothing changes")
    func guardedPayment() async throws {
        let flow = try await startCheckout(signedIn: false)
        let before = HeadlessRuntime.shared.hierarchyDescription()

        await flow.viewModel.continueToPayment()

        #expect(flow.viewModel.status == .failed("could not continue to payment: sign in to pay"))
        await HeadlessRuntime.shared.waitUntilIdle()
        #expect(HeadlessRuntime.shared.hierarchyDescription() == before)
    }

    @Test("A declined card takes no money and stays on the payment screen")
    func declinedCard() async throws {
        let flow = try await startCheckout()
        await flow.viewModel.continueToPayment()
        flow.viewModel.cardNumber = DemoPaymentService.decliningCard

        await flow.viewModel.pay()

        #expect(flow.viewModel.status == .failed("payment refused: the card was declined"))
        #expect(flow.payments.charges.isEmpty)
        #expect(try checkoutStack().last is PaymentViewController)
    }

    @Test("Edit cart leaves the checkout for the cart tab, dismissing it")
    func editCart() async throws {
        let flow = try await startCheckout()

        await flow.viewModel.editCart()

        let root = try #require(flow.window.rootViewController as? UITabBarController)
        #expect(root.presentedViewController == nil)
        #expect(root.selectedViewController is CartViewController)
        #expect(flow.viewModel.status == .closed)
    }

    // MARK: With a fake navigator

    @Test("The view model asks its navigator for the screens, in order, and only after a successful charge for the receipt")
    func callsInOrder() async {
        let navigator = RecordingNavigator()
        let viewModel = CheckoutViewModel(cart: .demo, payments: DemoPaymentService(), navigator: navigator)

        await viewModel.continueToPayment()
        viewModel.cardNumber = DemoPaymentService.decliningCard
        await viewModel.pay()
        viewModel.cardNumber = DemoPaymentService.goodCard
        await viewModel.pay()
        await viewModel.finish()

        #expect(navigator.calls == ["payment", "receipt", "close"])
        #expect(viewModel.status == .closed)
    }

    @Test("An empty cart never leaves the checkout screen")
    func emptyCart() async {
        let navigator = RecordingNavigator()
        let viewModel = CheckoutViewModel(cart: Cart(lines: []), payments: DemoPaymentService(), navigator: navigator)

        await viewModel.continueToPayment()

        #expect(navigator.calls.isEmpty)
        #expect(viewModel.status == .failed("your cart is empty"))
    }

    @Test("A receipt that cannot be shown still tells the user the payment went through")
    func receiptFails() async {
        let navigator = RecordingNavigator()
        navigator.failingCall = "receipt"
        let viewModel = CheckoutViewModel(cart: .demo, payments: DemoPaymentService(), navigator: navigator)
        viewModel.cardNumber = DemoPaymentService.goodCard

        await viewModel.pay()

        #expect(viewModel.status == .failed("paid (order SO-1001), but the receipt could not be shown: the checkout is not on screen"))
    }
}

/// A navigator that records what it was asked, and fails the call named `failingCall`.
@MainActor
private final class RecordingNavigator: CheckoutNavigating {
    var calls: [String] = []
    var failingCall: String?

    private func record(_ call: String) throws {
        calls.append(call)
        if call == failingCall { throw CheckoutError.notOnScreen }
    }

    func showPayment(for viewModel: CheckoutViewModel) async throws { try record("payment") }
    func showReceipt(for viewModel: CheckoutViewModel) async throws { try record("receipt") }
    func showCart() async throws { try record("cart") }
    func closeCheckout() async throws { try record("close") }
}
