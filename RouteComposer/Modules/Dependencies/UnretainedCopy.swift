/// A copy of a value that holds one object, kept without a strong reference to that object: how a
/// weak-shared registration hands its instance out again, typed, without a dynamic cast.
///
/// Handing out a weak-shared instance means reading a weak `AnyObject` and casting it back to the
/// registered type, usually a protocol. That cast looks the conformance up in the runtime's cache
/// on every request, and cost more than the rest of a resolution together (Benchmarks/Modules).
/// A protocol existential cannot be a generic `AnyObject` argument, so a typed `weak var` is not
/// available either. This keeps the bytes of the typed value as it was made (the object reference
/// and its witness table) without retaining the object, next to the weak reference that says
/// whether the object still lives.
///
/// Why ``value(whileAlive:)`` is sound: ``init(_:object:)`` only accepts a value whose dynamic
/// type is a class and which is `object` itself, so the copied bytes' one reference is that
/// object. While the caller holds the object strongly, reading the bytes as `Value` (which
/// retains the reference, as any copy does) reads a live value. The bytes are never destroyed as
/// a `Value`, so the reference they never owned is never released.
@usableFromInline
final class UnretainedCopy<Value> {
    @usableFromInline let storage: UnsafeMutablePointer<Value>

    /// Copies `value`'s bytes, or returns `nil` when `value` is not the object `object`.
    @usableFromInline
    init?(_ value: Value, object: AnyObject) {
        guard type(of: value as Any) is AnyClass, (value as AnyObject) === object else { return nil }
        storage = .allocate(capacity: 1)
        withUnsafeBytes(of: value) { bytes in
            guard let source = bytes.baseAddress else { return }
            UnsafeMutableRawPointer(storage).copyMemory(from: source, byteCount: bytes.count)
        }
    }

    /// The value, given the object it holds, alive and held strongly by the caller.
    @inlinable
    func value(whileAlive object: AnyObject) -> Value {
        withExtendedLifetime(object) { storage.pointee }
    }

    deinit {
        // Deallocated without deinitializing: the bytes never owned a reference.
        storage.deallocate()
    }
}
