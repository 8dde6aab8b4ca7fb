import Foundation

#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// How every registry writes the context of an entry as JSON and reads it back: the fields of a
/// server route (``CodableRouteRegistry``, ``ServerRoute``, the module routes' `AnyRoute`) and the
/// contexts of restoration snapshots. Each registry turns a ``ContextCodingFailure`` into its own
/// public error, which names the entry's key as the failure does.
package enum ContextCoding {
    /// `context` as JSON, written by `encoder`.
    ///
    /// - Parameter key: The key of the entry whose context it is, for the failure to name.
    /// - Throws: the failure wrapping the encoder's error.
    package static func encode<Context: Encodable>(
        _ context: Context, for key: String, with encoder: JSONEncoder
    ) throws(ContextCodingFailure) -> Data {
        do {
            return try encoder.encode(context)
        } catch {
            // An encoding error's path is not reported: the value that failed is the app's own.
            throw ContextCodingFailure(
                key: key, contextType: String(reflecting: Context.self), codingPath: "",
                reason: String(describing: error), underlyingError: error)
        }
    }

    /// The `Context` that `json` holds, read by `decoder`.
    ///
    /// - Parameter key: The key of the entry whose context it is, for the failure to name.
    /// - Throws: the failure wrapping the decoder's error, with the coding path of the field at
    ///   fault when the error is a `DecodingError`.
    package static func decode<Context: Decodable>(
        _: Context.Type, for key: String, from json: Data, with decoder: JSONDecoder
    ) throws(ContextCodingFailure) -> Context {
        do {
            return try decoder.decode(Context.self, from: json)
        } catch {
            var codingPath = ""
            var reason = String(describing: error)
            if let error = error as? DecodingError {
                (codingPath, reason) = describe(error)
            }
            throw ContextCodingFailure(
                key: key, contextType: String(reflecting: Context.self), codingPath: codingPath,
                reason: reason, underlyingError: error)
        }
    }

    /// The coding path of `error` written as `a.b[2].c`, and a one-line description of it.
    package static func describe(_ error: DecodingError) -> (path: String, reason: String) {
        switch error {
        case let .typeMismatch(type, context):
            return (path(context.codingPath), "expected \(type): \(context.debugDescription)")
        case let .valueNotFound(type, context):
            return (path(context.codingPath), "expected \(type), found null: \(context.debugDescription)")
        case let .keyNotFound(key, context):
            return (path(context.codingPath + [key]), "missing key \"\(key.stringValue)\"")
        case let .dataCorrupted(context):
            return (path(context.codingPath), context.debugDescription)
        @unknown default:
            return ("", String(describing: error))
        }
    }

    /// `keys` written as a path: names joined with `.`, array positions as `[n]`.
    static func path(_ keys: [any CodingKey]) -> String {
        var result = ""
        for key in keys {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == String(index) {
                result += "[\(index)]"
            } else {
                if !result.isEmpty { result += "." }
                result += key.stringValue
            }
        }
        return result
    }
}

/// Why the context of an entry could not be written as JSON or read back.
package struct ContextCodingFailure: Error {
    /// The key of the entry whose context it is: a route's identifier, a restoration identifier.
    package let key: String
    /// The name of the type the context was encoded from or decoded as.
    package let contextType: String
    /// Where in the context's JSON the decoder stopped, as `variant.sizes[1]`; empty when the
    /// JSON as a whole is at fault, and for a context that did not encode.
    package let codingPath: String
    /// What went wrong, in one line.
    package let reason: String
    /// The encoder's or decoder's error.
    package let underlyingError: any Error
}
