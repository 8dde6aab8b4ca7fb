/// Charges the customer. The checkout's view model is given one, so the demo, the app and the
/// tests each pass their own.
@MainActor
protocol PaymentService {
    /// Charges `amountCents` to the card; throws ``PaymentError`` when the charge is refused.
    func charge(amountCents: Int, card: String) throws -> Receipt
}
