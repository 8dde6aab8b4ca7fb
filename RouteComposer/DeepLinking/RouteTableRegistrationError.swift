#if canImport(RouteComposerCore)
    import RouteComposerCore
#endif

/// Why a destination could not be registered in a ``RouteTable``.
///
/// A struct rather than an enum, so that later versions can add failures without breaking an
/// app's `switch`: compare ``code`` with the static members of ``ProblemCode``, or the whole error with
/// the static functions, as in `error == .duplicateDestination("cart")`.
public struct RouteTableRegistrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of failure it is.
    public let code: ProblemCode
    /// The destination name the registration was for.
    public let name: String

    private init(_ code: ProblemCode, name: String) {
        self.code = code
        self.name = name
    }

    /// A destination is already registered under `name`.
    public static func duplicateDestination(_ name: String) -> RouteTableRegistrationError {
        RouteTableRegistrationError(.duplicateDestination, name: name)
    }

    /// What went wrong, quoting the name.
    public var description: String {
        // Only one code so far; each new code gets its own sentence here.
        "a destination is already registered as \"\(name)\""
    }
}

extension ProblemCode {
    /// A destination is already registered under ``RouteTableRegistrationError/name``.
    public static let duplicateDestination = ProblemCode("duplicateDestination")
}
