/// What the customer is buying: the checkout flow's input.
struct Cart: Equatable, Sendable {
    /// One line of the cart.
    struct Line: Equatable, Sendable {
        let name: String
        let priceCents: Int
    }

    var lines: [Line]

    var totalCents: Int { lines.reduce(0) { $0 + $1.priceCents } }

    static let demo = Cart(lines: [
        Line(name: "Coffee beans, 1 kg", priceCents: 1_850),
        Line(name: "Milk jug", priceCents: 1_299),
    ])
}
