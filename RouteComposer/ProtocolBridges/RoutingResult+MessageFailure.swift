extension RoutingResult {
    /// RouteComposer 1.x's failure with a message: a ``RoutingError/generic(_:)`` carrying it.
    @available(*, deprecated, message: "Use .failure(RoutingError.generic(.init(message))): a 2.x failure carries an Error.")
    public static func failure(_ message: String) -> RoutingResult {
        .failure(RoutingError.generic(.init(message)))
    }
}
