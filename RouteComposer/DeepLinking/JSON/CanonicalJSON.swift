import Foundation

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Any JSON value in its canonical text (compact, members sorted), so that a value read back
/// compares equal to the value that was written, whatever encoder carried it: how restoration
/// keeps a screen's context in a snapshot.
package struct CanonicalJSON: Codable, Hashable, Sendable {
    /// The canonical text.
    package let text: String

    /// The value, kept to write it back nested rather than quoted.
    private let value: JSONValue

    /// `null`, the context of destinations that take none.
    package static let null = CanonicalJSON(.null)

    private init(_ value: JSONValue) {
        self.value = value
        self.text = value.text
    }

    /// Reads any value, refusing nesting deeper than ``JSONNesting/defaultLimit``.
    package init(from decoder: any Decoder) throws {
        self.init(try JSONValue.decode(from: decoder, maxDepth: JSONNesting.defaultLimit))
    }

    package func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }

    /// The JSON text `json`, brought to the canonical text.
    ///
    /// - Throws: the decoder's error for text that is not JSON or nests deeper than
    ///   ``JSONNesting/defaultLimit``.
    package init(json: Data) throws {
        self = try JSONDecoder().decode(CanonicalJSON.self, from: json)
    }

    package var isNull: Bool { value.isNull }

    /// The UTF-8 bytes of ``text``, for a `JSONDecoder`.
    package var data: Data { Data(text.utf8) }

    package static func == (lhs: CanonicalJSON, rhs: CanonicalJSON) -> Bool { lhs.text == rhs.text }

    package func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
