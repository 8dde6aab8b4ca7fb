#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Why a server route could not be read, resolved, registered or written.
///
/// A struct rather than an enum, so that later versions can add failures without breaking an
/// app's `switch`: compare ``code`` with the static members of ``ProblemCode``, or the whole error with
/// the static functions, as in `error == .unknownIdentifier("cart")`. The details of each code
/// are properties. Payloads quote at most a short excerpt of what the server sent.
///
/// ```swift
/// do {
///     try await router.navigate(toServerRoute: text, using: routes)
/// } catch let error as CodableRouteError where error.code == .unknownIdentifier {
///     log("unknown route \(error.identifier ?? "")")
/// }
/// ```
public struct CodableRouteError: Error, Equatable, Sendable, CustomStringConvertible {
    // Internal, so the library switches over every failure and apps cannot.
    enum Detail: Equatable, Sendable {
        case malformedServerRoute(excerpt: String, reason: String)
        case unknownIdentifier(String)
        case decodingFailed(identifier: String, codingPath: String, reason: String)
        case duplicateIdentifier(String)
        case encodingFailed(identifier: String, reason: String)
        case nestingTooDeep(limit: Int)
    }

    let detail: Detail

    init(_ detail: Detail) {
        self.detail = detail
    }

    /// The text is not `identifier|{json}` or `identifier`, or the JSON object envelope does not
    /// have the expected shape; `reason` says what is wrong.
    public static func malformedServerRoute(excerpt: String, reason: String) -> CodableRouteError {
        CodableRouteError(.malformedServerRoute(excerpt: excerpt, reason: reason))
    }

    /// No route type is registered under `identifier`.
    public static func unknownIdentifier(_ identifier: String) -> CodableRouteError {
        CodableRouteError(.unknownIdentifier(identifier))
    }

    /// The route's fields do not decode as the type registered for `identifier`.
    ///
    /// `codingPath` locates the field inside the route's JSON, as in `variant.sizes[1]`; it is empty
    /// when the JSON as a whole is at fault. `reason` describes the underlying `DecodingError`.
    public static func decodingFailed(identifier: String, codingPath: String, reason: String) -> CodableRouteError {
        CodableRouteError(.decodingFailed(identifier: identifier, codingPath: codingPath, reason: reason))
    }

    /// A route type was registered under an identifier that is already taken.
    public static func duplicateIdentifier(_ identifier: String) -> CodableRouteError {
        CodableRouteError(.duplicateIdentifier(identifier))
    }

    /// The route could not be encoded; `reason` describes the underlying `EncodingError`.
    public static func encodingFailed(identifier: String, reason: String) -> CodableRouteError {
        CodableRouteError(.encodingFailed(identifier: identifier, reason: reason))
    }

    /// The route's JSON opens arrays and objects inside one another deeper than `limit` allows,
    /// the fields' own object counting as the first. See ``ServerRoute/defaultMaxNestingDepth``.
    public static func nestingTooDeep(limit: Int) -> CodableRouteError {
        CodableRouteError(.nestingTooDeep(limit: limit))
    }

    /// What went wrong, quoting the identifier and an excerpt of the route.
    public var description: String {
        switch detail {
        case let .malformedServerRoute(excerpt, reason): "malformed server route \"\(excerpt)\": \(reason)"
        case let .unknownIdentifier(identifier): "no route type is registered as \"\(identifier)\""
        case let .decodingFailed(identifier, codingPath, reason):
            codingPath.isEmpty
                ? "route \"\(identifier)\" does not decode: \(reason)"
                : "route \"\(identifier)\" does not decode at \(codingPath): \(reason)"
        case let .duplicateIdentifier(identifier): "a route type is already registered as \"\(identifier)\""
        case let .encodingFailed(identifier, reason): "route \"\(identifier)\" does not encode: \(reason)"
        case let .nestingTooDeep(limit): "the route's JSON nests arrays and objects deeper than \(limit) levels"
        }
    }
}
