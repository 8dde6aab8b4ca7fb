#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Any JSON value: what lets ``ServerRoute`` keep a route's fields, read from a JSON object
/// through a `Decoder`, until the registry knows which type to decode them as.
///
/// Nothing that reads, writes or walks a value recurses: a server chooses how deeply its JSON
/// nests, and a thread's stack is small (512 KiB for a secondary thread on iOS). Values are read
/// with ``decode(from:maxDepth:)``, which refuses nesting past a limit, and written with
/// ``text``. Releasing a value does recurse, once per level, which the limit on reading bounds.
package enum JSONValue: Sendable {
    case null
    case bool(Bool)
    /// A number as JSON text, so that no digit is lost to a binary floating-point type.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// The members in the order the decoder listed them.
    case object([(key: String, value: JSONValue)])

    /// Whether the value is a JSON object.
    var isObject: Bool {
        if case .object = self { true } else { false }
    }

    /// Whether the value is `null`.
    var isNull: Bool {
        if case .null = self { true } else { false }
    }

    /// A key of any name, for objects whose keys are not known in advance: how members are
    /// read and written through a decoder's or an encoder's containers.
    struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
