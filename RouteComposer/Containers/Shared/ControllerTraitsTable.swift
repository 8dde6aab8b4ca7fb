/// A table from view-controller classes to their ``ControllerTraits``: the one per-class cache of
/// those answers.
///
/// The router asks what a controller's class is (a container? which one?) for nearly every
/// controller it passes, a search of a deep stack once per controller, so the look-up must cost
/// little next to the rest of a visit. A class is identified by its metadata, which lives as long
/// as the process: an identifier is never reused for another class, and the table only grows.
/// It is open-addressed with linear probing on the metadata's address, which needs no hashing of
/// its own (`Dictionary` hashes each key with a seeded SipHash). Each slot holds the class and
/// its answer together, so a probe is one read of the table's storage, which Swift checks for
/// exclusive access at run time.
///
/// - Complexity: O(1) expected per look-up; the table doubles when half full.
@MainActor
final class ControllerTraitsTable {
    private struct Slot {
        /// Nil for an empty slot.
        var type: ObjectIdentifier?
        var traits: ControllerTraits
    }

    private static let empty = Slot(type: nil, traits: ControllerTraits(containerKind: .none, isInterceptable: false, builtInContainer: nil))
    private var slots: [Slot]
    private var count = 0

    /// An empty table with room for `capacity` classes before it grows.
    init(capacity: Int = 64) {
        var size = 2
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: Self.empty, count: size)
    }

    /// The traits of `controller`'s class, made by `make` the first time the class is met.
    func traits(of controller: UIViewController, make: (UIViewController) -> ControllerTraits) -> ControllerTraits {
        let type = ObjectIdentifier(Swift.type(of: controller))
        var index = home(of: type, in: slots.count)
        while true {
            let slot = slots[index]
            guard let occupant = slot.type else { break }
            if occupant == type { return slot.traits }
            index = (index + 1) & (slots.count - 1)
        }
        let traits = make(controller)
        slots[index] = Slot(type: type, traits: traits)
        count += 1
        if count * 2 > slots.count { grow() }
        return traits
    }

    /// The slot a class's probe starts from, in a table of `size` slots, a power of two.
    /// Metadata is aligned, so the low bits are dropped; the multiplication spreads the rest.
    private func home(of type: ObjectIdentifier, in size: Int) -> Int {
        let mixed = (UInt(bitPattern: type) >> 4) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & (size - 1)
    }

    private func grow() {
        var grown = Array(repeating: Self.empty, count: slots.count * 2)
        for slot in slots {
            guard let type = slot.type else { continue }
            var index = home(of: type, in: grown.count)
            while grown[index].type != nil { index = (index + 1) & (grown.count - 1) }
            grown[index] = slot
        }
        slots = grown
    }
}
