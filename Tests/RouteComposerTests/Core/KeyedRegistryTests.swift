import Testing
@testable import RouteComposer

extension RouteComposerTests {
    /// The core the registries of server routes, restoration, route tables and module routes configure.
    @Suite("KeyedRegistry: entries under unique keys, in registration order")
    struct KeyedRegistryTests {
        @Test("Insert keeps the first entry under a key and hands back the one that stays")
        func insertKeepsTheFirst() {
            var registry = KeyedRegistry<String, Int>()
            #expect(registry.insert(1, for: "a") == nil)
            #expect(registry.insert(2, for: "b") == nil)
            #expect(registry.insert(3, for: "a") == 1)
            #expect(registry["a"] == 1)
            #expect(registry.keys == ["a", "b"])
            #expect(registry.contains("b"))
            #expect(!registry.contains("c"))
            #expect(registry["c"] == nil)
        }

        @Test("Replace keeps the last entry, and the key its first place")
        func replaceKeepsTheLast() {
            var registry = KeyedRegistry<String, Int>()
            #expect(registry.replace(1, for: "a") == nil)
            #expect(registry.replace(2, for: "b") == nil)
            #expect(registry.replace(3, for: "a") == 1)
            #expect(registry["a"] == 3)
            #expect(registry.keys == ["a", "b"])
            #expect(registry.ordered.map(\.entry) == [3, 2])
        }

        @Test("Remove takes the entry out, and a key registered again goes last")
        func removeTakesTheEntryOut() {
            var registry = KeyedRegistry<String, Int>()
            for (key, value) in [("a", 1), ("b", 2), ("c", 3)] { registry.insert(value, for: key) }
            #expect(registry.remove("a") == 1)
            #expect(registry.remove("a") == nil)
            #expect(registry.remove("z") == nil)
            #expect(!registry.contains("a"))
            #expect(registry["a"] == nil)
            #expect(registry.keys == ["b", "c"])
            #expect(registry.insert(4, for: "a") == nil)
            #expect(registry.ordered.map(\.key) == ["b", "c", "a"])
            #expect(registry.first { key, _ in key == "a" ? true : nil }?.key == "a")
        }

        @Test("The reverse lookup tries entries in registration order and stops at the first match")
        func reverseLookup() {
            var registry = KeyedRegistry<String, Int>()
            for (key, value) in [("c", 30), ("a", 10), ("b", 20)] { registry.insert(value, for: key) }
            var tried: [String] = []
            let found = registry.first { key, value -> String? in
                tried.append(key)
                return value <= 20 ? "\(key)=\(value)" : nil
            }
            #expect(found?.key == "a")
            #expect(found?.match == "a=10")
            #expect(tried == ["c", "a"])
            #expect(registry.first { _, value in value > 100 ? value : nil } == nil)
        }
    }
}
