import Foundation

/// The results as a plain-text table, one row per case.
enum Table {
    static func render(_ results: [CaseResult], against plain: CaseResult) -> String {
        let header = ["case", "RSS before", "RSS after", "growth", "vs plain", "peak", "contexts alive", "time"]
        let rows = results.map { result in
            [
                result.kind.title,
                "\(mebibytes(Int64(result.before))) MiB",
                "\(mebibytes(Int64(result.after))) MiB",
                "\(signed(result.growth)) MiB",
                result.kind == .plain ? "" : "\(signed(result.growth - plain.growth)) MiB",
                "\(mebibytes(Int64(result.peak))) MiB",
                "\(result.alivePayloads)",
                String(format: "%.1f s", result.seconds),
            ]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        return ([header] + rows).map { row in
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                // Names to the left, figures to the right, so the decimal points line up.
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n")
    }

    static func mebibytes(_ bytes: Int64) -> String {
        String(format: "%.2f", Double(bytes) / 1_048_576)
    }

    static func signed(_ bytes: Int64) -> String {
        (bytes >= 0 ? "+" : "") + mebibytes(bytes)
    }
}
