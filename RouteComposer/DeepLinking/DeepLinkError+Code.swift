#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension DeepLinkError {
    /// What kind of failure it is.
    public var code: ProblemCode {
        switch detail {
        case .malformedServerRoute: .malformedServerRoute
        case .unknownIdentifier: .unknownIdentifier
        case .decodingFailed: .decodingFailed
        case .duplicateIdentifier: .duplicateIdentifier
        case .encodingFailed: .encodingFailed
        case .nestingTooDeep: .nestingTooDeep
        case .invalidRouteTable: .invalidRouteTable
        case .duplicateDestination: .duplicateDestination
        }
    }

    /// The identifier of the route type at fault, or the name of the route table destination for
    /// ``ProblemCode/duplicateDestination``; nil for the other codes.
    public var identifier: String? {
        switch detail {
        case let .unknownIdentifier(identifier), let .duplicateIdentifier(identifier),
            let .decodingFailed(identifier, _, _), let .encodingFailed(identifier, _), let .duplicateDestination(identifier):
            identifier
        case .malformedServerRoute, .nestingTooDeep, .invalidRouteTable: nil
        }
    }

    /// The problems of a route table file, in file order, for ``ProblemCode/invalidRouteTable``;
    /// empty for other codes.
    public var report: ValidationReport<RouteTableProblem> {
        if case let .invalidRouteTable(report) = detail { report } else { ValidationReport(problems: []) }
    }

    /// The problems of ``report``.
    public var problems: [RouteTableProblem] { report.problems }

    /// A short excerpt of the text the server sent, for ``ProblemCode/malformedServerRoute``; nil for other codes.
    public var excerpt: String? {
        if case let .malformedServerRoute(excerpt, _) = detail { excerpt } else { nil }
    }

    /// What is wrong, for ``ProblemCode/malformedServerRoute``, ``ProblemCode/decodingFailed`` and
    /// ``ProblemCode/encodingFailed``; nil for other codes.
    public var reason: String? {
        switch detail {
        case let .malformedServerRoute(_, reason), let .decodingFailed(_, _, reason), let .encodingFailed(_, reason): reason
        case .unknownIdentifier, .duplicateIdentifier, .nestingTooDeep, .invalidRouteTable, .duplicateDestination: nil
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
    /// See ``DeepLinkError/malformedServerRoute(excerpt:reason:)``.
    public static let malformedServerRoute = ProblemCode("malformedServerRoute")
    /// No registration has the identifier: see ``DeepLinkError/unknownIdentifier(_:)``; for
    /// a restoration snapshot's entry, no destination is registered under its identifier, renamed
    /// or removed since the snapshot was taken (a ``RestorationProblem``).
    public static let unknownIdentifier = ProblemCode("unknownIdentifier")
    /// See ``DeepLinkError/decodingFailed(identifier:codingPath:reason:)``.
    public static let decodingFailed = ProblemCode("decodingFailed")
    /// An identifier is registered twice: see ``DeepLinkError/duplicateIdentifier(_:)``; for
    /// restoration, a destination was registered under an identifier already taken (a
    /// ``RestorationError``).
    public static let duplicateIdentifier = ProblemCode("duplicateIdentifier")
    /// See ``DeepLinkError/encodingFailed(identifier:reason:)``.
    public static let encodingFailed = ProblemCode("encodingFailed")
    /// JSON nests deeper than the limit allows: see ``DeepLinkError/nestingTooDeep(limit:)``
    /// and ``RouteTableProblem/Kind/nestingTooDeep(limit:)``.
    public static let nestingTooDeep = ProblemCode("nestingTooDeep")
    /// See ``DeepLinkError/invalidRouteTable(problems:)``.
    public static let invalidRouteTable = ProblemCode("invalidRouteTable")
    /// See ``DeepLinkError/duplicateDestination(_:)``.
    public static let duplicateDestination = ProblemCode("duplicateDestination")
}
