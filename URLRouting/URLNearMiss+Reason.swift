extension URLNearMiss {
    /// Why a near miss did not match: one of the static members, compared by identity.
    ///
    /// It is a struct rather than an enum so that new kinds can be added without breaking the
    /// `switch` statements of callers: compare with `==` against the members you handle and treat
    /// anything else as "did not match".
    public struct Reason: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case schemeMismatch, hostNotAllowed, literalMismatch, parameterType
            case tooFewSegments, tooManySegments, missingQueryItem, invalidQueryValue, declined
        }

        private let kind: Kind

        /// The URL's scheme is not the pattern's.
        public static let schemeMismatch = Reason(kind: .schemeMismatch)
        /// The URL is a universal link to a host outside the router's allow-list.
        public static let hostNotAllowed = Reason(kind: .hostNotAllowed)
        /// A segment of the URL is not the literal the pattern has there.
        public static let literalMismatch = Reason(kind: .literalMismatch)
        /// A segment of the URL is not a value of the typed parameter the pattern has there.
        public static let parameterType = Reason(kind: .parameterType)
        /// The URL ends before the pattern's required segments do.
        public static let tooFewSegments = Reason(kind: .tooFewSegments)
        /// The URL goes on after the pattern ends.
        public static let tooManySegments = Reason(kind: .tooManySegments)
        /// The pattern requires a query item the URL does not have.
        public static let missingQueryItem = Reason(kind: .missingQueryItem)
        /// A query item the pattern names has a value the pattern does not accept.
        public static let invalidQueryValue = Reason(kind: .invalidQueryValue)
        /// The URL matched the pattern, but the route's handler declined it by returning `nil`.
        public static let declined = Reason(kind: .declined)

        /// The member's name, as in `parameterType`.
        public var description: String {
            switch kind {
            case .schemeMismatch: "schemeMismatch"
            case .hostNotAllowed: "hostNotAllowed"
            case .literalMismatch: "literalMismatch"
            case .parameterType: "parameterType"
            case .tooFewSegments: "tooFewSegments"
            case .tooManySegments: "tooManySegments"
            case .missingQueryItem: "missingQueryItem"
            case .invalidQueryValue: "invalidQueryValue"
            case .declined: "declined"
            }
        }
    }
}
