extension URLRoutingError {
    /// The kind of a ``URLRoutingError``: one of the static members, compared with `==`.
    ///
    /// A struct rather than an enum, so that codes can be added without breaking the `switch`
    /// statements of callers: switch over the codes you handle and keep a `default` branch.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        /// The member's name, which is also its identity.
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        // MARK: Registration

        /// The pattern does not follow the pattern syntax.
        public static let invalidPattern = Code("invalidPattern")
        /// The pattern names a parameter type that is not in the router's ``URLParameterTypes``.
        public static let unknownParameterType = Code("unknownParameterType")
        /// Two patterns match exactly the same URLs.
        public static let conflictingPatterns = Code("conflictingPatterns")
        /// The pattern has more segments than a URL may have.
        public static let tooManyPatternSegments = Code("tooManyPatternSegments")
        /// An `https` host is not in the universal-link allow-list.
        public static let hostNotAllowed = Code("hostNotAllowed")

        // MARK: Hostile or malformed input

        /// The URL is longer than ``URLRouterLimits/maxURLLength``.
        public static let urlTooLong = Code("urlTooLong")
        /// The URL has more segments than ``URLRouterLimits/maxSegments``.
        public static let tooManySegments = Code("tooManySegments")
        /// The URL has more query items than ``URLRouterLimits/maxQueryItems``.
        public static let tooManyQueryItems = Code("tooManyQueryItems")
        /// A query key nests brackets deeper than ``URLRouterLimits/maxQueryNesting``.
        public static let queryTooDeeplyNested = Code("queryTooDeeplyNested")
        /// A percent-escape is malformed or does not decode to UTF-8.
        public static let invalidPercentEncoding = Code("invalidPercentEncoding")
        /// The URL holds a control character.
        public static let controlCharacter = Code("controlCharacter")
        /// The text is not an absolute `scheme://…` URL.
        public static let malformedURL = Code("malformedURL")

        // MARK: Routing

        /// No route matched the URL, or every route that matched declined it.
        public static let noMatchingRoute = Code("noMatchingRoute")

        // MARK: Reverse routing

        /// Building a URL needs a parameter that was not given.
        public static let missingParameter = Code("missingParameter")
        /// A value given to build a URL is not valid for its parameter.
        public static let invalidParameterValue = Code("invalidParameterValue")
        /// No route can build a URL for the destination.
        public static let noReverseRoute = Code("noReverseRoute")

        /// The member's name, as in `noMatchingRoute`.
        public var description: String { name }

        /// Whether `error` is a ``URLRoutingError`` with this code, so that a code can be a pattern:
        /// `catch URLRoutingError.Code.invalidPercentEncoding` or `if case Code.urlTooLong = error`.
        public static func ~= (code: Code, error: any Error) -> Bool {
            (error as? URLRoutingError)?.code == code
        }
    }
}
