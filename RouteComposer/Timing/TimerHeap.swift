/// The pending timers of a clock, ordered by deadline: a binary min-heap with lazy removal.
///
/// A router schedules a deadline for every call out of it and cancels nearly all of them at once,
/// and leak detection keeps one timer per removal for seconds; a clock that scanned every timer on
/// each schedule or cancel would make a busy app quadratic. Cancelled timers stay in the heap
/// until they reach the top or until they are the majority, when the heap is rebuilt, so every
/// operation is O(log *n*) amortized. A cancelled timer has already released its work, so what
/// stays behind is only the empty timer object.
@MainActor
struct TimerHeap {
    private struct Entry {
        let deadline: Double
        /// Insertion order, so timers with the same deadline fire in the order they were scheduled.
        let sequence: UInt64
        let timer: NavigationTimer

        func precedes(_ other: Entry) -> Bool {
            deadline != other.deadline ? deadline < other.deadline : sequence < other.sequence
        }
    }

    private var entries: [Entry] = []
    private var nextSequence: UInt64 = 0
    /// Entries whose timer was cancelled, as far as the clock told the heap.
    private var cancelledCount = 0

    /// The number of entries, cancelled ones included.
    var count: Int { entries.count }

    /// Adds `timer`. - Complexity: O(log *n*).
    mutating func insert(_ timer: NavigationTimer) {
        entries.append(Entry(deadline: timer.deadline, sequence: nextSequence, timer: timer))
        nextSequence += 1
        siftUp(from: entries.count - 1)
    }

    /// Notes that one of the timers was cancelled; rebuilds the heap without the cancelled ones
    /// once they are the majority. - Complexity: O(1) amortized.
    mutating func noteCancellation() {
        cancelledCount += 1
        guard entries.count > 32, cancelledCount * 2 > entries.count else { return }
        entries.removeAll { !$0.timer.isPending }
        cancelledCount = 0
        for index in stride(from: entries.count / 2 - 1, through: 0, by: -1) { siftDown(from: index) }
    }

    /// The deadline of the earliest pending timer, dropping cancelled ones from the top.
    /// - Complexity: O(log *n*) amortized.
    mutating func earliestDeadline() -> Double? {
        while let top = entries.first, !top.timer.isPending {
            removeTop()
            cancelledCount = max(0, cancelledCount - 1)
        }
        return entries.first?.deadline
    }

    /// The number of timers neither fired nor cancelled. - Complexity: O(*n*).
    var pendingCount: Int { entries.count { $0.timer.isPending } }

    /// Removes and returns the earliest pending timer when its deadline is at or before `time`.
    /// - Complexity: O(log *n*) amortized.
    mutating func removeEarliest(dueBy time: Double) -> NavigationTimer? {
        guard let deadline = earliestDeadline(), deadline <= time, let top = entries.first else { return nil }
        removeTop()
        return top.timer
    }

    /// Removes and returns the pending timers due at `now`, earliest first.
    /// - Complexity: O(*k* log *n*) for *k* timers removed.
    mutating func removeDue(at now: Double) -> [NavigationTimer] {
        var due: [NavigationTimer] = []
        while let timer = removeEarliest(dueBy: now) { due.append(timer) }
        return due
    }

    private mutating func removeTop() {
        let last = entries.removeLast()
        guard !entries.isEmpty else { return }
        entries[0] = last
        siftDown(from: 0)
    }

    private mutating func siftUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].precedes(entries[parent]) else { return }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < entries.count else { return }
            let right = left + 1
            let earlier = right < entries.count && entries[right].precedes(entries[left]) ? right : left
            guard entries[earlier].precedes(entries[parent]) else { return }
            entries.swapAt(parent, earlier)
            parent = earlier
        }
    }
}
