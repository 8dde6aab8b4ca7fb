#if !canImport(UIKit)
    import Foundation

    /// The root of UIKit's responder classes, an `NSObject` as on iOS.
    ///
    /// Everything `NSObject` gives a UIKit object is therefore the real thing: `isKind(of:)`,
    /// `isMember(of:)`, `isEqual(_:)`, `hash`, and `Hashable` through them. Equality and hashing are by
    /// identity (`NSObject`'s defaults, which UIKit's responders do not override), so controllers can
    /// be compared with `==`, searched with `contains(_:)` and kept in sets. `description` prints
    /// `<Module.Class: 0xADDRESS>` as the Objective-C runtime does, which is the form UIKit's
    /// exception and warning messages use.
    @MainActor
    open class UIResponder: NSObject {
        /// Creates a responder.
        public override init() {
            super.init()
        }

        /// The next responder in the chain, or nil at its end.
        open var next: UIResponder? { nil }

        /// The responder that is first responder, if any: one at a time, as in UIKit's key window.
        private static weak var currentFirstResponder: UIResponder?

        /// Whether the responder may become first responder. False by default, as in UIKit;
        /// text fields and text views answer true.
        open var canBecomeFirstResponder: Bool { false }
        /// Whether the responder may give up first responder status. True by default.
        open var canResignFirstResponder: Bool { true }
        /// Whether the responder is first responder.
        open var isFirstResponder: Bool { Self.currentFirstResponder === self }

        /// Makes the responder first responder, after the current one resigns. Fails when
        /// ``canBecomeFirstResponder`` is false, when the current one refuses to resign, or, for a
        /// view, when it is in no window, as in UIKit. Headlessly no keyboard appears.
        @discardableResult
        open func becomeFirstResponder() -> Bool {
            guard canBecomeFirstResponder, isInRespondingHierarchy else { return false }
            if isFirstResponder { return true }
            if let current = Self.currentFirstResponder, !current.resignFirstResponder() { return false }
            Self.currentFirstResponder = self
            return true
        }

        /// Gives up first responder status; fails when ``canResignFirstResponder`` is false.
        @discardableResult
        open func resignFirstResponder() -> Bool {
            guard canResignFirstResponder else { return false }
            if isFirstResponder { Self.currentFirstResponder = nil }
            return true
        }

        /// Whether the responder is where it can be first responder; views override it (in a window).
        var isInRespondingHierarchy: Bool { true }

        /// Whether the responder handles `action`. False by default.
        @discardableResult
        open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

        /// `<Module.Class: 0xADDRESS>`.
        ///
        /// Overridden because swift-corelibs-foundation's `NSObject` leaves out the module and pads
        /// the address with zeros, while on iOS the Objective-C runtime names a Swift class with its
        /// module, and UIKit's messages (which the model reproduces) show that form.
        nonisolated open override var description: String {
            let address = UInt(bitPattern: Unmanaged.passUnretained(self).toOpaque())
            // `_typeName` is what `String(reflecting:)` prints for a type, without building a Mirror.
            return "<\(_typeName(type(of: self), qualified: true)): 0x\(String(address, radix: 16))>"
        }

        /// The same as ``description``, as for an `NSObject` on iOS.
        nonisolated open override var debugDescription: String { description }
    }

#endif
