import Foundation

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
/// RouterService reads it.
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

    /// Reads RouterService's `identifier|{json}` form, or a bare `identifier`.
    ///
    /// Only the shape is checked here: the fields are decoded when a registry resolves the route.
    ///
    /// - Throws: ``CodableRouteError/malformedServerRoute(excerpt:reason:)`` for an empty
    ///   identifier, nothing after the `|`, or fields that are not written as a JSON object.
    public init(parsing text: String) throws(CodableRouteError) {
        func malformed(_ reason: String) -> CodableRouteError {
            .malformedServerRoute(excerpt: URLRoutingError.excerpt(text), reason: reason)
        }
        guard let bar = text.firstIndex(of: "|") else {
            guard Self.isIdentifier(Substring(text)) else { throw malformed("the identifier is empty or holds spaces or control characters") }
            self.init(identifier: text)
            return
        }
        let identifier = text[..<bar]
        guard Self.isIdentifier(identifier) else { throw malformed("the identifier is empty or holds spaces or control characters") }
        let json = text[text.index(after: bar)...].trimmingCharacters(in: .whitespacesAndNewlines)
        guard !json.isEmpty else { throw malformed("nothing follows \"|\"") }
        guard json.first == "{", json.last == "}" else { throw malformed("the fields after \"|\" are not a JSON object") }
        self.init(identifier: String(identifier), parameters: Data(json.utf8))
    }

    /// The server form of `route`: its identifier and its fields encoded by `encoder`.
    ///
    /// - Parameter encoder: The encoder for the fields; by default one that sorts keys, so the
    ///   same route always gives the same text.
    /// - Throws: ``CodableRouteError/encodingFailed(identifier:reason:)``.
    public init<R: CodableRoute>(_ route: R, encoder: JSONEncoder? = nil) throws(CodableRouteError) {
        let encoder = encoder ?? Self.makeEncoder()
        do {
            self.init(identifier: R.identifier, parameters: try encoder.encode(route))
        } catch {
            throw .encodingFailed(identifier: R.identifier, reason: String(describing: error))
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
    /// - Throws: `DecodingError.dataCorrupted` for a string that is not a server route or an
    ///   envelope whose `parameters` is not an object, and the decoder's errors for other shapes.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.singleValueContainer(), let text = try? container.decode(String.self) {
            do {
                try self.init(parsing: text)
            } catch {
                throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
            }
            return
        }
        let container = try decoder.container(keyedBy: EnvelopeKeys.self)
        let identifier = try container.decode(String.self, forKey: .route)
        guard Self.isIdentifier(Substring(identifier)) else {
            throw DecodingError.dataCorruptedError(forKey: .route, in: container,
                                                   debugDescription: "the identifier is empty or holds spaces or control characters")
        }
        switch try container.decodeIfPresent(JSONValue.self, forKey: .parameters) {
        case nil, .null?:
            self.init(identifier: identifier)
        case let fields? where fields.isObject:
            do {
                self.init(identifier: identifier, parameters: try Self.makeEncoder().encode(fields))
            } catch {
                throw DecodingError.dataCorruptedError(forKey: .parameters, in: container, debugDescription: String(describing: error))
            }
        case .some:
            throw DecodingError.dataCorruptedError(forKey: .parameters, in: container, debugDescription: "the parameters are not a JSON object")
        }
    }

    /// Encodes the route as its ``serverString``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(serverString)
    }

    /// The fields to decode: the JSON sent, or an empty object.
    var fieldsJSON: Data { parameters ?? Data("{}".utf8) }

    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private static func isIdentifier(_ text: Substring) -> Bool {
        !text.isEmpty && !text.unicodeScalars.contains {
            $0.properties.isWhitespace || $0.properties.generalCategory == .control
        }
    }
}

extension JSONValue {
    /// Whether the value is a JSON object.
    var isObject: Bool {
        if case .object = self { true } else { false }
    }
}
