import Foundation

/// The results as plain-text tables: times, then allocations and the cost of logging.
enum Table {
    static func timings(_ results: [CaseResult]) -> String {
        let header = ["case", "rounds", "router sync µs", "by hand sync µs", "× sync",
                      "router total µs", "by hand total µs", "× total", "laid out sync µs", "× laid out"]
        let rows = results.map { result in
            [result.name, "\(result.rounds)",
             spread(result.spread(.router, \.synchronous)), spread(result.spread(.byHand, \.synchronous)),
             ratio(result.ratio(.router, over: .byHand, \.synchronous)),
             spread(result.spread(.router, \.total)), spread(result.spread(.byHand, \.total)),
             ratio(result.ratio(.router, over: .byHand, \.total)),
             micro(result.spread(.byHandLaidOut, \.synchronous).median),
             ratio(result.ratio(.router, over: .byHandLaidOut, \.synchronous))]
        }
        return render(header, rows)
    }

    static func allocations(_ results: [CaseResult]) -> String {
        let header = ["case", "router allocs sync/total", "by hand allocs sync/total", "router KiB", "by hand KiB",
                      "logged router allocs", "log × sync", "log × total", "model warnings"]
        let rows = results.map { result in
            [result.name,
             counts(result, .router), counts(result, .byHand),
             kibibytes(result.spread(.router, \.allocatedBytes).median),
             kibibytes(result.spread(.byHand, \.allocatedBytes).median),
             integer(result.spread(.loggedRouter, \.allocations).median),
             ratio(result.ratio(.loggedRouter, over: .router, \.synchronous)),
             ratio(result.ratio(.loggedRouter, over: .router, \.total)),
             "\(result.warnings)"]
        }
        return render(header, rows)
    }

    /// "median (p10–p90)" in microseconds.
    private static func spread(_ spread: Spread) -> String {
        "\(micro(spread.median)) (\(micro(spread.p10))–\(micro(spread.p90)))"
    }

    private static func micro(_ nanoseconds: Double) -> String {
        let value = nanoseconds / 1_000
        return String(format: value < 10 ? "%.2f" : value < 1_000 ? "%.1f" : "%.0f", value)
    }

    private static func ratio(_ value: Double) -> String {
        value.isFinite ? String(format: "%.1f", value) : "–"
    }

    private static func counts(_ result: CaseResult, _ side: Side) -> String {
        "\(integer(result.spread(side, \.synchronousAllocations).median)) / \(integer(result.spread(side, \.allocations).median))"
    }

    private static func integer(_ value: Double) -> String { String(Int(value.rounded())) }

    private static func kibibytes(_ bytes: Double) -> String { String(format: "%.1f", bytes / 1_024) }

    private static func render(_ header: [String], _ rows: [[String]]) -> String {
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { row in
            row.indices.map { column in
                let padding = String(repeating: " ", count: widths[column] - row[column].count)
                // Names to the left, figures to the right.
                return column == 0 ? row[column] + padding : padding + row[column]
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }
}
