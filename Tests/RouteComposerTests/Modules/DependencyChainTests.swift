import Testing
@testable import RouteComposer
@testable import RouteComposerCore
@testable import RouteComposerModules

extension RouteComposerTests {
    @MainActor
    @Suite("DependencyContainer: long cycles and deep chains")
    struct DependencyChainTests {
        /// The limit, under its short name.
        private let limit = DependencyContainer.maximumResolutionDepth
        /// A bound on a description that names ten links, each name as long as any other's.
        private let tenNames = 10 * typeName(chainLinkType(0)).count + 400

        @Test("A cycle through 5,000 types is a typed error with a bounded description, not a stack overflow")
        func longCycleFailsCleanly() {
            let container = DependencyContainer()
            registerChain(of: 5_000, closed: true, in: container)
            do {
                try resolveChainLink(0, in: container)
                Issue.record("a cycle resolved")
            } catch {
                #expect(error.code == .dependencyChainTooDeep)
                #expect(error.cycle.count == limit + 1, "the chain from the outermost request to the refused one")
                #expect(error.cycle.first.map(ObjectIdentifier.init) == ObjectIdentifier(chainLinkType(0)))
                #expect(error.requiredType.map(ObjectIdentifier.init) == ObjectIdentifier(chainLinkType(limit)))
                #expect(error.requestingType.map(ObjectIdentifier.init) == ObjectIdentifier(chainLinkType(limit - 1)))
                #expect(error.description.contains("… (\(limit + 1 - 8) more) …"))
                #expect(error.description.count < tenNames, "\(error.description.count) characters")
            }
            #expect(container.resolving.isEmpty, "every nested resolution is unwound")
        }

        @Test("A legitimate chain 5,000 deep is refused with the same typed error")
        func deepChainFailsCleanly() {
            let container = DependencyContainer()
            registerChain(of: 5_000, closed: false, in: container)
            #expect(throws: ModuleError.self) { try resolveChainLink(0, in: container) }
            do {
                try resolveChainLink(4_000, in: container)
                Issue.record("a chain 1,000 deep resolved")
            } catch {
                #expect(error.code == .dependencyChainTooDeep)
                #expect(error.cycle.first.map(ObjectIdentifier.init) == ObjectIdentifier(chainLinkType(4_000)))
                #expect(error.description.count < tenNames, "\(error.description.count) characters")
            }
        }

        @Test("A chain as deep as the limit resolves; one more level is refused")
        func limitIsExact() throws {
            let container = DependencyContainer()
            registerChain(of: limit + 1, closed: false, in: container)
            try resolveChainLink(1, in: container)
            #expect(throws: ModuleError.dependencyChainTooDeep((0...limit).map(chainLinkType), limit: limit)) {
                try resolveChainLink(0, in: container)
            }
        }

        @Test("A long cycle within the limit is a dependency cycle whose description names its ends and a count")
        func longCycleDescriptionIsBounded() {
            let container = DependencyContainer()
            registerChain(of: 60, closed: true, in: container)
            do {
                try resolveChainLink(0, in: container)
                Issue.record("a cycle resolved")
            } catch {
                #expect(error.code == .dependencyCycle)
                #expect(error.cycle.count == 61)
                let names = [0, 1, 2, 3, 57, 58, 59, 0].map { typeName(chainLinkType($0)) }
                let expected =
                    "Circular dependency: " + names[0..<4].joined(separator: " → ") + " → … (53 more) … → "
                    + names[4...].joined(separator: " → ") + "."
                #expect(error.message == expected)
            }
        }

        @Test("A path names every type while it is short, and groups the count of those left out")
        func pathFormatting() {
            let short: [Any.Type] = [Int.self, String.self, Int.self]
            #expect(moduleTypePath(short) == "Swift.Int → Swift.String → Swift.Int")
            let nine: [Any.Type] = Array(repeating: Int.self, count: 9)
            #expect(!moduleTypePath(nine).contains("more"), "nine names are printed rather than one left out")
            let long: [Any.Type] = [String.self] + Array(repeating: Int.self, count: 12_345) + [String.self]
            #expect(
                moduleTypePath(long)
                    == "Swift.String → Swift.Int → Swift.Int → Swift.Int → … (12,339 more) … → "
                    + "Swift.Int → Swift.Int → Swift.Int → Swift.String")
        }

        @Test("Feature fallback and adapter cycles name the ends of a long path and a count")
        func otherPathsAreBounded() {
            let loop: [any Feature.Type] = Array(repeating: LoopingFeatureA.self, count: 2_500)
            let fallbackCycle = ModuleError.featureFallbackCycle(loop + [LoopingFeatureB.self])
            #expect(fallbackCycle.message.contains("… (2,493 more) …"))
            #expect(fallbackCycle.message.count < 1_000)
            let disabled = ModuleError.featureDisabled(DisabledFeature.self, fallbackPath: loop + [DisabledFeature.self])
            #expect(disabled.message.contains("… (2,493 more) …"))
            #expect(disabled.message.count < 1_000)
            let adapters = ModuleError.adapterCycle(Array(repeating: (any EditorViewInput).self, count: 3_000), kind: .view)
            #expect(adapters.message.contains("… (2,992 more) …"))
            #expect(adapters.message.count < 1_000)
        }
    }
}
