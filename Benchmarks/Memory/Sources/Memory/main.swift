// Resident memory of 5,000 navigations through an interceptor against 5,000 without one
// (issue 8): a finished navigation's interceptor deadline must not keep the navigation, and its
// 16 KiB context, alive until the deadline. Exits non-zero when the interceptor runs grow more
// than 2 MiB beyond the plain run, so it doubles as a check.
//
// With no arguments it is the parent, which runs each case in a child process of this same
// executable (`--case NAME`) and prints the table. `--navigations N` changes the count.

import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())

func value(after flag: String) -> String? {
    arguments.firstIndex(of: flag).flatMap { arguments.index(after: $0) < arguments.endIndex ? arguments[$0 + 1] : nil }
}

let navigations = value(after: "--navigations").flatMap { Int($0) } ?? 5_000

do {
    if let name = value(after: "--case") {
        guard let kind = Case(rawValue: name) else {
            throw ScenarioError(description: "unknown case \(name); cases: \(Case.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        say(try await CaseRun(kind: kind, navigations: navigations).run().line)
        exit(0)
    }
    exit(try Parent(navigations: navigations).run())
} catch {
    FileHandle.standardError.write(Data("FAILED: \(error)\n".utf8))
    exit(2)
}
