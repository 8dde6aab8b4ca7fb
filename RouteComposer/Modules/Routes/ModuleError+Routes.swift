#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif
#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

extension ProblemCode {
    /// No route handler is registered for a route's identifier.
    public static let unknownRoute = ProblemCode("unknownRoute")
    /// Two route registrations claim the same identifier.
    public static let duplicateRoute = ProblemCode("duplicateRoute")
    /// A route handler threw while choosing the feature for a route.
    public static let routeHandlerFailed = ProblemCode("routeHandlerFailed")
    /// A presentation cannot be made from the controller navigated from, such as a push from a
    /// controller outside any navigation controller.
    public static let presentationUnavailable = ProblemCode("presentationUnavailable")
}

extension ModuleError {
    /// No handler serves `routeType`; `knownIdentifiers` are those served.
    public static func unknownRoute(_ routeType: any CodableRoute.Type, knownIdentifiers: [String]) -> ModuleError {
        ModuleError(
            code: .unknownRoute,
            message: "No route handler serves \(moduleTypeName(routeType)) (identifier \"\(routeType.identifier)\"); "
                + "served identifiers: \(knownIdentifiers.isEmpty ? "none" : knownIdentifiers.joined(separator: ", ")).",
            requiredType: routeType, detail: routeType.identifier)
    }

    /// `handler` serves `routeType` under `identifier`, which `earlierHandler` already serves
    /// with `earlierRouteType`; the later registration is the one used.
    public static func duplicateRoute(
        _ identifier: String, routeType: any CodableRoute.Type, handler: Any.Type,
        earlierRouteType: any CodableRoute.Type, earlierHandler: Any.Type
    ) -> ModuleError {
        ModuleError(
            code: .duplicateRoute,
            message: "The route identifier \"\(identifier)\" is served by \(moduleTypeName(earlierHandler)) for "
                + "\(moduleTypeName(earlierRouteType)) and again by \(moduleTypeName(handler)) for "
                + "\(moduleTypeName(routeType)); the last registration is used.",
            requestingType: handler, requiredType: routeType, actualType: earlierRouteType, detail: identifier)
    }

    /// `handler` threw `error` when asked for the feature of `routeType`.
    public static func routeHandlerFailed(_ handler: Any.Type, routeType: any CodableRoute.Type, error: any Error) -> ModuleError {
        ModuleError(
            code: .routeHandlerFailed,
            message: "\(moduleTypeName(handler)) could not choose a feature for \(moduleTypeName(routeType)).",
            requestingType: handler, requiredType: routeType, detail: routeType.identifier, underlyingError: error)
    }

    /// The presentation `name` needs a `requiredType` to work from, and `originType`, the
    /// controller navigated from, neither is one nor leads to one.
    public static func presentationUnavailable(_ name: String, from originType: Any.Type, needs requiredType: Any.Type) -> ModuleError {
        ModuleError(
            code: .presentationUnavailable,
            message: "The presentation \"\(name)\" needs \(moduleTypeName(requiredType)) to work from, and "
                + "\(moduleTypeName(originType)) neither is one nor leads to one.",
            requestingType: originType, requiredType: requiredType, detail: name)
    }
}
