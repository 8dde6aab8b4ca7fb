import Foundation

/// One piece of delayed work scheduled on a ``NavigationClock``.
///
/// The timer owns the work until it fires or is cancelled; after either, it holds nothing, so a
/// clock may keep a fired or cancelled timer around (as `DispatchQueue.asyncAfter` does until the
/// deadline) at the cost of one small object.
@MainActor
public final class NavigationTimer {
    private var work: (@MainActor () -> Void)?
    /// Tells the clock that scheduled the timer that it may forget it.
    var onCancel: (@MainActor () -> Void)?

    /// The clock time at which the timer fires.
    public let deadline: TimeInterval

    /// Creates a timer that runs `work` at `deadline`. Clocks call this; apps rarely need to.
    public init(deadline: TimeInterval, _ work: @escaping @MainActor () -> Void) {
        self.deadline = deadline
        self.work = work
    }

    /// True until the timer has fired or been cancelled.
    public var isPending: Bool { work != nil }

    /// Drops the work without running it. Does nothing after the timer fired.
    public func cancel() {
        guard work != nil else { return }
        work = nil
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }

    /// Runs the work if it is still pending. Clocks call this when the deadline has come.
    public func fire() {
        guard let work else { return }
        self.work = nil
        onCancel = nil
        work()
    }
}
