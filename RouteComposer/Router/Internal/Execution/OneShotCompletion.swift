/// Wraps a completion handler so that it runs once; later calls are ignored with a warning,
/// because a second call would otherwise resume a navigation twice.
@MainActor
final class OneShotCompletion {
    private var handler: ((RoutingResult) -> Void)?
    private let owner: CallOutOwner
    /// The navigation's settings, for their logger: held by reference, as every call out of a
    /// navigation makes one of these and a copy of the logger existential would cost each of them.
    private let settings: NavigationRunSettings

    init(owner: CallOutOwner, settings: NavigationRunSettings, _ handler: @escaping (RoutingResult) -> Void) {
        self.owner = owner
        self.settings = settings
        self.handler = handler
    }

    var hasFired: Bool { handler == nil }

    func callAsFunction(_ result: RoutingResult) {
        guard let handler else {
            settings.logger?.warning("\(owner.text) called its completion more than once; the later call was ignored.")
            return
        }
        self.handler = nil
        handler(result)
    }
}
