import RouteComposer

/// Where the order-history module's screens go, for one orders service and one router: the
/// history is presented in its own navigation controller, and an order's details are pushed
/// onto it, building the history first when it is not on screen.
@MainActor
struct OrderDestinations {
    let service: any OrdersService
    let router: DefaultRouter

    var history: DestinationStep<OrderHistoryViewController, Any?> {
        StepAssembler<OrderHistoryViewController, Any?>()
            .finder(.classFinder)
            .factory(OrderHistoryModuleFactory(destinations: self))
            .using(.push)
            .from(.navigationController)
            .using(.present)
            .from(.current)
            .assemble()
    }

    var details: DestinationStep<OrderDetailsViewController, Order.ID> {
        StepAssembler<OrderDetailsViewController, Order.ID>()
            .finder(.classWithContextFinder)
            .factory(OrderDetailsFactory(service: service))
            .using(.push)
            .from(history.expectingContainer())
            .assemble()
    }
}
