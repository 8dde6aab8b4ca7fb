#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension RouteTableProblem.Kind {
    /// Why the file could not be read, or where the JSON parser stopped and why, for
    /// ``ProblemCode/unreadable`` and ``ProblemCode/malformedJSON``; nil for other codes.
    public var reason: String? {
        switch detail {
        case let .unreadable(reason), let .malformedJSON(reason): reason
        default: nil
        }
    }

    /// The nesting limit that was exceeded, for ``ProblemCode/nestingTooDeep``; nil for other codes.
    public var limit: Int? {
        if case let .nestingTooDeep(limit) = detail { limit } else { nil }
    }

    /// What belongs where the value is, for ``ProblemCode/invalidValue``; nil for other codes.
    public var expected: String? {
        if case let .invalidValue(expected) = detail { expected } else { nil }
    }

    /// The key at fault, for ``ProblemCode/missingKey``, ``ProblemCode/unknownKey`` and ``ProblemCode/duplicateKey``;
    /// nil for other codes.
    public var key: String? {
        switch detail {
        case let .missingKey(key), let .unknownKey(key), let .duplicateKey(key): key
        default: nil
        }
    }

    /// Why the pattern cannot be registered, for ``ProblemCode/invalidPattern``; nil for other codes.
    public var patternError: URLRoutingError? {
        if case let .invalidPattern(error) = detail { error } else { nil }
    }

    /// The pattern already registered that matches the same URLs, for ``ProblemCode/conflictingPattern``;
    /// nil for other codes.
    public var existing: String? {
        if case let .conflictingPattern(existing, _) = detail { existing } else { nil }
    }

    /// Where in the file the conflicting pattern ``existing`` is, for ``ProblemCode/conflictingPattern``;
    /// nil when it was registered in code, and for other codes.
    public var existingLocation: RouteTableLocation? {
        if case let .conflictingPattern(_, location) = detail { location } else { nil }
    }

    /// The parameter or destination at fault: the destination's name for
    /// ``ProblemCode/unknownDestination``, the parameter's for the parameter codes; nil for other codes.
    public var name: String? {
        switch detail {
        case let .unknownParameter(name), let .unknownParameterType(name, _), let .conflictingParameterType(name, _, _),
            let .unknownDestination(name), let .missingParameter(name, _), let .parameterTypeMismatch(name, _, _, _),
            let .optionalParameter(name, _):
            name
        default: nil
        }
    }

    /// The unregistered type that `parameters` names, for ``ProblemCode/unknownParameterType``; nil for other codes.
    public var type: String? {
        if case let .unknownParameterType(_, type) = detail { type } else { nil }
    }

    /// The parameter's type in the pattern, for ``ProblemCode/conflictingParameterType``; nil for other codes.
    public var inPattern: String? {
        if case let .conflictingParameterType(_, inPattern, _) = detail { inPattern } else { nil }
    }

    /// The parameter's type in `parameters`, for ``ProblemCode/conflictingParameterType``; nil for other codes.
    public var inParameters: String? {
        if case let .conflictingParameterType(_, _, inParameters) = detail { inParameters } else { nil }
    }

    /// The destination that needs the parameter, for ``ProblemCode/missingParameter``,
    /// ``ProblemCode/parameterTypeMismatch`` and ``ProblemCode/optionalParameter``; nil for other codes.
    public var destination: String? {
        switch detail {
        case let .missingParameter(_, destination), let .parameterTypeMismatch(_, destination, _, _),
            let .optionalParameter(_, destination):
            destination
        default: nil
        }
    }

    /// The type the destination needs, for ``ProblemCode/parameterTypeMismatch``; nil for other codes.
    public var required: String? {
        if case let .parameterTypeMismatch(_, _, required, _) = detail { required } else { nil }
    }

    /// The type the pattern captures, for ``ProblemCode/parameterTypeMismatch``; nil for other codes.
    public var found: String? {
        if case let .parameterTypeMismatch(_, _, _, found) = detail { found } else { nil }
    }

    /// What is wrong, without the location.
    var message: String {
        switch detail {
        case let .unreadable(reason): "the file cannot be read: \(reason)"
        case let .malformedJSON(reason): "malformed JSON: \(reason)"
        case let .nestingTooDeep(limit): "arrays and objects nest deeper than \(limit) levels"
        case let .invalidValue(expected): "expected \(expected)"
        case let .missingKey(key): "missing \"\(key)\""
        case let .unknownKey(key): "unknown key \"\(key)\""
        case let .duplicateKey(key): "\"\(key)\" appears more than once"
        case let .invalidPattern(error): error.description
        case let .conflictingPattern(existing, location?): "matches exactly the same URLs as \"\(existing)\" at \(location)"
        case let .conflictingPattern(existing, nil): "matches exactly the same URLs as \"\(existing)\", registered in code"
        case let .unknownParameter(name): "the pattern has no parameter \"\(name)\""
        case let .unknownParameterType(name, type): "\"\(name)\" has the unregistered parameter type \(type)"
        case let .conflictingParameterType(name, inPattern, inParameters):
            "\"\(name)\" is \(inPattern) in the pattern but \(inParameters) in \"parameters\""
        case let .unknownDestination(name): "no destination is registered as \"\(name)\""
        case let .missingParameter(name, destination): "destination \"\(destination)\" needs the parameter \"\(name)\", which the pattern lacks"
        case let .parameterTypeMismatch(name, destination, required, found):
            "destination \"\(destination)\" needs \"\(name)\" as \(required), but the pattern captures \(found)"
        case let .optionalParameter(name, destination): "destination \"\(destination)\" needs \"\(name)\", which is optional in the pattern"
        }
    }
}
