extension Array {
    /// The elements of `self` followed by those of `other`, as `self + other`.
    ///
    /// When either is empty, the other is returned as it is, sharing its storage: the planner joins
    /// the router's global tasks with each step's, and nearly always one of the two is empty, where
    /// `+` would still check for a new buffer and copy.
    ///
    /// - Complexity: O(1) when either is empty, otherwise O(`count + other.count`).
    func joined(with other: [Element]) -> [Element] {
        if other.isEmpty { return self }
        if isEmpty { return other }
        return self + other
    }
}
