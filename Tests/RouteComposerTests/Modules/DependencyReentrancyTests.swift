import Testing
@testable import RouteComposer
@testable import RouteComposerCore
@testable import RouteComposerModules

/// A singleton that, when the container lets it go, works in that same container: the way an
/// app's object might unregister itself or hand over to a successor from its `deinit`.
@MainActor final class ReentrantClient: ClientService {
    let name: String
    private let onRelease: @MainActor () -> Void

    init(name: String, onRelease: @escaping @MainActor () -> Void) {
        self.name = name
        self.onRelease = onRelease
    }

    deinit {
        // The container that holds it is main-actor isolated, so the last release is too.
        MainActor.assumeIsolated { onRelease() }
    }
}

/// What a `ReentrantClient`'s `deinit` saw in the container.
@MainActor final class ReleaseLog {
    var resolvedClientName: String?
    var resolvedStoreClientName: String?
    var errors: [any Error] = []
    var releases = 0
}

/// One of the distinct types a `deinit` registers, enough of them to make the container's
/// dictionary grow while the replacement is filed.
struct ReleaseMarker<Index>: ValueService { let number: Int }

extension RouteComposerTests {
    @MainActor
    @Suite("DependencyContainer: a deinit that works in the container")
    struct DependencyReentrancyTests {
        enum Replacement: String, CaseIterable, CustomTestStringConvertible {
            case register, override
            var testDescription: String { rawValue }
        }

        /// Registers a singleton client that, when released, registers 64 further types and
        /// resolves the client and a store through the container; makes it; and returns the log.
        private func registerReentrantSingleton(in container: DependencyContainer) throws -> ReleaseLog {
            let log = ReleaseLog()
            container.register((any StoreService).self, scope: .transient) { container in
                try container.injectDependencies(into: LiveStore())
            }
            container.register((any ClientService).self, scope: .singleton) { [weak container] in
                ReentrantClient(name: "first") {
                    log.releases += 1
                    guard let container else { return }
                    registerMarkers(in: container)
                    do {
                        log.resolvedClientName = try container.resolve((any ClientService).self).name
                        log.resolvedStoreClientName = try container.resolve((any StoreService).self).client.name
                    } catch {
                        log.errors.append(error)
                    }
                }
            }
            _ = try container.resolve((any ClientService).self)
            return log
        }

        @Test("A singleton released by a replacing registration may register and resolve in its deinit", arguments: Replacement.allCases)
        func replacedSingletonWorksInContainer(_ replacement: Replacement) throws {
            let container = DependencyContainer()
            let log = try registerReentrantSingleton(in: container)
            let factory: @MainActor (DependencyContainer) -> any ClientService = { _ in LiveClient(name: "second") }
            switch replacement {
            case .register: container.register((any ClientService).self, scope: .singleton, factory: factory)
            case .override: container.override((any ClientService).self, scope: .singleton, factory: factory)
            }
            #expect(log.releases == 1, "the replaced singleton is let go by the replacement")
            #expect(log.errors.isEmpty)
            #expect(log.resolvedClientName == "second", "the deinit already sees the replacement")
            #expect(log.resolvedStoreClientName == "second")
            try expectConsistent(container, clientName: "second")
            let duplicates = container.validate().problems.filter { $0.code == .duplicateDependency }
            #expect(duplicates.count == (replacement == .register ? 1 : 0))
        }

        @Test("A singleton whose deinit replaces its own registration again leaves the container whole")
        func releaseThatReplacesAgain() throws {
            let container = DependencyContainer()
            let log = ReleaseLog()
            container.register((any ClientService).self, scope: .singleton) { [weak container] in
                ReentrantClient(name: "first") {
                    log.releases += 1
                    container?.override((any ClientService).self, scope: .singleton) { _ in LiveClient(name: "third") }
                    registerMarkers(in: container)
                }
            }
            _ = try container.resolve((any ClientService).self)
            container.override((any ClientService).self, scope: .singleton) { _ in LiveClient(name: "second") }
            #expect(log.releases == 1)
            try expectConsistent(container, clientName: "third")
        }

        /// Every marker the deinit registered resolves, and the client is the one expected.
        private func expectConsistent(_ container: DependencyContainer, clientName: String) throws {
            #expect(try container.resolve((any ClientService).self).name == clientName)
            for index in 0..<markerCount {
                #expect(try resolveMarker(index, in: container) == index)
            }
            #expect(container.registeredTypes.count == markerCount + (container.isRegistered((any StoreService).self) ? 2 : 1))
            #expect(container.resolving.isEmpty)
        }
    }
}

/// Enough types to make the registrations' dictionary grow at least once.
private let markerCount = 64

/// Registers `ReleaseMarker`s `0..<markerCount`, each a distinct type.
@MainActor
private func registerMarkers(in container: DependencyContainer?) {
    guard let container else { return }
    for index in 0..<markerCount {
        func register<Index>(_: Index.Type) {
            container.register(ReleaseMarker<Index>.self, scope: .transient) { ReleaseMarker<Index>(number: index) }
        }
        register(chainLinkType(index))
    }
}

/// The number of the `index`th marker, as the container makes it.
@MainActor
private func resolveMarker(_ index: Int, in container: DependencyContainer) throws -> Int {
    func resolve<Index>(_: Index.Type) throws -> Int {
        try container.resolve(ReleaseMarker<Index>.self).number
    }
    return try resolve(chainLinkType(index))
}
