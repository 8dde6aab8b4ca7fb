/// The module's Presenter: turns the interactor's orders into what the view shows, and the
/// user's taps into calls on the module's router. Failures end up on the view as a message.
@MainActor
final class OrderHistoryPresenter {
    // Weak: the view owns the presenter.
    private weak var view: (any OrderHistoryView)?
    private let interactor: OrderHistoryInteractor
    private let router: any OrderHistoryRouting

    init(view: any OrderHistoryView, interactor: OrderHistoryInteractor, router: any OrderHistoryRouting) {
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        do {
            let orders = try interactor.loadOrders()
            view?.display(rows: orders.map { "#\($0.id) \($0.item), \($0.formattedTotal)" })
            if orders.isEmpty { view?.display(message: "No orders yet") }
        } catch {
            view?.display(message: "Could not load your orders: \(error)")
        }
    }

    func didSelectOrder(_ id: Order.ID) async {
        do {
            try await router.showOrder(id)
        } catch {
            view?.display(message: "Could not open order \(id): \(error)")
        }
    }

    func didTapClose() async {
        do {
            try await router.close()
        } catch {
            view?.display(message: "Could not close: \(error)")
        }
    }
}
