import Foundation

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// A route as a server sends it, not yet decoded: an identifier and the JSON of the route's fields.
///
/// Put it in a backend response model and resolve it later with a ``CodableRouteRegistry``; it
/// decodes without the registry, so the response can be decoded by any `JSONDecoder`. It reads
/// either of two shapes:
///
/// - **RouterService's string**, `"identifier|{json}"`: the text up to the first `|` is the
///   identifier, the rest is a JSON object with the route's fields. A route without fields may
///   be written as the identifier alone, `"cart"`, which reads as `"cart|{}"`. (RouterService
///   itself always writes the `|{…}` part; accepting the bare identifier is an extension.)
/// - **A JSON object**, `{"route": "identifier", "parameters": {…}}`: `parameters` may be
///   missing or `null` for a route without fields; other keys are ignored.
///
/// ```swift
/// struct ProfileResponse: Decodable {
///     let title: String
///     let next: ServerRoute       // "profile|{\"userID\": 7}" or {"route": "profile", "parameters": {"userID": 7}}
/// }
/// let response = try JSONDecoder().decode(ProfileResponse.self, from: data)
/// try router.navigate(to: response.next, using: routes)
/// ```
///
/// It encodes as the string form, so a route read from either shape is written the way
/// RouterService reads it. Numbers keep their digits: the string form keeps the text as sent,
/// and the object form writes back the number a `Decimal` reads, exact to 38 significant digits.
///
/// ## Hostile input
///
/// A route's fields may open arrays and objects inside one another at most
/// ``defaultMaxNestingDepth`` (256) levels deep, the fields' own object counting as the first.
/// Deeper routes are refused with ``DeepLinkError/nestingTooDeep(limit:)`` before anything
/// descends into them, so no route can exhaust the stack of the thread that reads it.
public struct ServerRoute: Codable, Sendable, CustomStringConvertible {
    /// The identifier of the route's type, ``CodableRoute/identifier``.
    public let identifier: String
    /// The UTF-8 JSON of the route's fields, or `nil` for a route sent without fields.
    public let parameters: Data?

    /// A route named `identifier` whose fields are the JSON object `parameters`.
    public init(identifier: String, parameters: Data? = nil) {
        self.identifier = identifier
        self.parameters = parameters
    }

    /// How deeply a route's fields may nest unless the reader says otherwise: 256 levels.
    public static let defaultMaxNestingDepth = JSONNesting.defaultLimit

    /// The key of a decoder's `userInfo` under which an `Int` sets how deeply the fields of the
    /// routes it decodes may nest, in place of ``defaultMaxNestingDepth``.
    ///
    /// ```swift
    /// decoder.userInfo[ServerRoute.maxNestingDepthKey] = 32
    /// ```
    // The initializer cannot fail: it is failable only to conform to `RawRepresentable`.
    public static let maxNestingDepthKey = CodingUserInfoKey(rawValue: "RouteComposer.ServerRoute.maxNestingDepth")!

    /// Reads RouterService's `identifier|{json}` form, or a bare `identifier`.
    ///
    /// The identifier ends at the first `|`, found among the text's Unicode scalars: a combining
    /// mark after the `|` belongs to the fields, never to the separator. Only the shape and the
    /// nesting are checked here: the fields are decoded when a registry resolves the route.
    ///
    /// - Parameters:
    ///   - text: The server's string.
    ///   - maxNestingDepth: How many arrays and objects the fields may open inside one
    ///     another, their own object counting as the first.
    /// - Throws: ``DeepLinkError/malformedServerRoute(excerpt:reason:)`` for an empty
    ///   identifier, nothing after the `|`, or fields that are not written as a JSON object;
    ///   ``DeepLinkError/nestingTooDeep(limit:)`` for fields nested deeper than `maxNestingDepth`.
    public init(parsing text: String, maxNestingDepth: Int = ServerRoute.defaultMaxNestingDepth) throws(DeepLinkError) {
        func malformed(_ reason: String) -> DeepLinkError {
            .malformedServerRoute(excerpt: URLRoutingError.excerpt(text), reason: reason)
        }
        // Scalars, not characters: a grapheme cluster such as "|\u{301}" hides the "|" from a
        // search by character, and would move the split.
        let scalars = text.unicodeScalars
        guard let bar = scalars.firstIndex(of: "|") else {
            guard Self.isIdentifier(Substring(text)) else { throw malformed("the identifier is empty or holds spaces or control characters") }
            self.init(identifier: text)
            return
        }
        let identifier = Substring(scalars[..<bar])
        guard Self.isIdentifier(identifier) else { throw malformed("the identifier is empty or holds spaces or control characters") }
        var json = scalars[scalars.index(after: bar)...]
        while let first = json.first, CharacterSet.whitespacesAndNewlines.contains(first) { json.removeFirst() }
        while let last = json.last, CharacterSet.whitespacesAndNewlines.contains(last) { json.removeLast() }
        guard !json.isEmpty else { throw malformed("nothing follows \"|\"") }
        guard json.first == "{", json.last == "}" else { throw malformed("the fields after \"|\" are not a JSON object") }
        let fields = Data(Substring(json).utf8)
        guard !JSONNesting.exceeds(maxNestingDepth, in: fields) else { throw .nestingTooDeep(limit: maxNestingDepth) }
        self.init(identifier: String(identifier), parameters: fields)
    }

    /// The server form of `route`: its identifier and its fields encoded by `encoder`.
    ///
    /// - Parameters:
    ///   - route: The route to write.
    ///   - encoder: The encoder for the fields; by default one that sorts keys, so the
    ///     same route always gives the same text.
    /// - Throws: ``DeepLinkError/encodingFailed(identifier:reason:)``.
    public init<R: CodableRoute>(_ route: R, encoder: JSONEncoder? = nil) throws(DeepLinkError) {
        let encoder = encoder ?? Self.makeEncoder()
        do {
            self.init(identifier: R.identifier, parameters: try ContextCoding.encode(route, for: R.identifier, with: encoder))
        } catch {
            throw .encodingFailed(identifier: error.key, reason: error.reason)
        }
    }

    /// RouterService's form of the route, `identifier|{json}`; `{}` stands for missing fields.
    public var serverString: String {
        let json = parameters.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        return "\(identifier)|\(json)"
    }

    public var description: String { serverString }

    private enum EnvelopeKeys: String, CodingKey {
        case route
        case parameters
    }

    /// Decodes either shape; see the type's documentation.
    ///
    /// The fields may nest as deeply as the `Int` under ``maxNestingDepthKey`` in the decoder's
    /// `userInfo` allows, ``defaultMaxNestingDepth`` without one. The fields of the object form
    /// are read through the decoder's containers without recursion, then written back as
    /// compact JSON with sorted keys.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a string that is not a server route, an
    ///   envelope whose `parameters` is not an object, or fields nested too deeply (the context's
    ///   underlying error is then the ``DeepLinkError``), and the decoder's errors for other shapes.
    public init(from decoder: any Decoder) throws {
        let maxNestingDepth = decoder.userInfo[Self.maxNestingDepthKey] as? Int ?? Self.defaultMaxNestingDepth
        if let container = try? decoder.singleValueContainer(), let text = try? container.decode(String.self) {
            do {
                try self.init(parsing: text, maxNestingDepth: maxNestingDepth)
            } catch {
                throw DecodingError.dataCorrupted(
                    DecodingError.Context(
                        codingPath: decoder.codingPath, debugDescription: error.description,
                        underlyingError: error))
            }
            return
        }
        let container = try decoder.container(keyedBy: EnvelopeKeys.self)
        let identifier = try container.decode(String.self, forKey: .route)
        guard Self.isIdentifier(Substring(identifier)) else {
            throw DecodingError.dataCorruptedError(
                forKey: .route, in: container,
                debugDescription: "the identifier is empty or holds spaces or control characters")
        }
        guard container.contains(.parameters), try !container.decodeNil(forKey: .parameters) else {
            self.init(identifier: identifier)
            return
        }
        let fields = try JSONValue.decode(from: container.superDecoder(forKey: .parameters), maxDepth: maxNestingDepth)
        guard fields.isObject else {
            throw DecodingError.dataCorruptedError(forKey: .parameters, in: container, debugDescription: "the parameters are not a JSON object")
        }
        self.init(identifier: identifier, parameters: Data(fields.text.utf8))
    }

    /// Encodes the route as its ``serverString``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(serverString)
    }

    /// The fields to decode: the JSON sent, or an empty object.
    package var fieldsJSON: Data { parameters ?? Data("{}".utf8) }

    package static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    package static func isIdentifier(_ text: Substring) -> Bool {
        !text.isEmpty
            && !text.unicodeScalars.contains {
                $0.properties.isWhitespace || $0.properties.generalCategory == .control
            }
    }
}
