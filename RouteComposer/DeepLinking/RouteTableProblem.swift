#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// One thing wrong with a route table file, with where it is.
///
/// ```swift
/// for problem in error.problems where problem.code == .unknownDestination {
///     print(problem.location, problem.kind.name ?? "")
/// }
/// ```
public struct RouteTableProblem: Equatable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public let kind: Kind
    /// The value at fault.
    public let location: RouteTableLocation
    /// The route entry the value belongs to; `nil` for problems outside the `routes` array's entries.
    public let entry: RouteTableLocation?

    /// A problem of `kind` at `location`, in the entry at `entry`.
    init(_ kind: Kind, at location: RouteTableLocation, entry: RouteTableLocation? = nil) {
        self.kind = kind
        self.location = location
        self.entry = entry
    }

    /// What kind of problem it is, without its details: the same as `kind.code`.
    public var code: ProblemCode { kind.code }

    /// The location and what is wrong, in at most a few hundred characters.
    public var description: String {
        // Keys, names and patterns come from the file and may be of any length.
        "\(location): \(URLRoutingError.excerpt(kind.message, limit: 600))"
    }
}
