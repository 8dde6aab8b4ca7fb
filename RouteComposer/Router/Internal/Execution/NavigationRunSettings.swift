import Foundation

/// What a router hands each of its navigations: how to log, clear the way, reach containers, and
/// keep time. Made once per version of the router's parts (see ``RouterParts``).
@MainActor
struct NavigationRunSettings {
    let logger: Logger?
    let handler: StackPresentationHandler
    let locator: ContainerAdapterLocator
    let clock: NavigationClock
    /// How long an interceptor may take; nil waits for ever.
    let interceptorTimeout: TimeInterval?
    /// How long one UIKit-facing step (clearing the way, an action, an adapter) may take; nil
    /// waits for ever.
    let actionTimeout: TimeInterval?
    /// What a failure after the screen changed does to the changes.
    let rollbackPolicy: RollbackPolicy
    /// What a navigation does when a presentation covers the controller it starts from.
    let whenCovered: LinkArrivalPolicy.WhenCovered
    /// Whether a destination shown in another scene than the one the navigation is aimed at has
    /// its scene brought forward; see ``DefaultRouter/bringsFoundSceneForward``.
    let bringsFoundSceneForward: Bool
    /// The handler, when it can tell that clearing the way would change nothing, so that the
    /// router skips the call.
    let forecast: ClearingForecasting?

    init(
        logger: Logger?, handler: StackPresentationHandler, locator: ContainerAdapterLocator, clock: NavigationClock,
        interceptorTimeout: TimeInterval?, actionTimeout: TimeInterval?, rollbackPolicy: RollbackPolicy = .rollback,
        whenCovered: LinkArrivalPolicy.WhenCovered = .dismiss, bringsFoundSceneForward: Bool = true
    ) {
        self.whenCovered = whenCovered
        self.bringsFoundSceneForward = bringsFoundSceneForward
        self.logger = logger
        self.handler = handler
        self.locator = locator
        self.clock = clock
        self.interceptorTimeout = interceptorTimeout
        self.actionTimeout = actionTimeout
        self.rollbackPolicy = rollbackPolicy
        // Only the library's handler forecasts. Recognised by its type, which is one comparison;
        // a cast to the protocol would search the app's conformances the first time, a cost
        // every app would pay at its first navigation.
        forecast = handler as? DefaultStackPresentationHandler
    }
}
