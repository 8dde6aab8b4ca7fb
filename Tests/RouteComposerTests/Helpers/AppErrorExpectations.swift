import Testing
@testable import RouteComposer

/// Checks that `error` is how a navigation reports an error of the app's own: `expected` itself,
/// unchanged, as RouteComposer 2.x reports it, with its location, found by
/// ``RoutingErrorLocation/of(_:)``, in `phase`.
///
/// - Returns: the error's location, for the checks particular to a test; nil when there is none.
@MainActor
@discardableResult
func expectAppError<E: Error & Equatable>(
    _ error: Error?, _ expected: E, in phase: RoutingErrorLocation.Phase,
    sourceLocation: SourceLocation = #_sourceLocation
) -> RoutingErrorLocation? {
    guard let error, let appError = error as? E else {
        Issue.record("expected \(expected) itself, unwrapped, got \(String(describing: error))", sourceLocation: sourceLocation)
        return nil
    }
    #expect(appError == expected, sourceLocation: sourceLocation)
    let location = RoutingErrorLocation.of(error)
    #expect(location?.phase == phase, sourceLocation: sourceLocation)
    return location
}
