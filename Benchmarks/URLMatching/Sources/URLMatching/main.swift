// URL-matching latency of RouteComposer's URLRouter against vapor/routing-kit's TrieRouter,
// on the same route sets, for several route counts, in one run.
//
// Ours is measured through its real entry point, `URLRouter.route(_:)` on a full URL string:
// that includes reading and splitting the URL, percent-decoding, typed parameter checks,
// building the `URLMatch` and calling the route's handler. routing-kit is measured through
// `TrieRouter.route(path:parameters:)` on path segments split beforehand, as a server hands
// them to it, with a fresh `Parameters` per match: it gets no URL parsing at all.

import Foundation
import Logging
import URLRouting
import RoutingKit

typealias Logger = Logging.Logger

// MARK: - Route sets

/// One logical route, written for both routers, and one URL it matches.
struct RouteSpec {
    let id: Int
    /// RouteComposer's pattern.
    let pattern: String
    /// routing-kit's path components.
    let components: [PathComponent]
}

/// The five route shapes, cycled through by `k % 5`. Every route has a literal of its own
/// (`section{k}`, `resource{k}`, …), so every route is distinct, no two routes collide in either
/// router, and no match depends on backtracking: at every segment of a sampled URL exactly one
/// branch of each trie leads anywhere.
func route(_ k: Int) -> RouteSpec {
    switch k % 5 {
    case 0: // the shape of the survey's measurement: /section{k}/items/:id
        RouteSpec(id: k, pattern: "app://section\(k)/items/:id",
                  components: [.constant("section\(k)"), .constant("items"), .parameter("id")])
    case 1: // nested parameters under a shared prefix
        RouteSpec(id: k, pattern: "app://api/v3/resource\(k)/:id/items/:item",
                  components: [.constant("api"), .constant("v3"), .constant("resource\(k)"), .parameter("id"),
                               .constant("items"), .parameter("item")])
    case 2: // literals only
        RouteSpec(id: k, pattern: "app://static/page\(k)/about",
                  components: [.constant("static"), .constant("page\(k)"), .constant("about")])
    case 3: // a typed parameter in ours; routing-kit has no types, so a plain parameter there
        RouteSpec(id: k, pattern: "app://shop/product\(k)/:id<Int>/reviews",
                  components: [.constant("shop"), .constant("product\(k)"), .parameter("id"), .constant("reviews")])
    default: // a catch-all
        RouteSpec(id: k, pattern: "app://files\(k)/*path",
                  components: [.constant("files\(k)"), .catchall])
    }
}

/// A URL that route `k` matches, as a full URL for ours and as path segments for routing-kit,
/// with the parameters both should capture.
struct Probe {
    let id: Int
    let url: String
    let segments: [String]
    let parameters: [String: String]
    let catchAll: [String]?
}

func probe(_ k: Int, salt: Int) -> Probe {
    let a = String((k &* 7919 &+ salt) % 1_000_000)
    let b = String((k &* 104_729 &+ salt &* 31) % 10_000)
    let segments: [String]
    var parameters: [String: String] = [:]
    var catchAll: [String]?
    switch k % 5 {
    case 0:
        segments = ["section\(k)", "items", a]
        parameters = ["id": a]
    case 1:
        segments = ["api", "v3", "resource\(k)", a, "items", "item-\(b)"]
        parameters = ["id": a, "item": "item-\(b)"]
    case 2:
        segments = ["static", "page\(k)", "about"]
    case 3:
        segments = ["shop", "product\(k)", a, "reviews"]
        parameters = ["id": a]
    default:
        catchAll = ["docs", b, "report.pdf"]
        segments = ["files\(k)"] + catchAll!
    }
    return Probe(id: k, url: "app://" + segments.joined(separator: "/"), segments: segments,
                 parameters: parameters, catchAll: catchAll)
}

/// At most `limit` probes, the same number of each shape, spread evenly over the registration
/// order of that shape from its first route to its last.
func sample(routes n: Int, limit: Int = 100) -> [Probe] {
    let perShape = min(n, limit) / 5
    var probes: [Probe] = []
    for shape in 0..<5 {
        let count = n / 5 // routes of this shape: shape, shape + 5, …
        for j in 0..<perShape {
            let index = perShape == 1 ? count - 1 : j * (count - 1) / (perShape - 1)
            probes.append(probe(shape + 5 * index, salt: j))
        }
    }
    // Interleave the shapes so consecutive matches differ, as real traffic does.
    return (0..<probes.count).map { probes[($0 % 5) * perShape + $0 / 5] }
}

// MARK: - Timing

@inline(never)
func matchOurs(_ router: URLRouter<Int>, _ urls: [String], rounds: Int) -> Int {
    var sum = 0
    for _ in 0..<rounds {
        for url in urls {
            sum &+= try! router.route(url)
        }
    }
    return sum
}

@inline(never)
func matchTheirs(_ router: TrieRouter<Int>, _ paths: [[String]], logger: Logger, rounds: Int) -> Int {
    var sum = 0
    for _ in 0..<rounds {
        for path in paths {
            var parameters = Parameters(logger)
            sum &+= router.route(path: path, parameters: &parameters)!
        }
    }
    return sum
}

func seconds(_ duration: Duration) -> Double {
    let (s, attoseconds) = duration.components
    return Double(s) + Double(attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data(("FAILED: " + message + "\n").utf8))
    exit(1)
}

/// Prints `line` at once, even when the output is a pipe.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// `value` with exactly two decimals.
func fixed2(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
}

var checksum = 0

/// Times `body`, which runs `rounds` rounds over the sample, in `batches` batches interleaved
/// with the other router's; returns the median time per match of each.
@MainActor func measure(matches perRound: Int, batches: Int, ours: (Int) -> Int, theirs: (Int) -> Int) -> (ours: Double, theirs: Double) {
    let clock = ContinuousClock()
    // Warm up and size a batch to about 20 ms of the slower router.
    _ = ours(50)
    _ = theirs(50)
    var rounds = 1
    while true {
        let start = clock.now
        checksum &+= ours(rounds)
        checksum &+= theirs(rounds)
        let elapsed = seconds(clock.now - start)
        if elapsed > 0.04 { break }
        rounds *= 2
    }
    var oursTimes: [Double] = []
    var theirsTimes: [Double] = []
    for batch in 0..<batches {
        // Alternate which goes first, so neither always runs on a freshly warmed cache.
        for side in batch % 2 == 0 ? [0, 1] : [1, 0] {
            let start = clock.now
            checksum &+= side == 0 ? ours(rounds) : theirs(rounds)
            let perMatch = seconds(clock.now - start) / Double(rounds * perRound)
            if side == 0 { oursTimes.append(perMatch) } else { theirsTimes.append(perMatch) }
        }
    }
    return (median(oursTimes), median(theirsTimes))
}

// MARK: - Run

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--register" {
    guard arguments.count == 3, let workload = RegistrationWorkload(rawValue: arguments[1]), let count = Int(arguments[2])
    else { fail("usage: --register routes|optional COUNT") }
    runRegistration(workload, count: count)
    exit(0)
}
let sizes = arguments.compactMap { Int($0) }
let routeCounts = sizes.isEmpty ? [10, 1_000, 10_000, 100_000] : sizes
// Registration runs in child processes, which a profiler of this process would not follow.
if !arguments.contains("--matching-only") {
    reportRegistration(counts: sizes.isEmpty ? [1_000, 10_000, 100_000] : sizes, runs: 3)
}
let batches = 21
let logger = Logger(label: "bench")

emit("URL matching, median time per match over \(batches) batches; ours = URLRouter.route(String), routing-kit = TrieRouter.route(path:parameters:) on pre-split segments")
for n in routeCounts {
    guard n >= 5, n % 5 == 0 else { fail("route counts must be multiples of 5, got \(n)") }
    var ours = URLRouter<Int>()
    let theirs = TrieRouter<Int>()
    for k in 0..<n {
        let spec = route(k)
        do {
            try ours.register(spec.pattern) { _ in spec.id }
        } catch {
            fail("could not register \(spec.pattern): \(error)")
        }
        theirs.register(spec.id, at: spec.components)
    }

    // Both routers must find the same route, with the same parameters, for every sampled URL.
    let probes = sample(routes: n)
    for probe in probes {
        let oursID: Int
        do { oursID = try ours.route(probe.url) } catch { fail("ours: \(probe.url) failed: \(error)") }
        guard let first = try? ours.candidates(for: probe.url).first else { fail("ours: no candidate for \(probe.url)") }
        var parameters = Parameters(logger)
        let theirsID = theirs.route(path: probe.segments, parameters: &parameters)
        guard oursID == probe.id, theirsID == probe.id else {
            fail("routes differ for \(probe.url): expected \(probe.id), ours \(oursID), routing-kit \(theirsID.map(String.init) ?? "nil")")
        }
        for (name, value) in probe.parameters {
            guard first[name] == value, parameters.get(name) == value else {
                fail("parameter \(name) of \(probe.url): expected \(value), ours \(first[name] ?? "nil"), routing-kit \(parameters.get(name) ?? "nil")")
            }
        }
        if let catchAll = probe.catchAll {
            guard first.segments("path") == catchAll, parameters.getCatchall() == catchAll else {
                fail("catch-all of \(probe.url): expected \(catchAll), ours \(first.segments("path") ?? []), routing-kit \(parameters.getCatchall())")
            }
        }
    }

    let urls = probes.map(\.url)
    let paths = probes.map(\.segments)
    let result = measure(matches: probes.count, batches: batches,
                         ours: { matchOurs(ours, urls, rounds: $0) },
                         theirs: { matchTheirs(theirs, paths, logger: logger, rounds: $0) })
    emit("routes=\(n) ours=\(fixed2(result.ours * 1e6))µs routing-kit=\(fixed2(result.theirs * 1e6))µs ratio=\(fixed2(result.ours / result.theirs))")
}
if checksum == 42 { print("") } // keeps the timed work observable

