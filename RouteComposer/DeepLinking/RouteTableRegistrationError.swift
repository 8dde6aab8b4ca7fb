/// Why a destination could not be registered in a ``RouteTable``.
public enum RouteTableRegistrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A destination is already registered under the name.
    case duplicateDestination(String)

    public var description: String {
        switch self {
        case let .duplicateDestination(name): "a destination is already registered as \"\(name)\""
        }
    }
}
