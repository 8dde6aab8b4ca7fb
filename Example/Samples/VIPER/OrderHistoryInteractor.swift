/// The module's business logic: which orders to show. It talks to the service it was given and
/// to nothing on screen.
@MainActor
struct OrderHistoryInteractor {
    let service: any OrdersService

    /// The orders to list, without cancelled ones: those with nothing to pay are not shown.
    func loadOrders() throws -> [Order] {
        try service.orders().filter { $0.totalCents > 0 }
    }
}
