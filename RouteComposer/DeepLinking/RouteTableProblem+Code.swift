#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension RouteTableProblem.Kind {
    /// What kind of problem it is, without its details. Compare with the static members, as in
    /// `problem.code == .unknownKey`; each is documented at the ``RouteTableProblem/Kind``
    /// function of the same name.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        // Private so that adding a code is not a breaking change.
        private enum Wrapped: String, Hashable, Sendable {
            case unreadable, malformedJSON, nestingTooDeep, invalidValue, missingKey, unknownKey, duplicateKey
            case invalidPattern, conflictingPattern
            case unknownParameter, unknownParameterType, conflictingParameterType
            case unknownDestination, missingParameter, parameterTypeMismatch, optionalParameter
        }

        private let wrapped: Wrapped

        private init(_ wrapped: Wrapped) {
            self.wrapped = wrapped
        }

        /// See ``RouteTableProblem/Kind/unreadable(reason:)``.
        public static let unreadable = Code(.unreadable)
        /// See ``RouteTableProblem/Kind/malformedJSON(reason:)``.
        public static let malformedJSON = Code(.malformedJSON)
        /// See ``RouteTableProblem/Kind/nestingTooDeep(limit:)``.
        public static let nestingTooDeep = Code(.nestingTooDeep)
        /// See ``RouteTableProblem/Kind/invalidValue(expected:)``.
        public static let invalidValue = Code(.invalidValue)
        /// See ``RouteTableProblem/Kind/missingKey(_:)``.
        public static let missingKey = Code(.missingKey)
        /// See ``RouteTableProblem/Kind/unknownKey(_:)``.
        public static let unknownKey = Code(.unknownKey)
        /// See ``RouteTableProblem/Kind/duplicateKey(_:)``.
        public static let duplicateKey = Code(.duplicateKey)
        /// See ``RouteTableProblem/Kind/invalidPattern(_:)``.
        public static let invalidPattern = Code(.invalidPattern)
        /// See ``RouteTableProblem/Kind/conflictingPattern(existing:existingLocation:)``.
        public static let conflictingPattern = Code(.conflictingPattern)
        /// See ``RouteTableProblem/Kind/unknownParameter(name:)``.
        public static let unknownParameter = Code(.unknownParameter)
        /// See ``RouteTableProblem/Kind/unknownParameterType(name:type:)``.
        public static let unknownParameterType = Code(.unknownParameterType)
        /// See ``RouteTableProblem/Kind/conflictingParameterType(name:inPattern:inParameters:)``.
        public static let conflictingParameterType = Code(.conflictingParameterType)
        /// See ``RouteTableProblem/Kind/unknownDestination(name:)``.
        public static let unknownDestination = Code(.unknownDestination)
        /// See ``RouteTableProblem/Kind/missingParameter(name:destination:)``.
        public static let missingParameter = Code(.missingParameter)
        /// See ``RouteTableProblem/Kind/parameterTypeMismatch(name:destination:required:found:)``.
        public static let parameterTypeMismatch = Code(.parameterTypeMismatch)
        /// See ``RouteTableProblem/Kind/optionalParameter(name:destination:)``.
        public static let optionalParameter = Code(.optionalParameter)

        /// The code's name, as in `"unknownKey"`.
        public var description: String { wrapped.rawValue }
    }

    /// What kind of problem it is, without its details.
    public var code: Code {
        switch detail {
        case .unreadable: .unreadable
        case .malformedJSON: .malformedJSON
        case .nestingTooDeep: .nestingTooDeep
        case .invalidValue: .invalidValue
        case .missingKey: .missingKey
        case .unknownKey: .unknownKey
        case .duplicateKey: .duplicateKey
        case .invalidPattern: .invalidPattern
        case .conflictingPattern: .conflictingPattern
        case .unknownParameter: .unknownParameter
        case .unknownParameterType: .unknownParameterType
        case .conflictingParameterType: .conflictingParameterType
        case .unknownDestination: .unknownDestination
        case .missingParameter: .missingParameter
        case .parameterTypeMismatch: .parameterTypeMismatch
        case .optionalParameter: .optionalParameter
        }
    }
}
