// What each kind of error carries, as properties: `nil` (or empty) for the kinds that do not
// carry it, so that a new kind can carry any of them, or new ones, without breaking callers.
extension URLRoutingError {
    /// The pattern, whole, for ``Code/invalidPattern``, ``Code/unknownParameterType``,
    /// ``Code/missingParameter`` and ``Code/invalidParameterValue``; an excerpt of it for
    /// ``Code/tooManyPatternSegments``.
    public var pattern: String? {
        switch storage {
        case let .invalidPattern(pattern, _), let .unknownParameterType(pattern, _),
            let .tooManyPatternSegments(pattern, _, _), let .missingParameter(_, pattern),
            let .invalidParameterValue(_, _, pattern):
            pattern
        default: nil
        }
    }

    /// Why the pattern (``Code/invalidPattern``) or the URL (``Code/malformedURL``) cannot be read.
    public var reason: String? {
        switch storage {
        case let .invalidPattern(_, reason), let .malformedURL(reason): reason
        default: nil
        }
    }

    /// The parameter type's name that no ``URLParameterTypes`` entry has, for ``Code/unknownParameterType``.
    public var type: String? {
        if case let .unknownParameterType(_, type) = storage { type } else { nil }
    }

    /// The pattern registered first, for ``Code/conflictingPatterns``.
    public var existing: String? {
        if case let .conflictingPatterns(existing, _) = storage { existing } else { nil }
    }

    /// The pattern refused for matching the same URLs as ``existing``, for ``Code/conflictingPatterns``.
    public var new: String? {
        if case let .conflictingPatterns(_, new) = storage { new } else { nil }
    }

    /// The number of segments the pattern has, for ``Code/tooManyPatternSegments``.
    public var count: Int? {
        if case let .tooManyPatternSegments(_, count, _) = storage { count } else { nil }
    }

    /// The limit that was exceeded, for ``Code/tooManyPatternSegments``, ``Code/urlTooLong``,
    /// ``Code/tooManySegments``, ``Code/tooManyQueryItems`` and ``Code/queryTooDeeplyNested``.
    public var limit: Int? {
        switch storage {
        case let .tooManyPatternSegments(_, _, limit), let .urlTooLong(_, limit), let .tooManySegments(limit),
            let .tooManyQueryItems(limit), let .queryTooDeeplyNested(_, limit):
            limit
        default: nil
        }
    }

    /// The universal-link host outside the allow-list, for ``Code/hostNotAllowed``.
    public var host: String? {
        if case let .hostNotAllowed(host) = storage { host } else { nil }
    }

    /// The URL's UTF-8 length, for ``Code/urlTooLong``.
    public var length: Int? {
        if case let .urlTooLong(length, _) = storage { length } else { nil }
    }

    /// How deep the query key nests, for ``Code/queryTooDeeplyNested``.
    public var depth: Int? {
        if case let .queryTooDeeplyNested(depth, _) = storage { depth } else { nil }
    }

    /// The UTF-8 offset in the URL: of the component with the bad escape for
    /// ``Code/invalidPercentEncoding``, of the character for ``Code/controlCharacter``.
    public var offset: Int? {
        switch storage {
        case let .invalidPercentEncoding(offset), let .controlCharacter(offset): offset
        default: nil
        }
    }

    /// An excerpt of the URL that matched no route, for ``Code/noMatchingRoute``.
    public var url: String? {
        if case let .noMatchingRoute(url, _) = storage { url } else { nil }
    }

    /// The routes that came closest to matching, at most three, closest first, for
    /// ``Code/noMatchingRoute``; empty for the other codes.
    public var nearMisses: [URLNearMiss] {
        if case let .noMatchingRoute(_, nearMisses) = storage { nearMisses } else { [] }
    }

    /// The parameter's name, for ``Code/missingParameter`` and ``Code/invalidParameterValue``.
    public var name: String? {
        switch storage {
        case let .missingParameter(name, _), let .invalidParameterValue(name, _, _): name
        default: nil
        }
    }

    /// The value refused, as an excerpt, for ``Code/invalidParameterValue``.
    public var value: String? {
        if case let .invalidParameterValue(_, value, _) = storage { value } else { nil }
    }

    /// What the destination without a reverse route was, for ``Code/noReverseRoute``.
    public var destination: String? {
        if case let .noReverseRoute(destination) = storage { destination } else { nil }
    }
}
