/// Wraps a completion handler so that it runs once; later calls are ignored with a warning,
/// because a second call would otherwise resume a navigation twice.
@MainActor
final class OneShotCompletion {
    private var handler: ((RoutingResult) -> Void)?
    private let owner: CallOutOwner
    private let logger: Logger?

    init(owner: CallOutOwner, logger: Logger?, _ handler: @escaping (RoutingResult) -> Void) {
        self.owner = owner
        self.logger = logger
        self.handler = handler
    }

    var hasFired: Bool { handler == nil }

    func callAsFunction(_ result: RoutingResult) {
        guard let handler else {
            logger?.warning("\(owner.text) called its completion more than once; the later call was ignored.")
            return
        }
        self.handler = nil
        handler(result)
    }
}
