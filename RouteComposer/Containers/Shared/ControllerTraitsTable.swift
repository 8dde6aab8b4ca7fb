/// A table from view-controller classes to their ``ControllerTraits``: the one per-class cache of
/// those answers.
///
/// The router asks what a controller's class is (a container? which one?) for nearly every
/// controller it passes, a search of a deep stack once per controller, so the look-up must cost
/// little next to the rest of a visit. A class is identified by its metadata, which lives as long
/// as the process: an identifier is never reused for another class, and the table only grows.
/// It is open-addressed with linear probing on the metadata's address, which needs no hashing of
/// its own (`Dictionary` hashes each key with a seeded SipHash). Each slot holds the class and
/// its answer together, so a probe is one read of the table's storage.
///
/// The storage is only ever replaced whole: a new class is written into a copy, which then takes
/// the old one's place. No access to it then spans a call, so none can overlap another, which
/// lets the compiler drop the run-time exclusivity check a read of a class's stored array would
/// otherwise pay, about 150 instructions, more than the look-up itself. The copy costs
/// O(*n*) once per class, which a process meets a few dozen of.
///
/// - Complexity: O(1) expected per look-up; O(*n*) to add a class, for *n* slots; the table
///   doubles when half full.
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
        switch Self.probe(slots, for: type) {
        case .found(let traits): return traits
        case .free: break
        }
        let traits = make(controller)
        // Probed again: `make` is the app's conformances being asked, and the table read before
        // it is not assumed to be the table after it.
        var updated = slots
        guard case .free(let index) = Self.probe(updated, for: type) else { return traits }
        updated[index] = Slot(type: type, traits: traits)
        count += 1
        slots = count * 2 > updated.count ? Self.grown(updated) : updated
        return traits
    }

    private enum Probe {
        case found(ControllerTraits)
        /// The empty slot where the class would go.
        case free(Int)
    }

    private static func probe(_ slots: [Slot], for type: ObjectIdentifier) -> Probe {
        var index = home(of: type, in: slots.count)
        while let occupant = slots[index].type {
            if occupant == type { return .found(slots[index].traits) }
            index = (index + 1) & (slots.count - 1)
        }
        return .free(index)
    }

    /// The slot a class's probe starts from, in a table of `size` slots, a power of two.
    /// Metadata is aligned, so the low bits are dropped; the multiplication spreads the rest.
    private static func home(of type: ObjectIdentifier, in size: Int) -> Int {
        let mixed = (UInt(bitPattern: type) >> 4) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 32) & (size - 1)
    }

    private static func grown(_ slots: [Slot]) -> [Slot] {
        var grown = Array(repeating: empty, count: slots.count * 2)
        for slot in slots {
            guard let type = slot.type else { continue }
            var index = home(of: type, in: grown.count)
            while grown[index].type != nil { index = (index + 1) & (grown.count - 1) }
            grown[index] = slot
        }
        return grown
    }
}
