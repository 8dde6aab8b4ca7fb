/// Stops a walk along the links between controllers (parents, presenters, presented
/// controllers) when it goes round a loop, in constant time and memory per step.
///
/// UIKit's own links never loop, but their getters are open, and an override or a router's
/// parent override can return anything. Every walk along such links takes one guard and asks it
/// before each step. The guard keeps one marked controller and moves the mark to the current one
/// after 1, 2, 4, … steps (Brent's method): a walk that enters a loop of *λ* controllers after *μ*
/// steps meets the mark again, and stops, within O(*μ* + *λ*) further steps. No controller is
/// hashed and nothing is allocated, so a walk through a deep stack of presentations costs a
/// comparison per step.
///
/// A walk that comes back to where it started stops there at once, the usual shape of a loop an
/// override makes. Any other loop may have its members visited more than once before the walk
/// meets the mark; a walk that collects members trims them with ``trimmedAtFirstRepeat(_:)``.
struct ChainLoopGuard {
    private let start: UIViewController
    private var mark: UIViewController
    private var steps = 0
    private var stepsBeforeMove = 1
    /// Whether the walk was stopped at a loop.
    private(set) var foundLoop = false

    /// A guard for a walk that starts at `start`.
    init(from start: UIViewController) {
        self.start = start
        mark = start
    }

    /// Whether the walk may step to `next`: false once it has gone round a loop.
    ///
    /// - Complexity: O(1).
    mutating func admits(_ next: UIViewController) -> Bool {
        guard next !== mark, next !== start else {
            foundLoop = true
            return false
        }
        steps += 1
        if steps == stepsBeforeMove {
            mark = next
            stepsBeforeMove *= 2
            steps = 0
        }
        return true
    }

    /// `members` up to, not including, the first one that appeared earlier: what a walk that
    /// stopped at its first repeat would have collected. Called only when a loop was found.
    ///
    /// - Complexity: O(*n*) for *n* members.
    static func trimmedAtFirstRepeat(_ members: [UIViewController]) -> [UIViewController] {
        var seen = Set<ObjectIdentifier>()
        var trimmed: [UIViewController] = []
        for member in members {
            guard seen.insert(ObjectIdentifier(member)).inserted else { break }
            trimmed.append(member)
        }
        return trimmed
    }
}
