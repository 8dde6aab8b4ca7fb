#if !canImport(UIKit)

    /// Identity tests and removals for the model's arrays of objects, written as loops.
    ///
    /// The model's types are main-actor classes, so a predicate closure written in their methods
    /// (`contains { $0 === x }`, `removeAll { $0 === x }`) is isolated to the main actor and checks
    /// the executor every time the standard library calls it; these nonisolated loops compare
    /// identities without a closure.
    extension Array where Element: AnyObject {
        /// True when `element` itself is in the array.
        ///
        /// - Complexity: O(*n*).
        func containsIdentical(_ element: Element) -> Bool {
            for candidate in self where candidate === element { return true }
            return false
        }

        /// True when the elements from `start` on are `tail`'s, in order, each the same instance;
        /// `start + tail.count` must be `count`.
        ///
        /// - Complexity: O(*k*) for `tail` of *k*.
        func endsIdentically(with tail: [Element], from start: Int) -> Bool {
            var index = start
            for element in tail {
                guard self[index] === element else { return false }
                index += 1
            }
            return true
        }

        /// The index of the first occurrence of `element` itself, as `firstIndex { $0 === element }`
        /// gives it; nil when it is absent.
        ///
        /// - Complexity: O(*n*).
        func firstIndexIdentical(_ element: Element) -> Int? {
            var index = startIndex
            while index < endIndex {
                if self[index] === element { return index }
                index += 1
            }
            return nil
        }

        /// Removes every occurrence of `element` itself, keeping the order of the others, as
        /// `removeAll { $0 === element }` does; when it is absent the array is not written to, so
        /// a buffer shared with a copy is not copied.
        ///
        /// - Complexity: O(*n*).
        mutating func removeAllIdentical(_ element: Element) {
            var kept = 0
            while kept < count, self[kept] !== element { kept += 1 }
            guard kept < count else { return }
            var next = kept + 1
            while next < count, self[next] !== element { next += 1 }
            // The usual case, a single occurrence: one shift instead of swaps and a range removal.
            guard next < count else {
                remove(at: kept)
                return
            }
            next = kept + 1
            while next < count {
                if self[next] !== element {
                    swapAt(kept, next)
                    kept += 1
                }
                next += 1
            }
            removeSubrange(kept...)
        }
    }

#endif
