#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension CodableRouteError {
    /// What kind of failure it is, without its details. Compare with the static members, as in
    /// `error.code == .unknownIdentifier`; each is documented at the ``CodableRouteError``
    /// function of the same name.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        // Private so that adding a code is not a breaking change.
        private enum Wrapped: String, Hashable, Sendable {
            case malformedServerRoute, unknownIdentifier, decodingFailed, duplicateIdentifier, encodingFailed, nestingTooDeep
        }

        private let wrapped: Wrapped

        private init(_ wrapped: Wrapped) {
            self.wrapped = wrapped
        }

        /// See ``CodableRouteError/malformedServerRoute(excerpt:reason:)``.
        public static let malformedServerRoute = Code(.malformedServerRoute)
        /// See ``CodableRouteError/unknownIdentifier(_:)``.
        public static let unknownIdentifier = Code(.unknownIdentifier)
        /// See ``CodableRouteError/decodingFailed(identifier:codingPath:reason:)``.
        public static let decodingFailed = Code(.decodingFailed)
        /// See ``CodableRouteError/duplicateIdentifier(_:)``.
        public static let duplicateIdentifier = Code(.duplicateIdentifier)
        /// See ``CodableRouteError/encodingFailed(identifier:reason:)``.
        public static let encodingFailed = Code(.encodingFailed)
        /// See ``CodableRouteError/nestingTooDeep(limit:)``.
        public static let nestingTooDeep = Code(.nestingTooDeep)

        /// The code's name, as in `"unknownIdentifier"`.
        public var description: String { wrapped.rawValue }
    }

    /// What kind of failure it is.
    public var code: Code {
        switch detail {
        case .malformedServerRoute: .malformedServerRoute
        case .unknownIdentifier: .unknownIdentifier
        case .decodingFailed: .decodingFailed
        case .duplicateIdentifier: .duplicateIdentifier
        case .encodingFailed: .encodingFailed
        case .nestingTooDeep: .nestingTooDeep
        }
    }

    /// The identifier of the route type at fault, for every code but ``Code/malformedServerRoute``
    /// and ``Code/nestingTooDeep``, for which it is nil.
    public var identifier: String? {
        switch detail {
        case let .unknownIdentifier(identifier), let .duplicateIdentifier(identifier),
            let .decodingFailed(identifier, _, _), let .encodingFailed(identifier, _):
            identifier
        case .malformedServerRoute, .nestingTooDeep: nil
        }
    }

    /// A short excerpt of the text the server sent, for ``Code/malformedServerRoute``; nil for other codes.
    public var excerpt: String? {
        if case let .malformedServerRoute(excerpt, _) = detail { excerpt } else { nil }
    }

    /// What is wrong, for ``Code/malformedServerRoute``, ``Code/decodingFailed`` and
    /// ``Code/encodingFailed``; nil for other codes.
    public var reason: String? {
        switch detail {
        case let .malformedServerRoute(_, reason), let .decodingFailed(_, _, reason), let .encodingFailed(_, reason): reason
        case .unknownIdentifier, .duplicateIdentifier, .nestingTooDeep: nil
        }
    }

    /// Where in the route's JSON decoding failed, as in `variant.sizes[1]`, for
    /// ``Code/decodingFailed``: empty when the JSON as a whole is at fault; nil for other codes.
    public var codingPath: String? {
        if case let .decodingFailed(_, codingPath, _) = detail { codingPath } else { nil }
    }

    /// The nesting limit that was exceeded, for ``Code/nestingTooDeep``; nil for other codes.
    public var limit: Int? {
        if case let .nestingTooDeep(limit) = detail { limit } else { nil }
    }
}
