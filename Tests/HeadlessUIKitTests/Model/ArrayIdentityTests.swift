import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    /// The closure-free identity helpers must answer as the closures they replace.
    @MainActor
    @Suite("Model: identity helpers on arrays")
    struct ArrayIdentityTests {
        private final class Item {}

        @Test("Removing by identity keeps the others in order, as removeAll(where:) does", arguments: 0..<6)
        func removalMatchesRemoveAll(pattern: Int) {
            let items = (0..<5).map { _ in Item() }
            let target = items[pattern % 5]
            // Several occurrences, at the ends and in the middle, or none at all (pattern 5).
            var array = items + [items[2], items[0], items[4]]
            if pattern == 5 { array.removeAll { $0 === target } }
            var expected = array
            expected.removeAll { $0 === target }

            array.removeAllIdentical(target)
            #expect(array.count == expected.count)
            #expect(zip(array, expected).allSatisfy { $0 === $1 })
            #expect(!array.containsIdentical(target))
        }

        @Test("The first index by identity is the one firstIndex(where:) gives")
        func firstIndexMatches() {
            let items = (0..<4).map { _ in Item() }
            let array = [items[0], items[1], items[2], items[1]]
            for item in items {
                #expect(array.firstIndexIdentical(item) == array.firstIndex { $0 === item })
            }
            #expect([Item]().firstIndexIdentical(items[0]) == nil)
        }

        @Test("Containment is by identity")
        func containmentIsByIdentity() {
            let (first, second) = (Item(), Item())
            #expect([first].containsIdentical(first))
            #expect(![first].containsIdentical(second))
            #expect(![Item]().containsIdentical(first))
        }

        @Test("Children leaving from the end of a stack or from anywhere else are removed as the set-based removal removes them")
        func childRemovalMatchesSetRemoval() {
            let children = (0..<6).map { _ in UIViewController() }
            let cases: [[Int]] = [[], [5], [4, 5], [1, 2, 3, 4, 5], [0, 1, 2, 3, 4, 5], [5, 4], [3, 4], [0], [2, 5], [0, 5], [4, 5, 5]]
            for leaving in cases {
                let parent = UIViewController()
                for child in children { parent.addChild(child) }
                let removed = leaving.map { children[$0] }
                let ids = Set(removed.map(ObjectIdentifier.init))
                var expected = parent.storedChildren
                expected.removeAll { ids.contains(ObjectIdentifier($0)) }

                parent.removeStoredChildren(removed)
                #expect(parent.storedChildren.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init), "leaving \(leaving)")
            }
        }
    }
}
