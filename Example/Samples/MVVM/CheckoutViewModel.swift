import Foundation

/// The checkout flow's view model: the state its screens bind to, and the actions their
/// buttons call. Navigation goes through the ``CheckoutNavigating`` it owns, so every action can
/// be tested with the real router on a headless window, or with a fake.
@MainActor
final class CheckoutViewModel {
    /// Where the flow stands, for the screens to render.
    enum Status: Equatable {
        case reviewing
        case paying
        case paid(Receipt)
        case failed(String)
        case closed
    }

    let cart: Cart
    /// What the card field holds.
    var cardNumber = ""
    private(set) var status = Status.reviewing {
        didSet { onStatusChange?(status) }
    }
    /// The receipt of the payment, once it went through.
    private(set) var receipt: Receipt?
    /// Called on every status change: the screens' binding.
    var onStatusChange: ((Status) -> Void)?

    private let payments: any PaymentService
    private let navigator: any CheckoutNavigating

    init(cart: Cart, payments: any PaymentService, navigator: any CheckoutNavigating) {
        self.cart = cart
        self.payments = payments
        self.navigator = navigator
    }

    var totalText: String {
        "$\(cart.totalCents / 100).\(String(format: "%02d", cart.totalCents % 100))"
    }

    /// The "Continue to payment" button.
    func continueToPayment() async {
        guard !cart.lines.isEmpty else {
            // Nothing to pay for: no reason to leave the screen.
            status = .failed("your cart is empty")
            return
        }
        do {
            try await navigator.showPayment(for: self)
            status = .paying
        } catch {
            status = .failed("could not continue to payment: \(error)")
        }
    }

    /// The "Pay" button: charges the card, then shows the receipt. A refused charge stays on the
    /// payment screen with the reason.
    func pay() async {
        let receipt: Receipt
        do {
            receipt = try payments.charge(amountCents: cart.totalCents, card: cardNumber)
        } catch {
            status = .failed("payment refused: \(error)")
            return
        }
        self.receipt = receipt
        status = .paid(receipt)
        do {
            try await navigator.showReceipt(for: self)
        } catch {
            // The money is taken; say so, whatever happened to the screen.
            status = .failed("paid (order \(receipt.orderNumber)), but the receipt could not be shown: \(error)")
        }
    }

    /// The "Edit cart" button.
    func editCart() async {
        do {
            try await navigator.showCart()
            status = .closed
        } catch {
            status = .failed("could not open the cart: \(error)")
        }
    }

    /// The "Done" button of the receipt, and the checkout's close button.
    func finish() async {
        do {
            try await navigator.closeCheckout()
            status = .closed
        } catch {
            status = .failed("could not close the checkout: \(error)")
        }
    }
}
