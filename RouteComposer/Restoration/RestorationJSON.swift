import Foundation

#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Any JSON value in its canonical text (compact, members sorted), so that a context read back
/// from a snapshot compares equal to the context that was written, whatever encoder carried it.
struct RestorationJSON: Codable, Hashable, Sendable {
    /// The canonical text.
    let text: String

    /// The value, kept to write it back nested rather than quoted.
    private let value: JSONValue

    /// `null`, the context of destinations that take none.
    static let null = RestorationJSON(.null)

    private init(_ value: JSONValue) {
        self.value = value
        self.text = value.text
    }

    /// Reads any value, refusing nesting deeper than ``ServerRoute/defaultMaxNestingDepth``.
    init(from decoder: any Decoder) throws {
        self.init(try JSONValue.decode(from: decoder, maxDepth: ServerRoute.defaultMaxNestingDepth))
    }

    func encode(to encoder: any Encoder) throws {
        try value.encode(to: encoder)
    }

    /// `value` encoded by `encoder`, then brought to the canonical text.
    static func encoding<Value: Encodable>(_ value: Value, with encoder: JSONEncoder) throws -> RestorationJSON {
        try JSONDecoder().decode(RestorationJSON.self, from: encoder.encode(value))
    }

    var isNull: Bool {
        if case .null = value { true } else { false }
    }

    /// The UTF-8 bytes of ``text``, for a `JSONDecoder`.
    var data: Data { Data(text.utf8) }

    static func == (lhs: RestorationJSON, rhs: RestorationJSON) -> Bool { lhs.text == rhs.text }

    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
