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
    public let report: ValidationReport<RouteTableProblem>

    /// The problems of ``report``, in file order.
    public var problems: [RouteTableProblem] { report.problems }

    /// An error that reports `problems`.
    public init(problems: [RouteTableProblem]) {
        self.report = ValidationReport(problems: problems)
    }

    /// The count of problems and the first ``ValidationReport/describedProblemLimit`` of them,
    /// one per line, then how many more there are.
    public var description: String {
        "route table has \(report)"
    }
}
