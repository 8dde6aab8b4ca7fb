extension URLRouteTrie {
    /// The first three routes, in registration order, whose path through the trie passes through
    /// a node, ends there or has its catch-all there. Stored inline: three routes are all a
    /// failed match reports, and a heap array per node would slow registering large tables.
    struct FirstRoutes {
        private var first = -1
        private var second = -1
        private var third = -1

        /// Records `route` unless three routes are known already. Routes are added in
        /// registration order, so the three kept are the earliest.
        mutating func add(_ route: Int) {
            if first < 0 {
                first = route
            } else if second < 0, first != route {
                second = route
            } else if third < 0, first != route, second != route {
                third = route
            }
        }

        var routes: [Int] { [first, second, third].filter { $0 >= 0 } }
    }

    /// How close a route came; compared best first.
    private struct Closeness: Comparable {
        let route: Int
        let matched: Int
        let wholePath: Bool

        static func < (lhs: Self, rhs: Self) -> Bool {
            if lhs.matched != rhs.matched { return lhs.matched > rhs.matched }
            if lhs.wholePath != rhs.wholePath { return lhs.wholePath }
            return lhs.route < rhs.route
        }
    }

    /// The best `limit` routes so far, best first, each once.
    private struct Ranking {
        let limit: Int
        var best: [Closeness] = []

        mutating func offer(_ route: Int, matched: Int, wholePath: Bool) {
            let candidate = Closeness(route: route, matched: matched, wholePath: wholePath)
            if let index = best.firstIndex(where: { $0.route == route }) {
                guard candidate < best[index] else { return }
                best.remove(at: index)
            }
            guard best.count < limit || best.last.map({ candidate < $0 }) == true else { return }
            best.insert(candidate, at: best.firstIndex { candidate < $0 } ?? best.count)
            if best.count > limit { best.removeLast() }
        }
    }

    /// The routes closest to matching `input`, best first, as ``URLNearMiss`` defines closest:
    /// most segments matched, then the whole path matched, then registration order.
    ///
    /// The diagnostic pass: it follows every branch whose segments match `input`, as the search
    /// does, but does not stop at a match and notes at each node the first routes through it.
    /// It visits at most `budget` nodes, so its work is bounded whatever the URL and the trie;
    /// with a budget too small for a pathological trie it reports the best routes it reached.
    ///
    /// - Returns: The routes, and how many nodes were visited (at most `budget`, never negative).
    func nearestRoutes(_ input: [String], limit: Int, budget: Int) -> (routes: [Int], visited: Int) {
        var ranking = Ranking(limit: limit)
        let budget = max(budget, 0)
        var remaining = budget
        collect(node: 0, depth: 0, input: input, remaining: &remaining, ranking: &ranking)
        return (ranking.best.map(\.route), budget - remaining)
    }

    /// The first `limit` routes through the child for `literal` of the root: for a scheme, its
    /// first routes in registration order.
    func firstRoutes(scheme: String, limit: Int) -> [Int] {
        guard let child = nodes[0].literals[scheme] else { return [] }
        return Array(firstRoutes[child].routes.prefix(limit))
    }

    private func collect(node: Int, depth: Int, input: [String], remaining: inout Int, ranking: inout Ranking) {
        guard remaining > 0 else { return }
        remaining -= 1
        for route in firstRoutes[node].routes { ranking.offer(route, matched: depth, wholePath: false) }
        let here = nodes[node]
        guard depth < input.count else {
            for route in here.terminals.prefix(ranking.limit) { ranking.offer(route, matched: depth, wholePath: true) }
            return
        }
        for route in here.catchAlls.prefix(ranking.limit) { ranking.offer(route, matched: input.count, wholePath: true) }
        let segment = input[depth]
        if let child = here.literals[segment] {
            collect(node: child, depth: depth + 1, input: input, remaining: &remaining, ranking: &ranking)
        }
        for entry in here.typed where remaining > 0 && entry.type.parse(segment) != nil {
            collect(node: entry.child, depth: depth + 1, input: input, remaining: &remaining, ranking: &ranking)
        }
        if let child = here.untyped {
            collect(node: child, depth: depth + 1, input: input, remaining: &remaining, ranking: &ranking)
        }
    }
}
