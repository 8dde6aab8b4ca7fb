import Foundation

/// A parameter type that patterns can name, as in `:id<Int>`: how to read it from a URL component
/// and how to check a value when building a URL.
public struct URLParameterType: Sendable {
    /// What a type is, held once and shared by every pattern segment of the type: one reference
    /// keeps a parsed segment, and so every pattern's segment array, small.
    private final class Storage: Sendable {
        let name: String
        let id: ObjectIdentifier
        let parse: @Sendable (String) -> Any?

        init(name: String, id: ObjectIdentifier, parse: @escaping @Sendable (String) -> Any?) {
            self.name = name
            self.id = id
            self.parse = parse
        }
    }

    private let storage: Storage

    init(name: String, id: ObjectIdentifier, parse: @escaping @Sendable (String) -> Any?) {
        storage = Storage(name: name, id: id, parse: parse)
    }

    /// The name patterns use between `<` and `>`.
    public var name: String { storage.name }
    /// The Swift type the parameter captures; two names for one type are the same parameter type.
    package var id: ObjectIdentifier { storage.id }
    /// Reads a decoded component; `nil` when the component is not a value of the type.
    var parse: @Sendable (String) -> Any? { storage.parse }
    /// Whether the type is `String`, which accepts every component: such a parameter is untyped.
    package var acceptsEverything: Bool { id == ObjectIdentifier(String.self) }
}

/// The parameter types a router's patterns can name.
///
/// ``standard`` holds `String`, `Int`, `Int64`, `UInt`, `Double`, `Bool` and `UUID`. Register
/// more before registering the patterns that use them. Names are case-sensitive; registering a
/// name again replaces the earlier type, which affects only patterns registered afterwards.
public struct URLParameterTypes: Sendable {
    private var types: [String: URLParameterType] = [:]

    /// An empty set of types.
    public init() {}

    /// The built-in types: `String`, `Int`, `Int64`, `UInt`, `Double`, `Bool` and `UUID`.
    public static let standard: URLParameterTypes = {
        var types = URLParameterTypes()
        types.register(String.self)
        types.register(Int.self)
        types.register(Int64.self)
        types.register(UInt.self)
        types.register(Double.self)
        types.register(Bool.self)
        types.register(UUID.self)
        return types
    }()

    /// Makes `type` usable in patterns as `<name>`; `name` defaults to the type's own name
    /// (`Segment` for `WishList.Segment`).
    public mutating func register<T: URLPatternParameter & Sendable>(_ type: T.Type, named name: String? = nil) {
        register(type, named: name ?? String(describing: type), parse: { T(urlParameter: $0) })
    }

    /// Makes `type` usable in patterns as `<name>`, reading components with `parse`: for types
    /// that cannot conform to ``URLPatternParameter``.
    public mutating func register<T: Sendable>(_ type: T.Type, named name: String, parse: @escaping @Sendable (String) -> T?) {
        types[name] = URLParameterType(name: name, id: ObjectIdentifier(type), parse: { parse($0) })
    }

    /// The type registered as `name`.
    public subscript(name: String) -> URLParameterType? { types[name] }
}
