extension URLPattern {
    /// Reads the query of a pattern, the text after `?`, into its items sorted by key.
    ///
    /// - Parameter query: `nil` when the pattern has no `?`.
    static func readQuery(_ query: Substring?, in pattern: String, types: URLParameterTypes) throws -> [QueryItem] {
        guard let query else { return [] }
        func invalid(_ reason: String) -> URLRoutingError { .invalidPattern(pattern: pattern, reason: reason) }
        guard !query.isEmpty else { throw invalid("empty query; an optional segment is written [/:name]") }
        var items: [QueryItem] = []
        var keys: Set<String> = []
        for item in query.split(separator: "&", omittingEmptySubsequences: true) {
            guard let equals = item.firstIndex(of: "=") else { throw invalid("query item \"\(item)\" has no \"=\"") }
            let key = try decode(item[..<equals], in: pattern)
            guard !key.isEmpty else { throw invalid("empty query key") }
            guard keys.insert(key).inserted else { throw invalid("query key \"\(key)\" appears twice") }
            items.append(try queryItem(key: key, value: item[item.index(after: equals)...], of: item, in: pattern, types: types))
        }
        return items.sorted { $0.key < $1.key }
    }

    /// The item `key=value`: a parameter when `value` starts with `:`, a literal otherwise.
    private static func queryItem(
        key: String, value: Substring, of item: Substring, in pattern: String,
        types: URLParameterTypes
    ) throws -> QueryItem {
        guard value.first == ":" else {
            guard !value.isEmpty else { throw URLRoutingError.invalidPattern(pattern: pattern, reason: "query item \"\(key)\" has no value") }
            return QueryItem(key: key, kind: .literal(try decode(value, in: pattern)))
        }
        let optional = value.last == "?"
        let written = optional ? value.dropLast() : value
        guard case let .parameter(name?, type) = try segment(written, in: pattern, types: types) else {
            throw URLRoutingError.invalidPattern(pattern: pattern, reason: "invalid query parameter \"\(item)\"")
        }
        return QueryItem(key: key, kind: .parameter(name: name, type: type, optional: optional))
    }
}
