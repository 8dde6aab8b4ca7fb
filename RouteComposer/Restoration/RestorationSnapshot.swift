import Foundation

#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// What the user sees, as an ordered list of restorable destinations with their contexts: the
/// value an app stores in its scene's state-restoration activity and navigates back to after a
/// relaunch. Take one with ``RestorationRegistry/snapshot(of:)`` and
/// restore it with ``Router/restore(_:using:animated:)``.
///
/// ## Format
///
/// A snapshot is `Codable`; ``jsonData()`` writes it as
///
/// ```json
/// {"entries":[{"identifier":"home"},
///             {"context":{"productID":"42"},"identifier":"product"}],
///  "formatVersion":1}
/// ```
///
/// ``formatVersion`` comes first in meaning: a reader checks it before it looks at the entries.
/// A snapshot of an unknown version still decodes, without its entries (they may have another
/// shape), and restoring it fails with ``ProblemCode/unsupportedFormatVersion``
/// before anything is navigated. Contexts are nested JSON, written with sorted keys, so the same
/// screens always give the same bytes.
///
/// Two snapshots are equal when they restore the same way: the same version and entries.
/// ``diagnostics`` take no part in equality and are not encoded.
public struct RestorationSnapshot: Codable, Hashable, Sendable, CustomStringConvertible {
    /// The format this version of RouteComposer writes and reads: 1.
    public static let currentFormatVersion = 1

    /// The most entries a snapshot may have to be restored: 1,000, far more screens than a user
    /// leaves stacked. Each entry is one navigation, so a larger snapshot, from a damaged store
    /// or a hostile Handoff activity, is refused before anything is navigated.
    public static let maximumEntryCount = 1_000

    /// The most bytes of JSON ``init(jsonData:)`` reads: 1 MiB, a thousand entries with contexts
    /// of a kilobyte each. Larger data is refused before it is parsed.
    public static let maximumJSONByteCount = 1 << 20

    /// The format the snapshot was written in.
    public let formatVersion: Int
    /// The restorable screens, in the order they are navigated to when restoring; see
    /// ``RestorationRegistry/snapshot(of:)`` for the order.
    public let entries: [Entry]
    /// The controllers on screen the snapshot left out, and why, in the order they were reached.
    /// Empty for a decoded snapshot.
    public let diagnostics: [RestorationDiagnostic]

    init(formatVersion: Int = RestorationSnapshot.currentFormatVersion, entries: [Entry], diagnostics: [RestorationDiagnostic] = []) {
        self.formatVersion = formatVersion
        self.entries = entries
        self.diagnostics = diagnostics
    }

    private enum CodingKeys: String, CodingKey {
        case formatVersion
        case entries
    }

    /// Reads a snapshot. The entries of a snapshot whose ``formatVersion`` is not
    /// ``currentFormatVersion`` are not read.
    ///
    /// - Throws: the decoder's errors when `formatVersion` is missing, or when a snapshot of the
    ///   current version has no `entries` array or an entry without an `identifier`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        formatVersion = try container.decode(Int.self, forKey: .formatVersion)
        entries = formatVersion == Self.currentFormatVersion ? try container.decode([Entry].self, forKey: .entries) : []
        diagnostics = []
    }

    /// Writes the version and the entries.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(formatVersion, forKey: .formatVersion)
        try container.encode(entries, forKey: .entries)
    }

    /// Reads a snapshot from the JSON ``jsonData()`` writes, such as the data of a state
    /// restoration or Handoff activity.
    ///
    /// The size is checked first, then the text is read once for its shape, before any entry is
    /// decoded: data over ``maximumJSONByteCount`` bytes or with more than ``maximumEntryCount``
    /// entries costs no more to refuse than the limits.
    ///
    /// - Throws: ``ProblemCode/invalidSnapshot`` with one
    ///   ``ProblemCode/tooLarge`` problem for data over ``maximumJSONByteCount``
    ///   bytes or with more than ``maximumEntryCount`` entries;
    ///   ``ProblemCode/malformedSnapshot`` for data that is not JSON, repeats a key
    ///   in an object (which of the two a reader keeps is not defined), or does not have a
    ///   snapshot's shape, with the decoder's error as the underlying error. An unknown version
    ///   is not an error here: ``Router/restore(_:using:animated:)`` reports it.
    public init(jsonData data: Data) throws(RestorationError) {
        try Self.checkShape(of: data)
        do {
            self = try JSONDecoder().decode(RestorationSnapshot.self, from: data)
        } catch {
            let reason: String
            if let decodingError = error as? DecodingError {
                let (path, text) = ContextCoding.describe(decodingError)
                reason = path.isEmpty ? text : "at \(path): \(text)"
            } else {
                reason = String(describing: error)
            }
            throw RestorationError(.malformedSnapshot, reason: "the data is not a restoration snapshot: \(reason)", underlyingError: error)
        }
    }

    /// The snapshot as compact UTF-8 JSON with sorted keys.
    ///
    /// - Complexity: O(n) in the size of the entries' contexts.
    /// - Throws: the encoder's error; none is expected, since every context was encoded once already.
    public func jsonData() throws -> Data {
        try ServerRoute.makeEncoder().encode(self)
    }

    /// True when both have the same ``formatVersion`` and ``entries``; ``diagnostics`` are ignored.
    public static func == (lhs: RestorationSnapshot, rhs: RestorationSnapshot) -> Bool {
        lhs.formatVersion == rhs.formatVersion && lhs.entries == rhs.entries
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(formatVersion)
        hasher.combine(entries)
    }

    /// The version and the entries, one a line.
    public var description: String {
        "restoration snapshot (format \(formatVersion)), \(entries.count) entr\(entries.count == 1 ? "y" : "ies")"
            + entries.map { "\n  \($0)" }.joined()
    }
}
