/// A payment service with fixed answers, for the demo and the tests: cards ending in 0002 are
/// declined, numbers that are not 16 digits are invalid, anything else is charged.
@MainActor
final class DemoPaymentService: PaymentService {
    static let goodCard = "4242424242424242"
    static let decliningCard = "4000000000000002"

    private var nextOrderNumber = 1001
    /// Every successful charge, so tests can check that a refused one took no money.
    private(set) var charges: [Receipt] = []

    func charge(amountCents: Int, card: String) throws -> Receipt {
        guard card.count == 16, card.allSatisfy(\.isNumber) else { throw PaymentError.invalidCard }
        guard !card.hasSuffix("0002") else { throw PaymentError.declined }
        let receipt = Receipt(orderNumber: "SO-\(nextOrderNumber)", totalCents: amountCents)
        nextOrderNumber += 1
        charges.append(receipt)
        return receipt
    }
}
