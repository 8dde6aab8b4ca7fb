#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Why deep linking failed: a server route that could not be read, resolved, registered or
/// written, a route table file with problems, or a route table destination registered twice.
/// The one public error of deep linking; URL matching itself throws ``URLRoutingError``.
///
/// A struct rather than an enum, so that later versions can add failures without breaking an
/// app's `switch`: compare ``code`` with the static members of ``ProblemCode``, or the whole error with
/// the static functions, as in `error == .unknownIdentifier("cart")`. The details of each code
/// are properties. Payloads quote at most a short excerpt of what the server sent.
///
/// ```swift
/// do {
///     try await router.navigate(toServerRoute: text, using: routes)
/// } catch let error as DeepLinkError where error.code == .unknownIdentifier {
///     log("unknown route \(error.identifier ?? "")")
/// }
/// ```
public struct DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
    // Internal, so the library switches over every failure and apps cannot.
    enum Detail: Equatable, Sendable {
        case malformedServerRoute(excerpt: String, reason: String)
        case unknownIdentifier(String)
        case decodingFailed(identifier: String, codingPath: String, reason: String)
        case duplicateIdentifier(String)
        case encodingFailed(identifier: String, reason: String)
        case nestingTooDeep(limit: Int)
        case invalidRouteTable(ValidationReport<RouteTableProblem>)
        case duplicateDestination(String)
    }

    let detail: Detail

    init(_ detail: Detail) {
        self.detail = detail
    }

    /// The text is not `identifier|{json}` or `identifier`, or the JSON object envelope does not
    /// have the expected shape; `reason` says what is wrong.
    public static func malformedServerRoute(excerpt: String, reason: String) -> DeepLinkError {
        DeepLinkError(.malformedServerRoute(excerpt: excerpt, reason: reason))
    }

    /// No route type is registered under `identifier`.
    public static func unknownIdentifier(_ identifier: String) -> DeepLinkError {
        DeepLinkError(.unknownIdentifier(identifier))
    }

    /// The route's fields do not decode as the type registered for `identifier`.
    ///
    /// `codingPath` locates the field inside the route's JSON, as in `variant.sizes[1]`; it is empty
    /// when the JSON as a whole is at fault. `reason` describes the underlying `DecodingError`.
    public static func decodingFailed(identifier: String, codingPath: String, reason: String) -> DeepLinkError {
        DeepLinkError(.decodingFailed(identifier: identifier, codingPath: codingPath, reason: reason))
    }

    /// A route type was registered under an identifier that is already taken.
    public static func duplicateIdentifier(_ identifier: String) -> DeepLinkError {
        DeepLinkError(.duplicateIdentifier(identifier))
    }

    /// The route could not be encoded; `reason` describes the underlying `EncodingError`.
    public static func encodingFailed(identifier: String, reason: String) -> DeepLinkError {
        DeepLinkError(.encodingFailed(identifier: identifier, reason: reason))
    }

    /// The route's JSON opens arrays and objects inside one another deeper than `limit` allows,
    /// the fields' own object counting as the first. See ``ServerRoute/defaultMaxNestingDepth``.
    public static func nestingTooDeep(limit: Int) -> DeepLinkError {
        DeepLinkError(.nestingTooDeep(limit: limit))
    }

    /// Everything wrong with a route table file, found in one pass so that all of it can be fixed
    /// at once; `problems` is never empty.
    ///
    /// Problems are in file order: those of the document first, then those of each route entry
    /// in turn. A file that is not JSON gives a single
    /// ``RouteTableProblem/Kind/malformedJSON(reason:)`` problem at the place the parser stopped.
    public static func invalidRouteTable(problems: [RouteTableProblem]) -> DeepLinkError {
        DeepLinkError(.invalidRouteTable(ValidationReport(problems: problems)))
    }

    /// A destination is already registered in a ``RouteTable`` under `name`.
    public static func duplicateDestination(_ name: String) -> DeepLinkError {
        DeepLinkError(.duplicateDestination(name))
    }

    /// What went wrong, quoting the identifier and an excerpt of the route, or listing the first
    /// ``ValidationReport/describedProblemLimit`` problems of a route table.
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
        case let .invalidRouteTable(report): "route table has \(report)"
        case let .duplicateDestination(name): "a destination is already registered as \"\(name)\""
        }
    }
}
