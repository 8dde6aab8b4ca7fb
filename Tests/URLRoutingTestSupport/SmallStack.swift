import Foundation

/// Runs `body` on a new thread whose stack is 512 KiB, the size of a secondary thread's stack on
/// iOS, and returns what it returns once the thread is done.
///
/// Code that recursed once per level of its input (a URL's segments, a server's JSON) would
/// overflow such a stack long before the main thread's: running there is what shows that it does
/// not.
public func onSmallStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T? {
    let outcome = SmallStackOutcome<T>()
    let thread = Thread { outcome.finish(with: body()) }
    thread.stackSize = 512 * 1024
    thread.start()
    return outcome.wait()
}

/// The result of the thread, handed over once: the semaphore orders the write before the read.
private final class SmallStackOutcome<T: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var value: T?

    func finish(with value: T) {
        self.value = value
        done.signal()
    }

    func wait() -> T? {
        done.wait()
        return value
    }
}
