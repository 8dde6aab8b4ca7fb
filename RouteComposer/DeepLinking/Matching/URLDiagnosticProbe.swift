import Foundation

/// Counts the diagnostic passes of ``URLRouter`` run in a task, so tests can check that a URL
/// that matches never pays for one.
///
/// Read only on the failure path, through a task-local, so routers carry no state for it and
/// the matching path does not look at it.
final class URLDiagnosticProbe: @unchecked Sendable {
    @TaskLocal static var current: URLDiagnosticProbe?

    // A lock rather than `Mutex`, which the oldest supported platforms lack.
    private let lock = NSLock()
    private var count = 0

    /// The number of diagnostic passes recorded.
    var passes: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }

    func recordPass() {
        lock.lock()
        defer { lock.unlock() }
        count += 1
    }
}
