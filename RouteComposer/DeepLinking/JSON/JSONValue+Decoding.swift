import Foundation

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension JSONValue {
    /// What a decoder holds: a container to go through, or a value that holds no other.
    private enum Slot {
        case value(JSONValue)
        case object(KeyedDecodingContainer<Key>)
        case array(any UnkeyedDecodingContainer)
    }

    /// An object or array whose members are being read.
    private struct OpenContainer {
        private enum Source {
            case object(KeyedDecodingContainer<Key>, keys: [Key])
            case array(any UnkeyedDecodingContainer)
        }

        private var source: Source
        private var nextKey = 0
        private var members: [(key: String, value: JSONValue)] = []
        private var elements: [JSONValue] = []

        init(_ slot: KeyedDecodingContainer<Key>) { source = .object(slot, keys: slot.allKeys) }
        init(_ slot: any UnkeyedDecodingContainer) { source = .array(slot) }

        /// The member or element after the last one read, or `nil` when there is none left.
        mutating func next() throws -> Slot? {
            switch source {
            case let .object(container, keys):
                guard nextKey < keys.count else { return nil }
                nextKey += 1
                return try JSONValue.read(container.superDecoder(forKey: keys[nextKey - 1]))
            case var .array(container):
                guard !container.isAtEnd else { return nil }
                let decoder = try container.superDecoder()
                source = .array(container)
                return try JSONValue.read(decoder)
            }
        }

        /// Keeps `value` as the member or element ``next()`` last returned.
        mutating func append(_ value: JSONValue) {
            switch source {
            case let .object(_, keys): members.append((keys[nextKey - 1].stringValue, value))
            case .array: elements.append(value)
            }
        }

        /// The object or array, with the members or elements read.
        var value: JSONValue {
            switch source {
            case .object: .object(members)
            case .array: .array(elements)
            }
        }
    }

    /// Reads the value `decoder` holds, whatever it is, keeping the containers it goes through
    /// on a stack of its own: how deeply the value nests costs memory, never the thread's stack.
    ///
    /// Numbers are read as the first of `Int64`, `UInt64`, `Decimal` and `Double` that holds
    /// them, and kept as the text of that value: `JSONDecoder` reads a `Decimal` from the digits
    /// written, so numbers of up to 38 significant digits keep every one of them.
    ///
    /// - Parameter maxDepth: How many arrays and objects may be open inside one another, the
    ///   value itself counting as the first when it is one.
    /// - Throws: `DecodingError.dataCorrupted`, with ``DeepLinkError/nestingTooDeep(limit:)``
    ///   as its underlying error, for nesting past `maxDepth`; the decoder's errors otherwise.
    package static func decode(from decoder: any Decoder, maxDepth: Int) throws -> JSONValue {
        var open: [OpenContainer] = []
        var slot = try read(decoder)
        while true {
            switch slot {
            case let .value(value):
                guard !open.isEmpty else { return value }
                open[open.count - 1].append(value)
            case let .object(container):
                guard open.count < maxDepth else { throw tooDeep(container.codingPath, limit: maxDepth) }
                open.append(OpenContainer(container))
            case let .array(container):
                guard open.count < maxDepth else { throw tooDeep(container.codingPath, limit: maxDepth) }
                open.append(OpenContainer(container))
            }
            // `open` is not empty here: a value went into its innermost container, or a container was opened.
            if let next = try open[open.count - 1].next() {
                slot = next
            } else {
                slot = .value(open.removeLast().value)
            }
        }
    }

    private static func tooDeep(_ codingPath: [any CodingKey], limit: Int) -> DecodingError {
        let error = DeepLinkError.nestingTooDeep(limit: limit)
        return .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: error.description, underlyingError: error))
    }

    /// What `decoder` holds. Only containers are asked for, so nothing here descends into them.
    private static func read(_ decoder: any Decoder) throws -> Slot {
        if let container = try? decoder.container(keyedBy: Key.self) { return .object(container) }
        if let container = try? decoder.unkeyedContainer() { return .array(container) }
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { return .value(.null) }
        if let value = try? container.decode(Bool.self) { return .value(.bool(value)) }
        if let value = try? container.decode(Int64.self) { return .value(.number(String(value))) }
        if let value = try? container.decode(UInt64.self) { return .value(.number(String(value))) }
        if let value = try? container.decode(Decimal.self), !value.isNaN { return .value(.number(value.description)) }
        if let value = try? container.decode(Double.self), value.isFinite { return .value(.number(String(value))) }
        return .value(.string(try container.decode(String.self)))
    }
}
