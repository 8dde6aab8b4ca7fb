import RouteComposer

/// Builds an order's details screen with the order fetched from the injected service.
///
/// It fetches in `prepare`, which the router calls before the screen changes, so an unknown
/// order or a service outage refuses the navigation with nothing half shown.
struct OrderDetailsFactory: Factory {
    let service: any OrdersService
    private var prepared: Order?

    init(service: any OrdersService) {
        self.service = service
    }

    mutating func prepare(with context: Order.ID) throws {
        prepared = try service.order(withID: context)
    }

    func build(with context: Order.ID) throws -> OrderDetailsViewController {
        let order = try prepared.flatMap { $0.id == context ? $0 : nil } ?? service.order(withID: context)
        let details = OrderDetailsViewController()
        details.show(order)
        return details
    }
}
