/// Connects the `Task` of an `async` navigation to the request its router makes, through any
/// number of router decorators in between.
///
/// The `async` form of `navigate` offers a handle for the duration of its synchronous call into
/// the completion-based `navigate`; the first router that makes a request takes it. Decorators
/// that forward synchronously therefore need to know nothing about it.
@MainActor
final class NavigationCancellation {
    private(set) var isCancelled = false
    private var handler: (() -> Void)?

    /// The handle waiting to be taken by the next request, if any.
    private static var offered: NavigationCancellation?

    /// Cancels: runs the handler once, now or as soon as one is set.
    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        let handler = self.handler
        self.handler = nil
        handler?()
    }

    /// Sets what cancelling does; runs it at once when already cancelled.
    func onCancel(_ handler: @escaping () -> Void) {
        if isCancelled {
            handler()
        } else {
            self.handler = handler
        }
    }

    /// Runs `body` with `handle` on offer to the first request made inside it.
    static func offering<T>(_ handle: NavigationCancellation, _ body: () throws -> T) rethrows -> T {
        let previous = offered
        offered = handle
        defer { offered = previous }
        return try body()
    }

    /// Takes the handle on offer, so that a nested request made later does not take it too.
    static func take() -> NavigationCancellation? {
        defer { offered = nil }
        return offered
    }
}
