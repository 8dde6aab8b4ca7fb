#if !canImport(UIKit)
    import HeadlessUIKit
    import RouteComposer

    /// `swift run Example viper`: the order-history VIPER module, built by its factory around an
    /// in-memory orders service, driven through its view the way a user would.
    @MainActor
    enum VIPERSample {
        /// Runs the script; returns false if a step went otherwise than it says.
        static func run(router: DefaultRouter) async -> Bool {
            let service = InMemoryOrdersService()
            let destinations = OrderDestinations(service: service, router: router)
            func history() throws -> OrderHistoryViewController {
                guard let history = ClassFinder<OrderHistoryViewController, Any?>().getViewController() else {
                    throw OrderHistoryRouter.Failure.moduleClosed
                }
                return history
            }
            func viewSays(_ history: OrderHistoryViewController) -> String {
                "view shows: \(history.rows)" + (history.message.map { "; message: \($0)" } ?? "")
            }
            return await SampleScript(steps: [
                .init(title: "shop home") {
                    try await router.navigate(to: ShopConfiguration.home, animated: true)
                    return nil
                },
                .init(title: "order history: the factory builds view, presenter, interactor and router around the orders service") {
                    try await router.navigate(to: destinations.history, animated: true)
                    return try viewSays(history())
                },
                .init(title: "the user taps order #2: the module's router pushes its details, fetched from the service") {
                    try await history().userTappedOrder(2).value
                    let details = ClassFinder<OrderDetailsViewController, Any?>().getViewController()
                    try SampleScript.check(details?.order?.id == 2, "order #2 is not shown")
                    return "details show: \(details?.title ?? "nothing"); service was asked for \(service.requestedIDs)"
                },
                .init(title: "back: the router pops the details") {
                    guard let details = ClassFinder<OrderDetailsViewController, Any?>().getViewController() else {
                        throw OrderHistoryRouter.Failure.moduleClosed
                    }
                    try await router.dismiss(details, animated: true)
                    return nil
                },
                .init(title: "the user taps order #42, which no longer exists: refused before anything changes") {
                    try await history().userTappedOrder(42).value
                    return try viewSays(history())
                },
                .init(title: "the service goes down; the user taps order #1: refused, the presenter says why") {
                    service.isAvailable = false
                    try await history().userTappedOrder(1).value
                    try SampleScript.check(history().message?.contains("unavailable") == true, "no reason shown")
                    return try viewSays(history())
                },
                .init(title: "the user taps close: the router dismisses the module's navigation controller") {
                    try await history().userTappedClose().value
                    try SampleScript.check(ClassFinder<OrderHistoryViewController, Any?>().getViewController() == nil, "still on screen")
                    return nil
                },
                .init(title: "order history while the service is down: the module shows the error") {
                    try await router.navigate(to: destinations.history, animated: true)
                    try SampleScript.check(history().rows.isEmpty && history().message != nil, "no error shown")
                    return try viewSays(history())
                },
            ]).run()
        }
    }
#endif
