import RouteComposer

/// One order's details, found again when it already shows the same order.
final class OrderDetailsViewController: UIViewController, ContextChecking {
    private(set) var order: Order?

    func show(_ order: Order) {
        self.order = order
        title = "Order #\(order.id): \(order.item)"
    }

    func isTarget(for context: Order.ID) -> Bool {
        order?.id == context
    }
}
