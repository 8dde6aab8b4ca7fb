import Foundation

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension ServerRoute {
    /// Reads a route sent as a JSON document of its own: an object
    /// `{"route": "identifier", "parameters": {…}}`, or a string in the `identifier|{json}` form.
    ///
    /// ``init(from:)`` sees the fields only through a decoder, which hands numbers over as binary
    /// values; this reads the text itself, so the fields are kept as the server wrote them,
    /// every digit of every number included.
    ///
    /// - Parameter maxNestingDepth: How many arrays and objects the fields may open inside one
    ///   another, their own object counting as the first.
    /// - Throws: ``DeepLinkError/malformedServerRoute(excerpt:reason:)`` for text that is not
    ///   JSON or has neither shape; ``DeepLinkError/nestingTooDeep(limit:)``.
    init(json: Data, maxNestingDepth: Int) throws(DeepLinkError) {
        func malformed(_ reason: String) -> DeepLinkError {
            .malformedServerRoute(excerpt: URLRoutingError.excerpt(String(decoding: json.prefix(400), as: UTF8.self)), reason: reason)
        }
        let document: PositionedJSON
        do {
            // The envelope's object is one level above the fields'.
            document = try PositionedJSON.parse(json, maxDepth: min(maxNestingDepth, Int.max - 1) + 1)
        } catch {
            switch error {
            case .syntax:
                throw malformed("not JSON: \(error.reason) at \(error.position)")
            case .tooDeep:
                throw .nestingTooDeep(limit: maxNestingDepth)
            }
        }
        switch document.value {
        case let .string(text):
            try self.init(parsing: text, maxNestingDepth: maxNestingDepth)
        case .object:
            guard let route = document["route"] else { throw malformed("route: missing key \"route\"") }
            guard case let .string(identifier) = route.value else { throw malformed("route: expected a string") }
            guard Self.isIdentifier(Substring(identifier)) else {
                throw malformed("route: the identifier is empty or holds spaces or control characters")
            }
            guard let fields = document["parameters"], !fields.isNull else {
                self.init(identifier: identifier)
                return
            }
            guard case .object = fields.value else { throw malformed("parameters: the parameters are not a JSON object") }
            let start = json.startIndex + fields.bytes.lowerBound
            self.init(identifier: identifier, parameters: Data(json[start..<(start + fields.bytes.count)]))
        default:
            throw malformed("expected a JSON object, or a string in the form identifier|{json}")
        }
    }
}
