import Foundation

#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension RestorationSnapshot {
    /// Refuses data too large to restore or whose objects repeat a key, reading the text once
    /// with ``PositionedJSON``, the reader that keeps repeated keys, as route tables are read.
    static func checkShape(of data: Data) throws(RestorationError) {
        guard data.count <= maximumJSONByteCount else {
            throw .tooLarge("the JSON is \(data.count) bytes, more than the \(maximumJSONByteCount) a snapshot may have")
        }
        let document: PositionedJSON
        do {
            // The snapshot's object, its entries array and an entry's object hold the contexts.
            document = try PositionedJSON.parse(data, maxDepth: ServerRoute.defaultMaxNestingDepth + 3)
        } catch {
            throw RestorationError(
                .malformedSnapshot, reason: "the data is not a restoration snapshot: \(error.reason) at \(error.position)",
                underlyingError: error)
        }
        if let repeated = document.firstRepeatedKey() {
            throw RestorationError(
                .malformedSnapshot,
                reason:
                    "the data is not a restoration snapshot: the key \"\(URLRoutingError.excerpt(repeated.key))\" appears twice in one object, at \(repeated.keyPosition)"
            )
        }
        if case let .array(entries)? = document["entries"]?.value {
            try checkCount(entries.count)
        }
    }

    /// Refuses more than ``maximumEntryCount`` entries.
    static func checkCount(_ count: Int) throws(RestorationError) {
        guard count <= maximumEntryCount else {
            throw .tooLarge("the snapshot has \(count) entries, more than the \(maximumEntryCount) a snapshot may have")
        }
    }
}

extension RestorationError {
    /// The error of a snapshot over ``RestorationSnapshot/maximumEntryCount`` entries or
    /// ``RestorationSnapshot/maximumJSONByteCount`` bytes, whose entries were not looked at.
    static func tooLarge(_ reason: String) -> RestorationError {
        RestorationError(.invalidSnapshot, reason: reason, problems: [RestorationProblem(.tooLarge, reason: reason)])
    }
}
