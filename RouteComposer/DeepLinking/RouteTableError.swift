#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

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

    /// How many problems ``description`` lists before it only counts the rest; ``problems``
    /// holds every one.
    public static let describedProblemLimit = 50

    /// The count of problems and the first ``describedProblemLimit`` of them, one per line,
    /// then how many more there are: a file with a million bad entries must not make a
    /// million-line log message.
    public var description: String {
        let listed = problems.prefix(Self.describedProblemLimit)
        var text =
            "route table has \(problems.count) problem\(problems.count == 1 ? "" : "s"):\n"
            + listed.map { "  \($0)" }.joined(separator: "\n")
        let rest = problems.count - listed.count
        if rest > 0 { text += "\n  … and \(rest) more problem\(rest == 1 ? "" : "s")" }
        return text
    }
}
