import RouteComposer

/// The order-history screen: the module's View. It renders what the presenter gives it and
/// forwards the user's taps; it knows nothing of services or navigation.
final class OrderHistoryViewController: UIViewController, OrderHistoryView {
    /// Set by the module's factory. The view owns the presenter, so the module lives as long as
    /// its screen does.
    var presenter: OrderHistoryPresenter?
    private(set) var rows: [String] = []
    private(set) var message: String?

    override func viewDidLoad() {
        title = "Order history"
        presenter?.viewDidLoad()
    }

    func display(rows: [String]) {
        self.rows = rows
    }

    func display(message: String) {
        self.message = message
    }

    /// What tapping an order's row does. Returns the work it started, so a script or a test can
    /// wait for the navigation it triggers.
    @discardableResult
    func userTappedOrder(_ id: Order.ID) -> Task<Void, Never> {
        let presenter = self.presenter
        return Task { await presenter?.didSelectOrder(id) }
    }

    /// What the close button does.
    @discardableResult
    func userTappedClose() -> Task<Void, Never> {
        let presenter = self.presenter
        return Task { await presenter?.didTapClose() }
    }
}
