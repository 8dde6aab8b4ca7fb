extension RoutingError {
    /// The same error, with `location` filled in when it had none.
    func located(at location: RoutingErrorLocation) -> RoutingError {
        guard context.location == nil else { return self }
        let context = Context(self.context.debugDescription, underlyingError: self.context.underlyingError, location: location)
        switch self {
        case let .typeMismatch(type, expectedType, _): return .typeMismatch(type: type, expectedType: expectedType, context)
        case .compositionFailed: return .compositionFailed(context)
        case .cantBeDismissed: return .cantBeDismissed(context)
        case let .initialController(state, _): return .initialController(state, context)
        case .generic: return .generic(context)
        }
    }
}

extension Error {
    /// The error as a navigation reports it, blamed on `entityType` at `location`: a
    /// ``RoutingError`` keeps its case and gains the location if it had none; any other error is
    /// the app's own and is wrapped, so the caller learns where it came from and can still reach
    /// it as the underlying error.
    func attributed(to entityType: String, at location: RoutingErrorLocation?) -> RoutingError {
        if let routingError = self as? RoutingError {
            return location.map(routingError.located(at:)) ?? routingError
        }
        // The underlying error ends the context's description, so the message does not repeat it.
        return .generic(.init("\(entityType) failed", underlyingError: self, location: location))
    }

    /// The error located at `location` if it had no location. An error of the app's own that no
    /// entity claimed (one from a custom stack presentation handler or container adapter) is
    /// wrapped all the same, so that no error leaves a navigation without saying where it arose.
    func located(at location: RoutingErrorLocation) -> Error {
        attributed(to: location.entityType ?? "Code outside the router", at: location)
    }
}

extension RoutingResult {
    /// The same result, with a failure blamed on `entityType` at `location`; see
    /// `Error.attributed(to:at:)`.
    func attributed(to entityType: String, at location: @autoclosure () -> RoutingErrorLocation?) -> RoutingResult {
        guard case .failure(let error) = self else { return self }
        return .failure(error.attributed(to: entityType, at: location()))
    }
}

extension RoutingErrorLocation {
    /// The same step's location, blaming `entityType` and, where given, moved to another phase or
    /// naming the controller involved. A context type already named is kept: it is the step's.
    func naming(
        _ entityType: String, in phase: Phase? = nil, contextType: String? = nil,
        viewController: String? = nil
    ) -> RoutingErrorLocation {
        RoutingErrorLocation(
            phase: phase ?? self.phase, stepIndex: stepIndex, finderType: finderType, factoryType: factoryType,
            actionType: actionType, contextType: self.contextType ?? contextType,
            viewController: viewController ?? self.viewController, entityType: entityType)
    }
}

/// Runs the app's code in `body`, blaming any error it throws on `entityType` at `location`,
/// which is made only then: a success names no location.
@MainActor
func attributingErrors<T>(to entityType: String, at location: @autoclosure () -> RoutingErrorLocation, _ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch {
        throw error.attributed(to: entityType, at: location())
    }
}
