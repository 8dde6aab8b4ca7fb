import Testing
@testable import RouteComposer

/// Checks that `error` is how a navigation reports an error of the app's own: a
/// ``RoutingError/generic(_:)`` whose underlying error is `expected`, located in `phase`.
///
/// - Returns: the error's location, for the checks particular to a test; nil when there is none.
@discardableResult
func expectAppError<E: Error & Equatable>(
    _ error: Error?, _ expected: E, in phase: RoutingErrorLocation.Phase,
    sourceLocation: SourceLocation = #_sourceLocation
) -> RoutingErrorLocation? {
    guard let routingError = error as? RoutingError, case .generic(let context) = routingError else {
        Issue.record("expected RoutingError.generic wrapping \(expected), got \(String(describing: error))", sourceLocation: sourceLocation)
        return nil
    }
    #expect(routingError.underlyingError as? E == expected, sourceLocation: sourceLocation)
    #expect(context.location?.phase == phase, sourceLocation: sourceLocation)
    return context.location
}
