import Testing
import HeadlessTestSupport
import HeadlessUIKit
@testable import Example
@testable import RouteComposer

/// The order-history VIPER module: its factory wires the module around the injected service,
/// its router's methods land on the right screens, and failures reach the view as messages.
@MainActor
@Suite(.serialized, .exampleIsolation)
struct VIPERSampleTests {
    /// A fresh window showing the shop, and a router without logging.
    private func showShop() async throws -> DefaultRouter {
        await HeadlessRuntime.shared.showInFreshWindow(UIViewController())
        let router = DefaultRouter(logger: nil)
        try await router.navigate(to: ShopConfiguration.home, animated: true)
        return router
    }

    private func shownHistory() throws -> OrderHistoryViewController {
        try #require(ClassFinder<OrderHistoryViewController, Any?>().getViewController())
    }

    @Test("The factory builds the whole module around the service it was given")
    func factoryBuildsModule() async throws {
        let router = try await showShop()
        let service = InMemoryOrdersService(orders: [Order(id: 5, item: "Grinder", totalCents: 9_900)])

        try await router.navigate(to: OrderDestinations(service: service, router: router).history, animated: true)

        let history = try shownHistory()
        #expect(history.presenter != nil)
        #expect(history.rows == ["#5 Grinder, $99.00"])
        #expect(history.navigationController?.presentingViewController is UITabBarController)
    }

    @Test("showOrder pushes the order's details onto the history, fetched from the injected service")
    func showOrderPushesDetails() async throws {
        let router = try await showShop()
        let service = InMemoryOrdersService()
        let destinations = OrderDestinations(service: service, router: router)
        try await router.navigate(to: destinations.history, animated: true)
        let moduleRouter = OrderHistoryRouter(router: router, destinations: destinations)
        moduleRouter.viewController = try shownHistory()

        try await moduleRouter.showOrder(3)

        let navigation = try #require(try shownHistory().navigationController)
        #expect(navigation.viewControllers.count == 2)
        let details = try #require(navigation.topViewController as? OrderDetailsViewController)
        #expect(details.order == InMemoryOrdersService.demoOrders[0])
        #expect(service.requestedIDs.contains(3))
    }

    @Test("A tap on a row goes view → presenter → router, like the user's would")
    func tapThroughTheModule() async throws {
        let router = try await showShop()
        try await router.navigate(to: OrderDestinations(service: InMemoryOrdersService(), router: router).history, animated: true)

        try await shownHistory().userTappedOrder(1).value

        let details = try #require(ClassFinder<OrderDetailsViewController, Any?>().getViewController())
        #expect(details.order?.id == 1)
    }

    @Test("showOrder from anywhere builds the module first: the details are never shown without their history")
    func showOrderFromElsewhere() async throws {
        let router = try await showShop()
        let destinations = OrderDestinations(service: InMemoryOrdersService(), router: router)

        try await OrderHistoryRouter(router: router, destinations: destinations).showOrder(2)

        let navigation = try #require(ClassFinder<OrderDetailsViewController, Any?>().getViewController()?.navigationController)
        #expect(navigation.viewControllers.first is OrderHistoryViewController)
        #expect((navigation.viewControllers.first as? OrderHistoryViewController)?.presenter != nil)
    }

    @Test("An unknown order is refused before anything changes, with the service's reason on the view")
    func unknownOrder() async throws {
        let router = try await showShop()
        try await router.navigate(to: OrderDestinations(service: InMemoryOrdersService(), router: router).history, animated: true)
        let before = HeadlessRuntime.shared.hierarchyDescription()

        try await shownHistory().userTappedOrder(42).value

        #expect(try shownHistory().message == "Could not open order 42: there is no order 42")
        await HeadlessRuntime.shared.waitUntilIdle()
        #expect(HeadlessRuntime.shared.hierarchyDescription() == before)
    }

    @Test("A service outage: the history shows the error, and the router's showOrder throws the service's error")
    func serviceOutage() async throws {
        let router = try await showShop()
        let service = InMemoryOrdersService()
        service.isAvailable = false
        let destinations = OrderDestinations(service: service, router: router)

        try await router.navigate(to: destinations.history, animated: true)

        #expect(try shownHistory().rows.isEmpty)
        #expect(try shownHistory().message == "Could not load your orders: the orders service is unavailable")
        await #expect(throws: OrdersServiceError.unavailable) {
            try await OrderHistoryRouter(router: router, destinations: destinations).showOrder(1)
        }
        #expect(ClassFinder<OrderDetailsViewController, Any?>().getViewController() == nil)
    }

    @Test("close dismisses the module's navigation controller with whatever was pushed on it")
    func closeDismissesModule() async throws {
        let router = try await showShop()
        try await router.navigate(to: OrderDestinations(service: InMemoryOrdersService(), router: router).history, animated: true)
        try await shownHistory().userTappedOrder(2).value

        try await shownHistory().userTappedClose().value
        await HeadlessRuntime.shared.waitUntilIdle()

        #expect(ClassFinder<OrderHistoryViewController, Any?>().getViewController() == nil)
        #expect(ClassFinder<OrderDetailsViewController, Any?>().getViewController() == nil)
        #expect(HeadlessRuntime.shared.exceptions.isEmpty)
    }

    @Test("close after the module has gone says so instead of closing something else")
    func closeWithoutModule() async throws {
        let router = try await showShop()
        let moduleRouter = OrderHistoryRouter(router: router, destinations: OrderDestinations(service: InMemoryOrdersService(), router: router))

        await #expect(throws: OrderHistoryRouter.Failure.self) {
            try await moduleRouter.close()
        }
    }

    @Test("The presenter on its own, with a fake view and a fake router: no window needed")
    func presenterWithFakes() async {
        let view = RecordingView()
        let routing = RecordingRouting()
        routing.failure = OrdersServiceError.unknownOrder(9)
        let presenter = OrderHistoryPresenter(view: view, interactor: OrderHistoryInteractor(service: InMemoryOrdersService()), router: routing)

        presenter.viewDidLoad()
        await presenter.didSelectOrder(9)
        await presenter.didTapClose()

        #expect(view.rows.count == 3)
        #expect(routing.calls == ["showOrder(9)", "close"])
        #expect(view.messages == ["Could not open order 9: there is no order 9", "Could not close: there is no order 9"])
    }
}

/// A view that records what the presenter told it.
@MainActor
private final class RecordingView: OrderHistoryView {
    var rows: [String] = []
    var messages: [String] = []
    func display(rows: [String]) { self.rows = rows }
    func display(message: String) { messages.append(message) }
}

/// A module router that records its calls and fails with `failure` when it is set.
@MainActor
private final class RecordingRouting: OrderHistoryRouting {
    var calls: [String] = []
    var failure: Error?

    func showOrder(_ id: Order.ID) async throws {
        calls.append("showOrder(\(id))")
        if let failure { throw failure }
    }

    func close() async throws {
        calls.append("close")
        if let failure { throw failure }
    }
}
