/// Everything wrong with a route table file, found in one pass so that all of it can be fixed at once.
///
/// Problems are in file order: those of the document first, then those of each route entry in
/// turn. A file that is not JSON gives a single ``RouteTableProblem/Kind/malformedJSON(reason:)``
/// problem at the place the parser stopped.
public struct RouteTableError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The problems, in file order; never empty.
    public let problems: [RouteTableProblem]

    /// An error that reports `problems`.
    public init(problems: [RouteTableProblem]) {
        self.problems = problems
    }

    public var description: String {
        "route table has \(problems.count) problem\(problems.count == 1 ? "" : "s"):\n"
            + problems.map { "  \($0)" }.joined(separator: "\n")
    }
}
