import Foundation

#if canImport(RouteComposerDeepLinking)
    import RouteComposerDeepLinking
#endif

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension RestorationSnapshot {
    /// One restorable screen of a snapshot: the identifier of the destination it was registered
    /// under and the context that destination is navigated to with.
    ///
    /// Encoded as `{"identifier": "product", "context": {"productID": "42"}}`; `context` is left
    /// out for destinations without a context, and for a context that encodes as `null`.
    public struct Entry: Codable, Hashable, Sendable, CustomStringConvertible {
        /// The identifier the destination was registered under.
        public let identifier: String
        let context: CanonicalJSON

        /// The entry's context as compact JSON with sorted keys, `"null"` for none.
        var contextJSON: String { context.text }

        init(identifier: String, context: CanonicalJSON) {
            self.identifier = identifier
            self.context = context
        }

        private enum CodingKeys: String, CodingKey {
            case identifier
            case context
        }

        /// Reads an entry; a missing or `null` context reads as `null`.
        ///
        /// - Throws: the decoder's errors for an entry without an identifier string, and
        ///   `DecodingError.dataCorrupted` for a context nested deeper than
        ///   ``ServerRoute/defaultMaxNestingDepth``.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            identifier = try container.decode(String.self, forKey: .identifier)
            context = try container.decodeIfPresent(CanonicalJSON.self, forKey: .context) ?? .null
        }

        /// Writes the identifier and, unless it is `null`, the context as nested JSON.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(identifier, forKey: .identifier)
            if !context.isNull { try container.encode(context, forKey: .context) }
        }

        /// `identifier` alone, or `identifier {json}`.
        public var description: String {
            context.isNull ? identifier : "\(identifier) \(context.text)"
        }
    }
}
