extension URLPattern {
    /// What decides which URLs a pattern matches, with parameter names left out: two patterns
    /// with equal signatures match exactly the same URLs.
    ///
    /// It holds the scheme, each segment's kind (the literal's text, the parameter's type, untyped,
    /// catch-all), the segment counts the pattern may end after, and the query items with their
    /// kinds, in a canonical form: an untyped segment followed by a catch-all, with the pattern
    /// free to end after either, accepts exactly what a catch-all accepts from that position, so
    /// such tails are folded (`a/:x[/*rest]` has the signature of `a/*rest`).
    package struct Signature: Hashable {
        enum SegmentKind: Hashable {
            case literal(String)
            case typed(ObjectIdentifier)
            case untyped
            case catchAll
        }

        enum QueryKind: Hashable {
            case literal(String)
            case parameter(type: ObjectIdentifier?, optional: Bool)
        }

        let scheme: String
        let segments: [SegmentKind]
        let ends: [Int]
        let query: [String: QueryKind]
    }

    package var signature: Signature {
        var kinds: [Signature.SegmentKind] = segments.map {
            switch $0 {
            case let .literal(text): .literal(text)
            case let .parameter(_, type?): .typed(type.id)
            case .parameter(_, nil): .untyped
            case .catchAll: .catchAll
            }
        }
        var endings = Set(ends)
        // `…/:x/*rest` that may also end after `:x` is one-or-more segments from `:x` on: the same
        // as `…/*rest` there. Folding repeatedly also reduces `:x/:y[/*rest]` to `:x/*rest`.
        while kinds.count >= 2, kinds[kinds.count - 1] == .catchAll, kinds[kinds.count - 2] == .untyped,
            endings.contains(kinds.count - 1), endings.contains(kinds.count)
        {
            endings.remove(kinds.count)
            kinds.removeLast(2)
            kinds.append(.catchAll)
        }
        return Signature(
            scheme: scheme,
            segments: kinds,
            ends: endings.sorted(),
            query: Dictionary(
                uniqueKeysWithValues: query.map {
                    switch $0.kind {
                    case let .literal(value): ($0.key, .literal(value))
                    case let .parameter(_, type, optional): ($0.key, .parameter(type: type?.id, optional: optional))
                    }
                })
        )
    }
}
