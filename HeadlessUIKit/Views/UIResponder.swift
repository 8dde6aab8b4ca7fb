#if !canImport(UIKit)

/// The root of UIKit's responder classes.
///
/// Equality and hashing are by identity, as for every `NSObject` on iOS, so controllers can be
/// compared with `==`, searched with `contains(_:)` and kept in sets. `description` prints
/// `<Module.Class: 0xADDRESS>` as the Objective-C runtime does, which is the form UIKit's
/// exception and warning messages use.
@MainActor
open class UIResponder: Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// Creates a responder.
    public init() {}

    /// The next responder in the chain, or nil at its end.
    open var next: UIResponder? { nil }

    /// Whether the responder handles `action`. False by default.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// `<Module.Class: 0xADDRESS>`.
    nonisolated open var description: String {
        let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
        return "<\(String(reflecting: type(of: self))): 0x\(String(address, radix: 16))>"
    }

    /// The same as ``description``.
    nonisolated open var debugDescription: String { description }

    /// Identity: true only for the same object.
    nonisolated public static func == (lhs: UIResponder, rhs: UIResponder) -> Bool {
        lhs === rhs
    }

    /// Hashes the object's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}

#endif
