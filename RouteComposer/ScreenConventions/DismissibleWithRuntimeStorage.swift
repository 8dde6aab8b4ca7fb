/// A ``Dismissible`` controller that does not declare a stored property for its dismissal block:
/// conforming is enough, and the block is kept for it in a side table.
///
/// The side table is portable (no Objective-C runtime). It holds the controller weakly, so it
/// never keeps it alive; an entry whose controller has been deallocated is dropped the next time
/// any controller's block is read or written. The block itself is held strongly, like a stored
/// property would be: a block that captures its controller strongly keeps it alive, so capture it
/// weakly or use the controller passed to the block.
@MainActor
public protocol DismissibleWithRuntimeStorage: Dismissible {}

extension DismissibleWithRuntimeStorage {
    /// The dismissal block, kept in the side table under the controller's identity.
    public var dismissalBlock: ((_: Self, _: DismissalTargetContext, _: Bool, _: ((_: RoutingResult) -> Void)?) -> Void)? {
        get {
            DismissalBlockStorage.shared.block(for: self) as? (Self, DismissalTargetContext, Bool, ((RoutingResult) -> Void)?) -> Void
        }
        set {
            DismissalBlockStorage.shared.setBlock(newValue, for: self)
        }
    }
}

/// The side table behind ``DismissibleWithRuntimeStorage``: blocks keyed by object identity,
/// each entry holding its owner weakly so a recycled address never inherits a stale block.
@MainActor
final class DismissalBlockStorage {
    static let shared = DismissalBlockStorage()

    private struct Entry {
        weak var owner: AnyObject?
        let block: Any
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// How many entries are kept, for tests.
    var count: Int { entries.count }

    func block(for owner: AnyObject) -> Any? {
        purge()
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.block
    }

    func setBlock(_ block: Any?, for owner: AnyObject) {
        purge()
        let key = ObjectIdentifier(owner)
        if let block {
            entries[key] = Entry(owner: owner, block: block)
        } else {
            entries[key] = nil
        }
    }

    /// Drops the entries of deallocated owners.
    func purge() {
        entries = entries.filter { $0.value.owner != nil }
    }
}
