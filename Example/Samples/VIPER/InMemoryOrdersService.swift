/// An orders service that answers from memory: the demo's, and the tests'. Setting
/// `isAvailable` to false makes every call fail, as a network outage would.
@MainActor
final class InMemoryOrdersService: OrdersService {
    var stored: [Order]
    var isAvailable = true
    /// Which order ids were asked for, so tests can see that the injected service was the one used.
    private(set) var requestedIDs: [Order.ID] = []

    init(orders: [Order] = InMemoryOrdersService.demoOrders) {
        stored = orders
    }

    func orders() throws -> [Order] {
        guard isAvailable else { throw OrdersServiceError.unavailable }
        return stored
    }

    func order(withID id: Order.ID) throws -> Order {
        requestedIDs.append(id)
        guard isAvailable else { throw OrdersServiceError.unavailable }
        guard let order = stored.first(where: { $0.id == id }) else { throw OrdersServiceError.unknownOrder(id) }
        return order
    }

    static let demoOrders = [
        Order(id: 3, item: "Espresso machine", totalCents: 24_900),
        Order(id: 2, item: "Coffee beans, 1 kg", totalCents: 1_850),
        Order(id: 1, item: "Milk jug", totalCents: 1_299),
    ]
}
