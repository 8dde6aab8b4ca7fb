#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

extension DeepLinkError {
    /// The `decodingFailed` error for `error`, raised while decoding the route `identifier`.
    static func decoding(_ error: any Error, identifier: String) -> DeepLinkError {
        guard let error = error as? DecodingError else {
            return .decodingFailed(identifier: identifier, codingPath: "", reason: String(describing: error))
        }
        let (path, reason) = describe(error)
        return .decodingFailed(identifier: identifier, codingPath: path, reason: reason)
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
