import Foundation

/// A type that a URL parameter can hold: `:id<Int>` in a pattern captures an `Int`.
///
/// Conform a type and register it in ``URLParameterTypes`` to use it in patterns. Types that are
/// `LosslessStringConvertible`, or `RawRepresentable` with a `LosslessStringConvertible` raw value
/// (string- and integer-backed enums), get both requirements for free:
///
/// ```swift
/// enum Segment: String, URLPatternParameter { case favorites, collections }
/// router.parameterTypes.register(Segment.self)        // usable as :segment<Segment>
/// ```
///
/// A type that is both gets neither default; implement the two requirements yourself.
public protocol URLPatternParameter {
    /// The value a decoded URL component denotes, or `nil` when the component is not one: the
    /// segment or query value then does not match a parameter of this type.
    init?(urlParameter: String)

    /// The component that denotes this value, before percent-encoding; reverse routing writes it.
    /// `Self(urlParameter: value.urlParameter)` must give back an equal value.
    var urlParameter: String { get }
}

extension URLPatternParameter where Self: LosslessStringConvertible {
    /// The value `Self(text)` makes.
    public init?(urlParameter: String) {
        self.init(urlParameter)
    }

    /// The value's `description`.
    public var urlParameter: String { description }
}

extension URLPatternParameter where Self: RawRepresentable, RawValue: LosslessStringConvertible {
    /// The value whose raw value `RawValue(text)` makes.
    public init?(urlParameter: String) {
        guard let raw = RawValue(urlParameter) else { return nil }
        self.init(rawValue: raw)
    }

    /// The raw value's `description`.
    public var urlParameter: String { rawValue.description }
}

extension String: URLPatternParameter {}
extension Int: URLPatternParameter {}
extension Int64: URLPatternParameter {}
extension UInt: URLPatternParameter {}
extension Double: URLPatternParameter {}
extension Bool: URLPatternParameter {}

extension UUID: URLPatternParameter {
    /// The UUID spelled by `urlParameter` in either case, as `UUID(uuidString:)` reads it.
    public init?(urlParameter: String) {
        self.init(uuidString: urlParameter)
    }

    /// The UUID in the upper-case form of `uuidString`.
    public var urlParameter: String { uuidString }
}
