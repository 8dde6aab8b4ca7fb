import Foundation

/// Counts the diagnostic passes of ``URLRouter`` run in a task, and the trie nodes they visit, so
/// tests can check that a URL that matches never pays for one and that a failure's cost stays
/// within ``URLRouterLimits/maxDiagnosticNodes``.
///
/// Read only on the failure path, through a task-local, so routers carry no state for it and
/// the matching path does not look at it.
final class URLDiagnosticProbe: @unchecked Sendable {
    @TaskLocal static var current: URLDiagnosticProbe?

    // A lock rather than `Mutex`, which the oldest supported platforms lack.
    private let lock = NSLock()
    private var count = 0
    private var visited = 0

    /// The number of diagnostic passes recorded.
    var passes: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    /// The trie nodes the recorded passes visited, all passes together.
    var nodesVisited: Int {
        lock.lock()
        defer { lock.unlock() }
        return visited
    }

    /// Records one pass that visited `nodes` trie nodes; a pass that walks no trie visits none.
    func recordPass(visiting nodes: Int = 0) {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        visited += nodes
    }
}
