import Foundation

/// Proof of a successful payment, shown on the last screen of the checkout.
struct Receipt: Equatable, Sendable {
    let orderNumber: String
    let totalCents: Int
}

extension Receipt: CustomStringConvertible {
    var description: String {
        "order \(orderNumber), $\(totalCents / 100).\(String(format: "%02d", totalCents % 100))"
    }
}
