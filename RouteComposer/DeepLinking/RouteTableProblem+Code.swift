#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension RouteTableProblem.Kind {
    /// What kind of problem it is, without its details.
    public var code: ProblemCode {
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

extension ProblemCode {
    /// See ``RouteTableProblem/Kind/unreadable(reason:)``.
    public static let unreadable = ProblemCode("unreadable")
    /// See ``RouteTableProblem/Kind/malformedJSON(reason:)``.
    public static let malformedJSON = ProblemCode("malformedJSON")
    /// See ``RouteTableProblem/Kind/invalidValue(expected:)``.
    public static let invalidValue = ProblemCode("invalidValue")
    /// See ``RouteTableProblem/Kind/missingKey(_:)``.
    public static let missingKey = ProblemCode("missingKey")
    /// See ``RouteTableProblem/Kind/unknownKey(_:)``.
    public static let unknownKey = ProblemCode("unknownKey")
    /// See ``RouteTableProblem/Kind/duplicateKey(_:)``.
    public static let duplicateKey = ProblemCode("duplicateKey")
    /// See ``RouteTableProblem/Kind/invalidPattern(_:)``.
    public static let invalidPattern = ProblemCode("invalidPattern")
    /// See ``RouteTableProblem/Kind/conflictingPattern(existing:existingLocation:)``.
    public static let conflictingPattern = ProblemCode("conflictingPattern")
    /// See ``RouteTableProblem/Kind/unknownParameter(name:)``.
    public static let unknownParameter = ProblemCode("unknownParameter")
    /// See ``RouteTableProblem/Kind/unknownParameterType(name:type:)``.
    public static let unknownParameterType = ProblemCode("unknownParameterType")
    /// See ``RouteTableProblem/Kind/conflictingParameterType(name:inPattern:inParameters:)``.
    public static let conflictingParameterType = ProblemCode("conflictingParameterType")
    /// See ``RouteTableProblem/Kind/unknownDestination(name:)``.
    public static let unknownDestination = ProblemCode("unknownDestination")
    /// See ``RouteTableProblem/Kind/missingParameter(name:destination:)``.
    public static let missingParameter = ProblemCode("missingParameter")
    /// See ``RouteTableProblem/Kind/parameterTypeMismatch(name:destination:required:found:)``.
    public static let parameterTypeMismatch = ProblemCode("parameterTypeMismatch")
    /// See ``RouteTableProblem/Kind/optionalParameter(name:destination:)``.
    public static let optionalParameter = ProblemCode("optionalParameter")
}
