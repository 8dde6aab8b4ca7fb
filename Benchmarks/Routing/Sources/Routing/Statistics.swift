/// Order statistics of a case's rounds, which are not normally distributed (a round now and then
/// meets a page fault, a garbage-free but still busy malloc, or another process on the core), so
/// the median and the 10th–90th percentile range say more than a mean and a deviation.
struct Spread {
    let p10: Double
    let median: Double
    let p90: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        func percentile(_ fraction: Double) -> Double {
            guard !sorted.isEmpty else { return .nan }
            // Nearest rank: always a value that was measured.
            let rank = Int((fraction * Double(sorted.count - 1)).rounded())
            return sorted[rank]
        }
        p10 = percentile(0.1)
        median = percentile(0.5)
        p90 = percentile(0.9)
    }
}
