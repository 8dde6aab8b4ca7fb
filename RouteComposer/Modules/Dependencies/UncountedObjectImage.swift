/// The bit pattern of a `Value` that is one class instance, kept without owning the instance.
///
/// A weak-shared dependency is held as a weak `AnyObject`, because only an object can be held
/// weakly and the registered type is usually a protocol that is not class-bound. Turning the
/// object back into the registered type with `as?` asks the runtime's conformance cache on every
/// request, and that lookup cost more than the rest of the request. The value the factory
/// returned already carries the right type metadata and witness tables next to the reference, and
/// those never change for the same object: handing the instance out again is then a copy of the
/// recorded bits that adopts the one strong reference the caller took from the weak reference.
///
/// The bits are recorded only when the value is laid out as the object's reference in its first
/// word followed by words the runtime does not count: a class type, a class-bound existential,
/// or an opaque existential (`any P`, `Any`) that stores the reference in its inline buffer, as
/// Swift's ABI does for every class instance. Anything else is not recorded, and the caller casts.
///
/// Main-actor state of its owner; not `Sendable`.
@usableFromInline
struct UncountedObjectImage<Value> {
    /// Room for an existential of a class-bound composition of up to seven protocols, or an opaque
    /// one of up to four: larger values are not recorded.
    @usableFromInline typealias Words = (UInt, UInt, UInt, UInt, UInt, UInt, UInt, UInt)

    @usableFromInline var words: Words = (0, 0, 0, 0, 0, 0, 0, 0)
    /// The instance whose reference the first word holds, not retained; nil when nothing is recorded.
    @usableFromInline var object: UnsafeMutableRawPointer?

    @inlinable
    init() {}

    /// Whether a `Value` fits the words at all; decided by the type, so specialised away.
    @inlinable
    static var fits: Bool {
        MemoryLayout<Value>.size >= MemoryLayout<UInt>.size && MemoryLayout<Value>.size <= MemoryLayout<Words>.size
            && MemoryLayout<Value>.alignment <= MemoryLayout<Words>.alignment
    }

    /// Records `value`'s bits when it is exactly `object`'s reference plus uncounted words, and
    /// forgets any earlier record otherwise.
    ///
    /// - Parameters:
    ///   - value: What the factory made, whose dynamic type the caller found to be a class.
    ///   - object: The same instance as `AnyObject`.
    @inlinable
    mutating func record(_ value: Value, as object: AnyObject) {
        self.object = nil
        guard Self.fits else { return }
        let address = Unmanaged.passUnretained(object).toOpaque()
        let firstWord = withUnsafeBytes(of: value) { $0.load(as: UInt.self) }
        // A value boxed on its way to `AnyObject` (a struct, an error box) has another first word.
        guard firstWord == UInt(bitPattern: address) else { return }
        withUnsafeMutableBytes(of: &words) { destination in
            withUnsafeBytes(of: value) { source in
                destination.copyMemory(from: source)
            }
        }
        self.object = address
    }

    /// `object` as a `Value`, owning one new strong reference, when it is the recorded instance;
    /// nil otherwise.
    ///
    /// Complexity: O(1), with no runtime type lookup: one retain and a copy of at most 64 bytes.
    @inlinable
    func value(of object: AnyObject) -> Value? {
        let address = Unmanaged.passUnretained(object).toOpaque()
        guard self.object == address else { return nil }
        return withUnsafeBytes(of: words) { recorded in
            withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { slot in
                UnsafeMutableRawBufferPointer(slot).copyMemory(from: UnsafeRawBufferPointer(rebasing: recorded[..<MemoryLayout<Value>.size]))
                // The bits hold the reference uncounted: the value moved out of the slot owns this one.
                _ = Unmanaged.passUnretained(object).retain()
                return slot.moveElement(from: slot.startIndex)
            }
        }
    }
}
