/// The segment trie behind ``URLRouter``: one node per distinct prefix of the registered patterns.
///
/// A node's children are kept by kind: literals by their text (an exact lookup, so hash order
/// never matters), typed parameters in the order their type first appeared there, one untyped
/// parameter (names do not matter: `:id` and `:slug` share it), and the routes whose catch-all
/// starts there. The search tries them in that order, depth first, and backtracks when a branch
/// finds no route that accepts the URL. Every node is reached through exactly one path, so a
/// search visits each node at most once: its cost is bounded by the trie, and for the usual
/// route tables it is a literal lookup or a few type checks per segment, whatever the number
/// of routes.
struct URLRouteTrie {
    /// What a parameter captured.
    enum Capture {
        /// One decoded segment (or query value) and its value: the typed value, or the `String`.
        case single(String, value: Any)
        /// The decoded segments a catch-all took. Their text, joined with `/`, is made only when
        /// asked for: most handlers read the segments or nothing, and joining cost every
        /// catch-all match about 1,300 instructions (callgrind).
        case rest([String])

        /// The decoded text: a catch-all's segments joined with `/`.
        var text: String {
            switch self {
            case let .single(text, _): text
            case let .rest(segments): segments.joined(separator: "/")
            }
        }

        /// The value: the typed value, the `String`, or the `[String]` of a catch-all.
        var value: Any {
            switch self {
            case let .single(_, value): value
            case let .rest(segments): segments
            }
        }
    }

    struct Node {
        var literals = LiteralChildren()
        var typed: [(type: URLParameterType, child: Int)] = []
        var untyped: Int?
        /// Routes that end here, in registration order.
        var terminals: [Int] = []
        /// Routes whose catch-all starts here, in registration order.
        var catchAlls: [Int] = []
    }

    private(set) var nodes = [Node()]
    /// The first routes through each node, by node index: what the diagnostic pass reports. Kept
    /// beside the nodes, not in them, so the nodes matching walks stay as small as they were.
    private(set) var firstRoutes = [FirstRoutes()]

    /// Adds `route`, whose pattern has the segments `segments` after `scheme` and may end after
    /// all of them or after any segment count in `optionalEnds` (ascending).
    ///
    /// The cost is linear in the number of segments: the ends are sorted, so one walk along
    /// them finds each depth's as the segments are walked.
    mutating func insert(scheme: String, _ segments: [URLPattern.Segment], optionalEnds ends: [Int], route: Int) {
        firstRoutes[0].add(route)
        var node = child(of: 0, literal: scheme)
        var nextEnd = 0
        for (depth, segment) in segments.enumerated() {
            firstRoutes[node].add(route)
            if nextEnd < ends.count, ends[nextEnd] == depth {
                nodes[node].terminals.append(route)
                nextEnd += 1
            }
            switch segment {
            case let .literal(text):
                node = child(of: node, literal: text)
            case let .parameter(_, type?):
                if let entry = nodes[node].typed.first(where: { $0.type.id == type.id }) {
                    node = entry.child
                } else {
                    let child = newNode()
                    nodes[node].typed.append((type, child))
                    node = child
                }
            case .parameter(_, nil):
                if let child = nodes[node].untyped {
                    node = child
                } else {
                    let child = newNode()
                    nodes[node].untyped = child
                    node = child
                }
            case .catchAll:
                nodes[node].catchAlls.append(route)
                return
            }
        }
        firstRoutes[node].add(route)
        nodes[node].terminals.append(route)
    }

    /// The child of `node` for the literal `text`, added when there is none.
    private mutating func child(of node: Int, literal text: String) -> Int {
        if let child = nodes[node].literals[text] { return child }
        let child = newNode()
        nodes[node].literals.add(child, for: text)
        return child
    }

    private mutating func newNode() -> Int {
        nodes.append(Node())
        firstRoutes.append(FirstRoutes())
        return nodes.count - 1
    }

    /// Offers `visit` every route that matches `input`, in precedence order, with the captures of
    /// its parameters in path order, until `visit` accepts one by returning `true`.
    ///
    /// - Returns: whether a route was accepted.
    func search(_ input: [String], visit: (_ route: Int, _ captures: [Capture]) throws -> Bool) rethrows -> Bool {
        var captures: [Capture] = []
        captures.reserveCapacity(input.count)
        return try search(node: 0, depth: 0, input: input, captures: &captures, visit: visit)
    }

    private func search(
        node: Int, depth: Int, input: [String], captures: inout [Capture],
        visit: (Int, [Capture]) throws -> Bool
    ) rethrows -> Bool {
        guard depth < input.count else {
            for route in nodes[node].terminals where try visit(route, captures) { return true }
            return false
        }
        let segment = input[depth]
        if let child = nodes[node].literals[segment],
            try search(node: child, depth: depth + 1, input: input, captures: &captures, visit: visit)
        {
            return true
        }
        for entry in nodes[node].typed {
            guard let value = entry.type.parse(segment) else { continue }
            captures.append(.single(segment, value: value))
            if try search(node: entry.child, depth: depth + 1, input: input, captures: &captures, visit: visit) { return true }
            captures.removeLast()
        }
        if let child = nodes[node].untyped {
            captures.append(.single(segment, value: segment))
            if try search(node: child, depth: depth + 1, input: input, captures: &captures, visit: visit) { return true }
            captures.removeLast()
        }
        if !nodes[node].catchAlls.isEmpty {
            captures.append(.rest(Array(input[depth...])))
            for route in nodes[node].catchAlls where try visit(route, captures) { return true }
            captures.removeLast()
        }
        return false
    }
}
