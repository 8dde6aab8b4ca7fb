/// Why a server route could not be read, resolved, registered or written.
///
/// Payloads quote at most a short excerpt of what the server sent.
public enum CodableRouteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not `identifier|{json}` or `identifier`, or the JSON object envelope does not
    /// have the expected shape; `reason` says what is wrong.
    case malformedServerRoute(excerpt: String, reason: String)
    /// No route type is registered under `identifier`.
    case unknownIdentifier(String)
    /// The route's fields do not decode as the type registered for `identifier`.
    ///
    /// `codingPath` locates the field inside the route's JSON, as in `variant.sizes[1]`; it is empty
    /// when the JSON as a whole is at fault. `reason` describes the underlying `DecodingError`.
    case decodingFailed(identifier: String, codingPath: String, reason: String)
    /// A route type was registered under an identifier that is already taken.
    case duplicateIdentifier(String)
    /// The route could not be encoded; `reason` describes the underlying `EncodingError`.
    case encodingFailed(identifier: String, reason: String)
    /// The route's JSON opens arrays and objects inside one another deeper than `limit` allows,
    /// the fields' own object counting as the first. See ``ServerRoute/defaultMaxNestingDepth``.
    case nestingTooDeep(limit: Int)

    public var description: String {
        switch self {
        case let .malformedServerRoute(excerpt, reason): "malformed server route \"\(excerpt)\": \(reason)"
        case let .unknownIdentifier(identifier): "no route type is registered as \"\(identifier)\""
        case let .decodingFailed(identifier, codingPath, reason):
            codingPath.isEmpty ? "route \"\(identifier)\" does not decode: \(reason)"
                : "route \"\(identifier)\" does not decode at \(codingPath): \(reason)"
        case let .duplicateIdentifier(identifier): "a route type is already registered as \"\(identifier)\""
        case let .encodingFailed(identifier, reason): "route \"\(identifier)\" does not encode: \(reason)"
        case let .nestingTooDeep(limit): "the route's JSON nests arrays and objects deeper than \(limit) levels"
        }
    }

    /// The `decodingFailed` error for `error`, raised while decoding the route `identifier`.
    static func decoding(_ error: any Error, identifier: String) -> CodableRouteError {
        guard let error = error as? DecodingError else {
            return .decodingFailed(identifier: identifier, codingPath: "", reason: String(describing: error))
        }
        let (path, reason) = describe(error)
        return .decodingFailed(identifier: identifier, codingPath: path, reason: reason)
    }

    /// The coding path of `error` written as `a.b[2].c`, and a one-line description of it.
    static func describe(_ error: DecodingError) -> (path: String, reason: String) {
        switch error {
        case let .typeMismatch(type, context):
            return (path(context.codingPath), "expected \(type): \(context.debugDescription)")
        case let .valueNotFound(type, context):
            return (path(context.codingPath), "expected \(type), found null: \(context.debugDescription)")
        case let .keyNotFound(key, context):
            return (path(context.codingPath + [key]), "missing key \"\(key.stringValue)\"")
        case let .dataCorrupted(context):
            return (path(context.codingPath), context.debugDescription)
        @unknown default:
            return ("", String(describing: error))
        }
    }

    /// `keys` written as a path: names joined with `.`, array positions as `[n]`.
    static func path(_ keys: [any CodingKey]) -> String {
        var result = ""
        for key in keys {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == String(index) {
                result += "[\(index)]"
            } else {
                if !result.isEmpty { result += "." }
                result += key.stringValue
            }
        }
        return result
    }
}
