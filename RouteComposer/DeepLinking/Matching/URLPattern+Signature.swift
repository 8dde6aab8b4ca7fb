extension URLPattern {
    /// What decides which URLs a pattern matches, with parameter names left out: two patterns
    /// with equal signatures match exactly the same URLs.
    ///
    /// It holds the scheme, each segment's kind (the literal's text, the parameter's type, untyped,
    /// catch-all), the segment counts the pattern may end after, and the query items with their
    /// kinds. The comparison is structural: patterns that happen to match the same URLs through
    /// different structures (`a/*rest` and `a/:x[/*rest]`) are not reported.
    struct Signature: Hashable {
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

    var signature: Signature {
        Signature(
            scheme: scheme,
            segments: segments.map {
                switch $0 {
                case let .literal(text): .literal(text)
                case let .parameter(_, type?): .typed(type.id)
                case .parameter(_, nil): .untyped
                case .catchAll: .catchAll
                }
            },
            ends: ends,
            query: Dictionary(uniqueKeysWithValues: query.map {
                switch $0.kind {
                case let .literal(value): ($0.key, .literal(value))
                case let .parameter(_, type, optional): ($0.key, .parameter(type: type?.id, optional: optional))
                }
            })
        )
    }
}
