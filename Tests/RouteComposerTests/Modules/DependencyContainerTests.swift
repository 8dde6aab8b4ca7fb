import Testing
@testable import RouteComposer
@testable import RouteComposerModules

// Interface-module style protocols, as a feature sees them.
@MainActor protocol ClientService: AnyObject { var name: String { get } }
@MainActor protocol StoreService: AnyObject { var client: any ClientService { get } }
@MainActor protocol ValueService { var number: Int { get } }
@MainActor protocol CycleA: AnyObject {}
@MainActor protocol CycleB: AnyObject {}
@MainActor protocol CycleC: AnyObject {}

@MainActor final class LiveClient: ClientService {
    static var made = 0
    let name: String
    init(name: String = "live") {
        self.name = name
        LiveClient.made += 1
    }
}

@MainActor final class LiveStore: StoreService {
    @Dependency var client: any ClientService

    init() {}

    /// A store whose client is given in advance, as a test gives a fake.
    init(presetClient: any ClientService) {
        _client = Dependency(wrappedValue: presetClient)
    }
}

@MainActor final class NotAClient {}
struct ValueImpl: ValueService { let number: Int }
@MainActor final class CycleAImpl: CycleA { @Dependency var b: any CycleB }
@MainActor final class CycleBImpl: CycleB { @Dependency var c: any CycleC }
@MainActor final class CycleCImpl: CycleC { @Dependency var a: any CycleA }

struct FactoryFailure: Error, Equatable {}

extension RouteComposerTests {
    @MainActor
    @Suite("DependencyContainer")
    struct DependencyContainerTests {
        @Test("A transient dependency is made anew for every request")
        func transientMakesNewInstances() throws {
            let container = DependencyContainer()
            container.register((any ClientService).self, scope: .transient) { LiveClient() }
            let first = try container.resolve((any ClientService).self)
            let second = try container.resolve((any ClientService).self)
            #expect(first !== second)
        }

        @Test("A singleton is made once and kept after every holder lets it go")
        func singletonIsKept() throws {
            let container = DependencyContainer()
            container.register((any ClientService).self, scope: .singleton) { LiveClient() }
            weak var weakFirst: (any ClientService)?
            do {
                let first = try container.resolve((any ClientService).self)
                weakFirst = first
            }
            #expect(weakFirst != nil)
            #expect(try container.resolve((any ClientService).self) === weakFirst)
        }

        @Test("A weak-shared dependency is shared while held and freed with its last holder")
        func weakSharedLivesWhileHeld() throws {
            let container = DependencyContainer()
            container.register((any ClientService).self) { LiveClient() }
            weak var weakClient: (any ClientService)?
            do {
                let holder = try container.resolve((any ClientService).self)
                let another = try container.resolve((any ClientService).self)
                #expect(holder === another)
                weakClient = holder
                #expect(weakClient != nil)
            }
            #expect(weakClient == nil, "the container must not keep a weak-shared instance alive")
            let madeBefore = LiveClient.made
            _ = try container.resolve((any ClientService).self)
            #expect(LiveClient.made == madeBefore + 1, "after the last holder, a new one is made")
        }

        @Test("A weak-shared dependency held by a feature's property lives as long as the feature")
        func weakSharedHeldThroughDependencyProperty() throws {
            let container = DependencyContainer()
            container.register((any ClientService).self) { LiveClient() }
            container.register((any StoreService).self, scope: .transient) { container in
                try container.injectDependencies(into: LiveStore())
            }
            weak var weakClient: (any ClientService)?
            var store: (any StoreService)? = try container.resolve((any StoreService).self)
            weakClient = store?.client
            #expect(weakClient != nil)
            #expect(try container.resolve((any StoreService).self).client === weakClient)
            store = nil
            #expect(weakClient == nil)
        }

        @Test("A value registered weak-shared is made for each request")
        func weakSharedValueIsTransient() throws {
            var counter = 0
            let container = DependencyContainer()
            container.register((any ValueService).self) {
                counter += 1
                return ValueImpl(number: counter)
            }
            #expect(try container.resolve((any ValueService).self).number == 1)
            #expect(try container.resolve((any ValueService).self).number == 2)
        }

        @Test("A missing dependency is a typed error naming the requesting type and the protocol")
        func missingDependencyNamesBothTypes() {
            let container = DependencyContainer()
            container.register((any StoreService).self) { container in try container.injectDependencies(into: LiveStore()) }
            #expect(throws: ModuleError.missingDependency((any ClientService).self, requestedBy: LiveStore.self)) {
                try container.resolve((any StoreService).self)
            }
            do {
                _ = try container.resolve((any StoreService).self)
            } catch {
                #expect(error.description.contains("LiveStore"))
                #expect(error.description.contains("ClientService"))
                #expect(error.code == .missingDependency)
            }
        }

        @Test("Asked directly, a missing dependency names no requesting type")
        func missingDependencyAskedDirectly() {
            let container = DependencyContainer()
            #expect(throws: ModuleError.missingDependency((any ClientService).self, requestedBy: nil)) {
                try container.resolve((any ClientService).self)
            }
        }

        @Test("A RouterService-style factory that makes the wrong type is a typed error")
        func wrongTypeIsTypedError() {
            let container = DependencyContainer()
            container.register(dependencyFactory: { NotAClient() }, forType: (any ClientService).self)
            #expect(
                throws: ModuleError.wrongDependencyType(
                    (any ClientService).self, actual: NotAClient.self,
                    requestedBy: nil)
            ) {
                try container.resolve((any ClientService).self)
            }
        }

        @Test("A cycle is detected and the error lists its path")
        func cycleIsDetectedWithPath() {
            let container = DependencyContainer()
            container.register((any CycleA).self) { container in try container.injectDependencies(into: CycleAImpl()) }
            container.register((any CycleB).self) { container in try container.injectDependencies(into: CycleBImpl()) }
            container.register((any CycleC).self) { container in try container.injectDependencies(into: CycleCImpl()) }
            do {
                _ = try container.resolve((any CycleB).self)
                Issue.record("a cycle resolved")
            } catch {
                #expect(error.code == .dependencyCycle)
                #expect(
                    error.cycle.map(ObjectIdentifier.init)
                        == [(any CycleB).self, (any CycleC).self, (any CycleA).self, (any CycleB).self].map(ObjectIdentifier.init))
                #expect(error.description.contains("CycleB → ") && error.description.contains("CycleC → "))
            }
        }

        @Test("After a cycle is refused, the container still resolves what it can")
        func cycleLeavesContainerUsable() throws {
            let container = DependencyContainer()
            container.register((any CycleA).self) { container in try container.injectDependencies(into: CycleAImpl()) }
            container.register((any CycleB).self) { container in try container.injectDependencies(into: CycleBImpl()) }
            container.register((any CycleC).self) { container in try container.injectDependencies(into: CycleCImpl()) }
            #expect(throws: ModuleError.self) { try container.resolve((any CycleA).self) }
            container.override((any CycleC).self) { _ in CycleCImpl(a: nil) }
            #expect(try container.resolve((any CycleA).self) is CycleAImpl)
        }

        @Test("A factory that throws is reported with its error")
        func throwingFactoryIsWrapped() {
            let container = DependencyContainer()
            container.register((any ClientService).self) { () throws -> any ClientService in throw FactoryFailure() }
            do {
                _ = try container.resolve((any ClientService).self)
                Issue.record("a throwing factory resolved")
            } catch {
                #expect(error.code == .dependencyFactoryFailed)
                #expect(error.underlyingError as? FactoryFailure == FactoryFailure())
            }
        }

        @Test("A value given in the declaration is left alone; the rest are filled")
        func presetValuesAreKept() throws {
            let container = DependencyContainer()
            container.register((any ClientService).self) { LiveClient(name: "registered") }
            let fake = LiveClient(name: "fake")
            let store = LiveStore(presetClient: fake)
            try container.injectDependencies(into: store)
            #expect(store.client.name == "fake")
            let other = try container.injectDependencies(into: LiveStore())
            #expect(other.client.name == "registered")
        }

        @Test("The declared dependencies of a type are read without resolving them")
        func declaredDependenciesAreListed() {
            let declared = DependencyContainer.declaredDependencies(of: CycleAImpl())
            #expect(declared.map(ObjectIdentifier.init) == [ObjectIdentifier((any CycleB).self)])
        }
    }
}

extension CycleCImpl {
    convenience init(a: (any CycleA)?) {
        self.init()
        if let a { _a = Dependency(wrappedValue: a) }
    }
}
