#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension RouteTableProblem {
    /// What is wrong: a ``ProblemCode`` and the details that code has.
    ///
    /// A struct rather than an enum, so that later versions can add kinds of problem without
    /// breaking an app's `switch`: compare ``code`` with the static members of ``ProblemCode``, or a
    /// whole kind with the static functions, as in `problem.kind == .missingKey("routes")`.
    public struct Kind: Equatable, Sendable {
        // Internal, so the library switches over every kind and apps cannot.
        enum Detail: Equatable, Sendable {
            case unreadable(reason: String)
            case malformedJSON(reason: String)
            case nestingTooDeep(limit: Int)
            case invalidValue(expected: String)
            case missingKey(String)
            case unknownKey(String)
            case duplicateKey(String)
            case invalidPattern(URLRoutingError)
            case conflictingPattern(existing: String, existingLocation: RouteTableLocation?)
            case unknownParameter(name: String)
            case unknownParameterType(name: String, type: String)
            case conflictingParameterType(name: String, inPattern: String, inParameters: String)
            case unknownDestination(name: String)
            case missingParameter(name: String, destination: String)
            case parameterTypeMismatch(name: String, destination: String, required: String, found: String)
            case optionalParameter(name: String, destination: String)
        }

        let detail: Detail

        init(_ detail: Detail) {
            self.detail = detail
        }

        // MARK: The file

        /// The file could not be read.
        public static func unreadable(reason: String) -> Kind { Kind(.unreadable(reason: reason)) }
        /// The text is not JSON; the location is where the parser stopped.
        public static func malformedJSON(reason: String) -> Kind { Kind(.malformedJSON(reason: reason)) }
        /// An array or object opens inside `limit` others, deeper than ``RouteTable/maxNestingDepth``
        /// allows; the location is its first character.
        public static func nestingTooDeep(limit: Int) -> Kind { Kind(.nestingTooDeep(limit: limit)) }
        /// A value has the wrong JSON type: `expected` says what belongs there.
        public static func invalidValue(expected: String) -> Kind { Kind(.invalidValue(expected: expected)) }
        /// A required key is missing from the object at the location.
        public static func missingKey(_ key: String) -> Kind { Kind(.missingKey(key)) }
        /// A route entry has a key the schema does not know, often a misspelling.
        public static func unknownKey(_ key: String) -> Kind { Kind(.unknownKey(key)) }
        /// A key appears a second time in the same object.
        public static func duplicateKey(_ key: String) -> Kind { Kind(.duplicateKey(key)) }

        // MARK: Patterns

        /// The pattern cannot be registered; `error` is what ``URLRouter/register(_:to:)`` says.
        public static func invalidPattern(_ error: URLRoutingError) -> Kind { Kind(.invalidPattern(error)) }
        /// The pattern matches exactly the same URLs as `existing`, an earlier entry at
        /// `existingLocation`, or a route registered in code when that is `nil`.
        public static func conflictingPattern(existing: String, existingLocation: RouteTableLocation?) -> Kind {
            Kind(.conflictingPattern(existing: existing, existingLocation: existingLocation))
        }

        // MARK: Parameters

        /// `parameters` gives a type to `name`, which the pattern does not have.
        public static func unknownParameter(name: String) -> Kind { Kind(.unknownParameter(name: name)) }
        /// `parameters` names a type that is not in the router's ``URLParameterTypes``.
        public static func unknownParameterType(name: String, type: String) -> Kind {
            Kind(.unknownParameterType(name: name, type: type))
        }
        /// The pattern and `parameters` give `name` different types.
        public static func conflictingParameterType(name: String, inPattern: String, inParameters: String) -> Kind {
            Kind(.conflictingParameterType(name: name, inPattern: inPattern, inParameters: inParameters))
        }

        // MARK: Destinations

        /// No destination is registered in code under `name`.
        public static func unknownDestination(name: String) -> Kind { Kind(.unknownDestination(name: name)) }
        /// The destination needs the parameter `name`, which the pattern does not capture.
        public static func missingParameter(name: String, destination: String) -> Kind {
            Kind(.missingParameter(name: name, destination: destination))
        }
        /// The destination needs `name` as a `required` value; the pattern captures a `found`.
        public static func parameterTypeMismatch(name: String, destination: String, required: String, found: String) -> Kind {
            Kind(.parameterTypeMismatch(name: name, destination: destination, required: required, found: found))
        }
        /// The destination needs `name`, which the pattern captures only when the URL has it.
        public static func optionalParameter(name: String, destination: String) -> Kind {
            Kind(.optionalParameter(name: name, destination: destination))
        }
    }
}
