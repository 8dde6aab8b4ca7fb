/// Where orders come from. The VIPER module receives it through its factory, so an app passes
/// its networking client and a test passes an in-memory one.
@MainActor
protocol OrdersService {
    /// The customer's orders, newest first.
    func orders() throws -> [Order]
    /// One order.
    func order(withID id: Order.ID) throws -> Order
}
