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
    /// A ``RoutingError`` located at `location` if it had no location; any other error unchanged,
    /// so apps can still match their own errors by type.
    func located(at location: RoutingErrorLocation) -> Error {
        (self as? RoutingError)?.located(at: location) ?? self
    }
}
