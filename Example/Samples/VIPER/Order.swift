import Foundation

/// The VIPER sample's entity: an order the customer placed. A plain value, so the interactor,
/// the presenter and the tests can pass it around without touching the screen.
struct Order: Identifiable, Equatable, Sendable {
    let id: Int
    let item: String
    let totalCents: Int

    /// The total as the screens show it.
    var formattedTotal: String {
        "$\(totalCents / 100).\(String(format: "%02d", totalCents % 100))"
    }
}
