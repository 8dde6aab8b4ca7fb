extension URLRouteTrie {
    /// The literal children of a trie node, by their decoded text.
    ///
    /// Most nodes have one literal child or a few; a dictionary for each would cost more than the
    /// node itself. Up to ``smallLimit`` children are kept in an array searched in order (which
    /// also spares hashing the segment when matching); beyond that, in a dictionary. Lookup is
    /// O(1) either way: the array is bounded.
    struct LiteralChildren {
        /// The most children kept in the array.
        static let smallLimit = 8

        private enum Storage {
            case small([(text: String, child: Int)])
            case large([String: Int])
        }

        private var storage = Storage.small([])

        /// The child for `text`, if there is one.
        subscript(text: String) -> Int? {
            switch storage {
            case let .small(entries):
                for entry in entries where entry.text == text { return entry.child }
                return nil
            case let .large(children):
                return children[text]
            }
        }

        /// Adds `child` for `text`, which has no child yet.
        mutating func add(_ child: Int, for text: String) {
            switch storage {
            case var .small(entries):
                if entries.count < Self.smallLimit {
                    // Released first, so the array is uniquely referenced and grows in place.
                    storage = .small([])
                    entries.append((text, child))
                    storage = .small(entries)
                } else {
                    var children = Dictionary(uniqueKeysWithValues: entries.map { ($0.text, $0.child) })
                    children[text] = child
                    storage = .large(children)
                }
            case var .large(children):
                storage = .small([])
                children[text] = child
                storage = .large(children)
            }
        }
    }
}
