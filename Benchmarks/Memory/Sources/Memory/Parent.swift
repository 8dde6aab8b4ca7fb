import Foundation

/// Runs every case in a child process of this same executable, one after another, and judges.
///
/// A process per case, because malloc keeps what a case freed for reuse: in one process, a
/// later case would grow into the pages an earlier one left behind and look flat when it is not.
struct Parent {
    let navigations: Int
    /// The issue's criterion: the interceptor runs may grow at most this much more than the plain one.
    static let limit: Int64 = 2 * 1024 * 1024

    func run() throws -> Int32 {
        say("Resident memory over \(navigations) navigations to a presented screen with a fresh 16 KiB context,")
        say("each followed by a navigation back to the root; default timeouts (interceptor 300 s, action 60 s).")
        var results: [Case: CaseResult] = [:]
        for kind in Case.allCases {
            results[kind] = try child(kind)
        }
        guard let plain = results[.plain] else { return 1 }
        say("")
        say(Table.render(Case.allCases.compactMap { results[$0] }, against: plain))
        say("")
        return verdict(results, plain: plain) ? 0 : 1
    }

    private func child(_ kind: Case) throws -> CaseResult {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["--case", kind.rawValue, "--navigations", String(navigations)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0,
              let result = text.split(separator: "\n").lazy.compactMap(CaseResult.init(line:)).first else {
            throw ScenarioError(description: "the \(kind.rawValue) case failed (status \(process.terminationStatus)): \(text)")
        }
        return result
    }

    private func verdict(_ results: [Case: CaseResult], plain: CaseResult) -> Bool {
        var passed = true
        for kind in [Case.interceptor, .asyncInterceptor] {
            guard let result = results[kind] else { continue }
            let excess = result.growth - plain.growth
            let ok = excess <= Self.limit
            say("\(ok ? "PASS" : "FAIL"): \(kind.title) grew \(Table.mebibytes(excess)) MiB more than plain, "
                + "\(excess / Int64(max(1, result.navigations))) bytes a navigation (limit \(Table.mebibytes(Self.limit)) MiB).")
            passed = passed && ok
        }
        // RSS moves by pages and malloc's whims; the survivors are an exact count of what was kept.
        for kind in [Case.plain, .interceptor, .asyncInterceptor] {
            guard let result = results[kind] else { continue }
            let ok = result.alivePayloads == 0 && result.aliveDetails == 0
            say("\(ok ? "PASS" : "FAIL"): \(kind.title) left \(result.alivePayloads) contexts and \(result.aliveDetails) detail screens alive.")
            passed = passed && ok
        }
        // The kept contexts are 16 KiB each; if not even half of them shows, the figures cannot see a leak.
        if let leaky = results[.leaky] {
            let kept = Int64(leaky.navigations) * 16_384
            let visible = leaky.growth - plain.growth >= kept / 2
            say("\(visible ? "PASS" : "FAIL"): the leaky run's \(Table.mebibytes(kept)) MiB of kept contexts "
                + (visible ? "show up" : "do not show up") + " (\(Table.mebibytes(leaky.growth - plain.growth)) MiB more than plain).")
            passed = passed && visible
        }
        return passed
    }
}

/// Writes a line to standard output at once, so it stays in order with the children's errors.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
