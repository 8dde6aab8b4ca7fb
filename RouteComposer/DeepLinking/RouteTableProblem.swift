/// One thing wrong with a route table file, with where it is.
public struct RouteTableProblem: Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public enum Kind: Equatable, Sendable {
        // MARK: The file

        /// The file could not be read.
        case unreadable(reason: String)
        /// The text is not JSON; the location is where the parser stopped.
        case malformedJSON(reason: String)
        /// An array or object opens inside `limit` others, deeper than ``RouteTable/maxNestingDepth``
        /// allows; the location is its first character.
        case nestingTooDeep(limit: Int)
        /// A value has the wrong JSON type: `expected` says what belongs there.
        case invalidValue(expected: String)
        /// A required key is missing from the object at the location.
        case missingKey(String)
        /// A route entry has a key the schema does not know, often a misspelling.
        case unknownKey(String)
        /// A key appears a second time in the same object.
        case duplicateKey(String)

        // MARK: Patterns

        /// The pattern cannot be registered; `error` is what ``URLRouter/register(_:to:)`` says.
        case invalidPattern(URLRoutingError)
        /// The pattern matches exactly the same URLs as `existing`, an earlier entry at
        /// `existingLocation`, or a route registered in code when that is `nil`.
        case conflictingPattern(existing: String, existingLocation: RouteTableLocation?)

        // MARK: Parameters

        /// `parameters` gives a type to `name`, which the pattern does not have.
        case unknownParameter(name: String)
        /// `parameters` names a type that is not in the router's ``URLParameterTypes``.
        case unknownParameterType(name: String, type: String)
        /// The pattern and `parameters` give `name` different types.
        case conflictingParameterType(name: String, inPattern: String, inParameters: String)

        // MARK: Destinations

        /// No destination is registered in code under `name`.
        case unknownDestination(name: String)
        /// The destination needs the parameter `name`, which the pattern does not capture.
        case missingParameter(name: String, destination: String)
        /// The destination needs `name` as a `required` value; the pattern captures a `found`.
        case parameterTypeMismatch(name: String, destination: String, required: String, found: String)
        /// The destination needs `name`, which the pattern captures only when the URL has it.
        case optionalParameter(name: String, destination: String)
    }

    /// What is wrong.
    public let kind: Kind
    /// The value at fault.
    public let location: RouteTableLocation
    /// The route entry the value belongs to; `nil` for problems outside the `routes` array's entries.
    public let entry: RouteTableLocation?

    /// A problem of `kind` at `location`, in the entry at `entry`.
    public init(_ kind: Kind, at location: RouteTableLocation, entry: RouteTableLocation? = nil) {
        self.kind = kind
        self.location = location
        self.entry = entry
    }

    /// The location and what is wrong, in at most a few hundred characters.
    public var description: String {
        let message = switch kind {
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
        // Keys, names and patterns come from the file and may be of any length.
        return "\(location): \(URLRoutingError.excerpt(message, limit: 600))"
    }
}
