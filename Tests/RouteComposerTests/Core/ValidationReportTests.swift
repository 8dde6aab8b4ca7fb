import Testing
@testable import RouteComposer

extension RouteComposerTests {
    /// The one report every check of the library gives: its problems, its text, its limit.
    @Suite("ValidationReport: one report for every check")
    struct ValidationReportTests {
        private struct Problem: Equatable, Sendable, CustomStringConvertible {
            let index: Int
            var description: String { "problem \(index)" }
        }

        private func report(_ count: Int) -> ValidationReport<Problem> {
            ValidationReport(problems: (0..<count).map(Problem.init))
        }

        @Test("An empty report is valid and says so")
        func empty() {
            #expect(report(0).isValid)
            #expect(report(0).isEmpty)
            #expect(report(0).description == "no problems")
            #expect(report(0).listing == "")
        }

        @Test("A report is the collection of its problems, in order")
        func collection() {
            let three = report(3)
            #expect(!three.isValid)
            #expect(three.count == 3)
            #expect(three.map(\.index) == [0, 1, 2])
            #expect(three[1] == Problem(index: 1))
            #expect(three == report(3))
            #expect(three != report(2))
        }

        @Test("The text lists the problems one a line, the singular for one")
        func text() {
            #expect(report(1).description == "1 problem:\n  problem 0")
            #expect(report(2).description == "2 problems:\n  problem 0\n  problem 1")
        }

        @Test("Past the limit the text counts the rest; the report keeps all")
        func limit() {
            let limit = ValidationReport<Problem>.describedProblemLimit
            #expect(limit == 50)
            #expect(report(limit).description.split(separator: "\n").count == 1 + limit)
            #expect(report(limit + 1).description.hasSuffix("\n  problem \(limit - 1)\n  … and 1 more problem"))
            let many = report(10_000)
            #expect(many.count == 10_000)
            #expect(many.listing.split(separator: "\n").last == "  … and 9950 more problems")
        }
    }
}
