import Foundation

/// What a router hands each of its navigations: how to animate, log, clear the way, reach
/// containers, and keep time.
@MainActor
struct NavigationRunSettings {
    let animated: Bool
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
    var rollbackPolicy: RollbackPolicy = .rollback
}
