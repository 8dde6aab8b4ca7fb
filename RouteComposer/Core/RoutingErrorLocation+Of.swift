extension RoutingErrorLocation {
    /// Where in a navigation `error` arose, for an error a navigation reported: the step, the phase,
    /// the entity and the controller involved.
    ///
    /// A navigation hands the app's own errors, thrown or reported by its finders, factories,
    /// actions, context tasks, post tasks, interceptors or context transformers, to its completion
    /// and to `catch` unchanged, as RouteComposer 2.x does, so they can be matched with `is` and
    /// `as?`. Their location travels beside them, and this is how to ask for it:
    ///
    /// ```swift
    /// router.navigate(to: checkout, with: order) { result in
    ///     guard case .failure(let error) = result, !(error is LoginCancelled) else { return }
    ///     report(error, at: RoutingErrorLocation.of(error))
    /// }
    /// ```
    ///
    /// - For a ``RoutingError``, the location in its ``RoutingError/Context``.
    /// - For a ``RollbackIncomplete``, the location of its ``RollbackIncomplete/originalError``.
    /// - For an error of the app's own, the location the latest navigation that failed with it
    ///   noted. An error is the same when it is the same instance of a class, an equal value of an
    ///   `Equatable` type, or otherwise a value of the same type with the same description; the
    ///   router remembers the latest 32 such errors, so ask in the completion, the `catch` or an
    ///   observer, not much later.
    ///
    /// The observers' ``NavigationEvent/Kind/failed`` event carries the same location in
    /// ``NavigationEvent/location``, and the router's log names it.
    ///
    /// - Returns: nil for an error no navigation reported, or one made outside the router with no
    ///   location (a `RoutingError` the app made and nothing located, a `CancellationError`).
    @MainActor
    public static func of(_ error: Error) -> RoutingErrorLocation? {
        if let routingError = error as? RoutingError {
            return routingError.context.location
        }
        if let incomplete = error as? RollbackIncomplete {
            return of(incomplete.originalError)
        }
        return FailureLocations.shared.location(of: error)
    }
}

/// `error` for the router's log, followed by where it arose when it is the app's own: a
/// ``RoutingError`` names its location itself.
@MainActor
func loggedFailure(_ error: Error) -> String {
    guard !(error is RoutingError), let location = RoutingErrorLocation.of(error) else { return "\(error)" }
    return "\(error) (at \(location))"
}
