/// A direct-mapped cache in front of the container's registration dictionary.
///
/// Resolution is on the path of every feature and service built, and a `Dictionary` lookup
/// hashes its key with SipHash each time: about a third of handing out a kept instance. A type's
/// metadata address picks one of 64 slots instead; a hit is a shift, a mask and a comparison, a
/// miss falls back to the dictionary and fills the slot. The container empties the cache whenever
/// its registrations change, so a slot never outlives the registration it points to.
@usableFromInline
struct RegistrationCache {
    @usableFromInline
    struct Slot {
        @usableFromInline var key: ObjectIdentifier?
        // Unretained: the container's dictionary owns every registration, and the container
        // empties the cache whenever the dictionary changes, so a slot never outlives its object.
        // Reading it then costs no reference counting, which was most of a cached lookup's time.
        @usableFromInline var registration: Unmanaged<DependencyRegistration>?

        @usableFromInline
        init() {}
    }

    @usableFromInline var slots = ContiguousArray(repeating: Slot(), count: 64)

    @usableFromInline
    init() {}

    /// The slot of `key`. Metadata records are at least 16-byte aligned, so the low bits carry no
    /// information and are shifted out first.
    @inlinable @inline(__always)
    static func slot(of key: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: UInt(bitPattern: key) &>> 4) & 63
    }

    /// Calls `body` with the registration cached for `key`, if its slot holds that key, without
    /// retaining it; returns `nil` on a miss.
    @inlinable @inline(__always)
    func withRegistration<Result>(
        for key: ObjectIdentifier,
        _ body: (DependencyRegistration) -> Result?
    ) -> Result? {
        let slot = slots[Self.slot(of: key)]
        guard slot.key == key, let registration = slot.registration else { return nil }
        return registration._withUnsafeGuaranteedRef(body)
    }

    /// The registration cached for `key`, retained for the caller, or nil on a miss.
    @inlinable
    func registration(for key: ObjectIdentifier) -> DependencyRegistration? {
        let slot = slots[Self.slot(of: key)]
        guard slot.key == key else { return nil }
        return slot.registration?.takeUnretainedValue()
    }

    /// Puts `registration` in `key`'s slot, replacing whatever was there.
    @inlinable
    mutating func store(_ registration: DependencyRegistration, for key: ObjectIdentifier) {
        let index = Self.slot(of: key)
        slots[index].key = key
        slots[index].registration = Unmanaged.passUnretained(registration)
    }
}
