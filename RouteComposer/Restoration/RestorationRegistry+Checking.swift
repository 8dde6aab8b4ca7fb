import Foundation

#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension RestorationRegistry {
    /// The destinations `snapshot` restores, one per entry and in entry order, with their
    /// contexts decoded; nothing is navigated.
    ///
    /// Every entry is checked, so one error reports every problem of the snapshot.
    ///
    /// - Complexity: O(n) in the size of the entries, plus decoding their contexts.
    /// - Throws: ``ProblemCode/unsupportedFormatVersion`` for a snapshot of another
    ///   format (its entries are not looked at); ``ProblemCode/invalidSnapshot`` with
    ///   one ``ProblemCode/tooLarge`` problem for more than
    ///   ``RestorationSnapshot/maximumEntryCount`` entries (not looked at either), else with
    ///   a ``RestorationProblem`` for each entry whose identifier is unknown or whose context
    ///   does not decode.
    public func destinations(for snapshot: RestorationSnapshot) throws(RestorationError) -> [AnyDestination] {
        guard snapshot.formatVersion == RestorationSnapshot.currentFormatVersion else {
            let reason =
                "the snapshot is in format \(snapshot.formatVersion); this version of RouteComposer reads format \(RestorationSnapshot.currentFormatVersion)"
            throw RestorationError(
                .unsupportedFormatVersion, reason: reason,
                problems: [RestorationProblem(.unsupportedFormatVersion, reason: reason)])
        }
        // Before any entry: a snapshot too large to restore is refused at the cost of the limit.
        try RestorationSnapshot.checkCount(snapshot.entries.count)
        var destinations: [AnyDestination] = []
        var problems: [RestorationProblem] = []
        for (index, entry) in snapshot.entries.enumerated() {
            guard let registration = registrations[entry.identifier] else {
                problems.append(
                    RestorationProblem(
                        .unknownIdentifier, entryIndex: index, identifier: entry.identifier,
                        reason: "no destination is registered as \"\(URLRoutingError.excerpt(entry.identifier))\""))
                continue
            }
            do {
                destinations.append(try registration.destination(entry.context, decoder))
            } catch {
                problems.append(
                    RestorationProblem(
                        .undecodableContext, entryIndex: index, identifier: error.key,
                        codingPath: error.codingPath, reason: error.reason))
            }
        }
        guard problems.isEmpty else {
            throw RestorationError(
                .invalidSnapshot, reason: "\(problems.count) of the snapshot's \(snapshot.entries.count) entries cannot be restored",
                problems: problems)
        }
        return destinations
    }
}
