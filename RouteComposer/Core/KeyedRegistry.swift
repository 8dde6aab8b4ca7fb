/// The core every registry of the features configures: entries under unique keys (identifiers
/// of server routes, restoration destinations, route table names, module routes), kept in
/// registration order, which is the order they are listed and tried in.
///
/// The registries differ in what an entry holds (how to decode a context, how to make the
/// destination) and in what a taken key means, which they decide: ``insert(_:for:)`` keeps the
/// first entry (server routes, restoration, route tables refuse the second),
/// ``replace(_:for:)`` keeps the last (module routes report the first in their validation), and
/// ``remove(_:)`` takes an entry out (a module registration replaces whatever answered for its
/// protocol before, in another registry of the module table).
package struct KeyedRegistry<Key: Hashable, Entry> {
    /// The keys, in the order they were first registered (since their removal, for a key removed).
    package private(set) var keys: [Key] = []
    private var entries: [Key: Entry] = [:]

    /// A registry without entries.
    package init() {}

    /// The entry under `key`, if any.
    package subscript(key: Key) -> Entry? { entries[key] }

    /// Whether an entry is under `key`.
    package func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// Adds `entry` under `key` unless the key is taken.
    ///
    /// - Returns: The entry already under `key`, which stays, or nil when `entry` was added.
    @discardableResult
    package mutating func insert(_ entry: Entry, for key: Key) -> Entry? {
        if let existing = entries[key] { return existing }
        entries[key] = entry
        keys.append(key)
        return nil
    }

    /// Puts `entry` under `key`, in place of the entry there; the key keeps its first place.
    ///
    /// - Returns: The entry `entry` replaced, nil when the key was free.
    @discardableResult
    package mutating func replace(_ entry: Entry, for key: Key) -> Entry? {
        let earlier = entries.updateValue(entry, forKey: key)
        if earlier == nil { keys.append(key) }
        return earlier
    }

    /// Takes the entry under `key` out; a later entry under `key` is registered anew, last.
    ///
    /// - Returns: The entry removed, nil when the key was free.
    @discardableResult
    package mutating func remove(_ key: Key) -> Entry? {
        guard let removed = entries.removeValue(forKey: key) else { return nil }
        keys.removeAll { $0 == key }
        return removed
    }

    /// The reverse lookup: the first entry, in registration order, that `match` makes something
    /// of, with its key; nil when none does.
    package func first<Match>(_ match: (Key, Entry) throws -> Match?) rethrows -> (key: Key, match: Match)? {
        for key in keys {
            // Every key in `keys` has an entry: both are only added together.
            guard let entry = entries[key] else { continue }
            if let found = try match(key, entry) { return (key, found) }
        }
        return nil
    }

    /// The entries with their keys, in registration order.
    package var ordered: [(key: Key, entry: Entry)] {
        keys.compactMap { key in entries[key].map { (key, $0) } }
    }
}
