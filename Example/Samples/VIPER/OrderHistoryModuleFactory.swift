import RouteComposer

/// Builds the whole order-history module: view, presenter, interactor and router, wired
/// together around the service it was given. The configuration hands this factory to a step, so
/// every way of reaching the screen gets a complete module.
struct OrderHistoryModuleFactory: Factory {
    let destinations: OrderDestinations

    func build(with context: Any?) throws -> OrderHistoryViewController {
        let view = OrderHistoryViewController()
        let moduleRouter = OrderHistoryRouter(router: destinations.router, destinations: destinations)
        moduleRouter.viewController = view
        view.presenter = OrderHistoryPresenter(
            view: view,
            interactor: OrderHistoryInteractor(service: destinations.service),
            router: moduleRouter)
        return view
    }
}
