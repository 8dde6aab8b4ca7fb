/// Everything a check found wrong, found in one pass so that all of it can be fixed at once: the
/// one report of the library's checks (a route table's, a restoration snapshot's, a module
/// wiring's, a navigation graph's).
///
/// The report is the collection of its problems, in the order the check documents:
///
/// ```swift
/// for problem in graph.validate() where problem.code == .unreachableDestination {
///     print(problem)
/// }
/// ```
public struct ValidationReport<Problem: Sendable & CustomStringConvertible>: RandomAccessCollection, Sendable,
    CustomStringConvertible
{
    /// The problems, in the order the check documents.
    public let problems: [Problem]

    /// A report of `problems`.
    package init(problems: [Problem]) {
        self.problems = problems
    }

    /// Whether nothing is wrong.
    public var isValid: Bool { problems.isEmpty }

    /// How many problems ``description`` lists before it only counts the rest; ``problems``
    /// holds every one.
    public static var describedProblemLimit: Int { 50 }

    /// The count of problems and the first ``describedProblemLimit`` of them, one a line, then
    /// how many more there are: a file with a million bad entries must not make a million-line
    /// log message. `no problems` when there is none.
    public var description: String {
        guard !problems.isEmpty else { return "no problems" }
        return "\(problems.count) problem\(problems.count == 1 ? "" : "s"):\n" + listing
    }

    /// The first ``describedProblemLimit`` problems, indented, one a line, then a line counting
    /// the rest; empty when there is no problem. What an error that carries problems lists
    /// under its own first line.
    package var listing: String {
        let listed = problems.prefix(Self.describedProblemLimit)
        var text = listed.map { "  \($0)" }.joined(separator: "\n")
        let rest = problems.count - listed.count
        if rest > 0 { text += "\n  … and \(rest) more problem\(rest == 1 ? "" : "s")" }
        return text
    }

    public var startIndex: Int { problems.startIndex }
    public var endIndex: Int { problems.endIndex }
    public subscript(position: Int) -> Problem { problems[position] }
}

extension ValidationReport: Equatable where Problem: Equatable {}

extension ValidationReport: Hashable where Problem: Hashable {}
