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
    /// the app's own and stays as it is, as in RouteComposer 2.x, with its location (naming
    /// `entityType` when it named no entity) noted for ``RoutingErrorLocation/of(_:)``, unless the
    /// latest note is of this error: an inner entity claimed it first, and knows better.
    @MainActor
    func attributed(to entityType: String, at location: RoutingErrorLocation?) -> Error {
        if let routingError = self as? RoutingError {
            return location.map(routingError.located(at:)) ?? routingError
        }
        if let location, !FailureLocations.shared.isLatest(self) {
            FailureLocations.shared.note(self, at: location.entityType == nil ? location.naming(entityType) : location)
        }
        return self
    }

    /// The error located at `location` unless it already had a location: a ``RoutingError`` with
    /// one, or an app's error noted since `serial` (see `FailureLocations`), which an entity claimed
    /// on its way here. An error of the app's own that no entity claimed (one from a custom stack
    /// presentation handler or container adapter) is noted at `location` all the same, so that no
    /// error leaves a navigation without saying where it arose.
    @MainActor
    func located(at location: RoutingErrorLocation, unlessNotedSince serial: Int) -> Error {
        if let routingError = self as? RoutingError {
            return routingError.located(at: location)
        }
        if FailureLocations.shared.location(of: self, notedSince: serial) == nil {
            FailureLocations.shared.note(self, at: location)
        }
        return self
    }
}

extension RoutingResult {
    /// The same result, with a failure blamed on `entityType` at `location`; see
    /// `Error.attributed(to:at:)`.
    @MainActor
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
