#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension CodableRouteError {
    /// What kind of failure it is.
    public var code: ProblemCode {
        switch detail {
        case .malformedServerRoute: .malformedServerRoute
        case .unknownIdentifier: .unknownIdentifier
        case .decodingFailed: .decodingFailed
        case .duplicateIdentifier: .duplicateIdentifier
        case .encodingFailed: .encodingFailed
        case .nestingTooDeep: .nestingTooDeep
        }
    }

    /// The identifier of the route type at fault, for every code but ``ProblemCode/malformedServerRoute``
    /// and ``ProblemCode/nestingTooDeep``, for which it is nil.
    public var identifier: String? {
        switch detail {
        case let .unknownIdentifier(identifier), let .duplicateIdentifier(identifier),
            let .decodingFailed(identifier, _, _), let .encodingFailed(identifier, _):
            identifier
        case .malformedServerRoute, .nestingTooDeep: nil
        }
    }

    /// A short excerpt of the text the server sent, for ``ProblemCode/malformedServerRoute``; nil for other codes.
    public var excerpt: String? {
        if case let .malformedServerRoute(excerpt, _) = detail { excerpt } else { nil }
    }

    /// What is wrong, for ``ProblemCode/malformedServerRoute``, ``ProblemCode/decodingFailed`` and
    /// ``ProblemCode/encodingFailed``; nil for other codes.
    public var reason: String? {
        switch detail {
        case let .malformedServerRoute(_, reason), let .decodingFailed(_, _, reason), let .encodingFailed(_, reason): reason
        case .unknownIdentifier, .duplicateIdentifier, .nestingTooDeep: nil
        }
    }

    /// Where in the route's JSON decoding failed, as in `variant.sizes[1]`, for
    /// ``ProblemCode/decodingFailed``: empty when the JSON as a whole is at fault; nil for other codes.
    public var codingPath: String? {
        if case let .decodingFailed(_, codingPath, _) = detail { codingPath } else { nil }
    }

    /// The nesting limit that was exceeded, for ``ProblemCode/nestingTooDeep``; nil for other codes.
    public var limit: Int? {
        if case let .nestingTooDeep(limit) = detail { limit } else { nil }
    }
}

extension ProblemCode {
    /// See ``CodableRouteError/malformedServerRoute(excerpt:reason:)``.
    public static let malformedServerRoute = ProblemCode("malformedServerRoute")
    /// No registration has the identifier: see ``CodableRouteError/unknownIdentifier(_:)``; for
    /// a restoration snapshot's entry, no destination is registered under its identifier, renamed
    /// or removed since the snapshot was taken (a ``RestorationProblem``).
    public static let unknownIdentifier = ProblemCode("unknownIdentifier")
    /// See ``CodableRouteError/decodingFailed(identifier:codingPath:reason:)``.
    public static let decodingFailed = ProblemCode("decodingFailed")
    /// An identifier is registered twice: see ``CodableRouteError/duplicateIdentifier(_:)``; for
    /// restoration, a destination was registered under an identifier already taken (a
    /// ``RestorationError``).
    public static let duplicateIdentifier = ProblemCode("duplicateIdentifier")
    /// See ``CodableRouteError/encodingFailed(identifier:reason:)``.
    public static let encodingFailed = ProblemCode("encodingFailed")
    /// JSON nests deeper than the limit allows: see ``CodableRouteError/nestingTooDeep(limit:)``
    /// and ``RouteTableProblem/Kind/nestingTooDeep(limit:)``.
    public static let nestingTooDeep = ProblemCode("nestingTooDeep")
}
