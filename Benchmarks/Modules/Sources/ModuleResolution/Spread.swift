/// Median and 10th–90th percentile of a case's rounds: a round now and then meets another
/// process on the core, so order statistics say more than a mean.
struct Spread {
    let p10: Double
    let median: Double
    let p90: Double

    init(_ values: [Double]) {
        let sorted = values.sorted()
        func percentile(_ fraction: Double) -> Double {
            guard !sorted.isEmpty else { return .nan }
            return sorted[Int((fraction * Double(sorted.count - 1)).rounded())]
        }
        p10 = percentile(0.1)
        median = percentile(0.5)
        p90 = percentile(0.9)
    }
}
