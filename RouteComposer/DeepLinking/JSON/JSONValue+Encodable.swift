import Foundation

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension JSONValue: Encodable {
    /// Writes the value through `encoder`'s containers, so it nests inside whatever the encoder
    /// writes (a snapshot's entry) instead of being quoted as a string.
    ///
    /// This recurses once per level; the values written here were read by
    /// ``decode(from:maxDepth:)``, which bounds how deeply they nest.
    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case let .bool(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .number(text):
            var container = encoder.singleValueContainer()
            // The narrowest type that holds the digits, as `decode(from:maxDepth:)` read them.
            if let value = Int64(text) {
                try container.encode(value)
            } else if let value = UInt64(text) {
                try container.encode(value)
            } else if let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) {
                try container.encode(value)
            } else {
                try container.encode(Double(text) ?? 0)
            }
        case let .string(value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case let .array(elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case let .object(members):
            var container = encoder.container(keyedBy: Key.self)
            for member in members { try container.encode(member.value, forKey: Key(member.key)) }
        }
    }
}
