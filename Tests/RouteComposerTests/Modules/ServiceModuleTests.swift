import Testing
@testable import RouteComposer

extension RouteComposerTests {
    /// Objects that are not screens, looked up by the protocol they provide.
    @MainActor
    @Suite("ModuleRegistry: service modules")
    struct ServiceModuleTests {
        @Test("A service is made through the registry, the container and @Dependency alike, kept as its scope says")
        func serviceThroughEveryDoor() throws {
            let modules = ModuleRegistry()
            modules.register(RoutableService<TimeServiceInput>(), scope: .singleton) { _ in TimeService() }
            var prepared: [any TimeServiceInput] = []
            let time = try modules.makeService(to: RoutableService<TimeServiceInput>()) { prepared.append($0) }
            #expect(time.currentTimeString() == "12:00")
            #expect(prepared.count == 1 && prepared.first === time)
            #expect(try modules.container.resolve((any TimeServiceInput).self) === time)
            let zone = try modules.container.injectDependencies(into: ZoneService())
            #expect(zone.time === time)
            #expect(modules.isRegistered(RoutableService<TimeServiceInput>()))
            #expect(!modules.isRegistered(RoutableService<MissingServiceInput>()))
        }

        @Test("A transient service is made anew for every request")
        func transientService() throws {
            let modules = ModuleRegistry()
            modules.register(RoutableService<TimeServiceInput>(), scope: .transient) { _ in TimeService() }
            let first = try modules.makeService(to: RoutableService<TimeServiceInput>())
            let second = try modules.makeService(to: RoutableService<TimeServiceInput>())
            #expect(first !== second)
        }

        @Test("A service's own dependencies are filled from the container, and a missing one names the service")
        func serviceDependencies() throws {
            let modules = ModuleRegistry()
            modules.register(RoutableService<ZoneServiceInput>()) { _ in ZoneService() }
            let error = #expect(throws: ModuleError.self) {
                try modules.makeService(to: RoutableService<ZoneServiceInput>())
            }
            #expect(error?.code == .missingDependency)
            #expect(error?.requestingType == ZoneService.self)
            #expect(error?.requiredType == (any TimeServiceInput).self)

            modules.register(RoutableService<TimeServiceInput>()) { _ in TimeService() }
            let zone = try modules.makeService(to: RoutableService<ZoneServiceInput>())
            #expect(zone.time.currentTimeString() == "12:00")
        }

        @Test("A protocol with no service module is a typed error naming it")
        func missingService() {
            let modules = ModuleRegistry()
            #expect(throws: ModuleError.missingModule((any MissingServiceInput).self, kind: .service, requestedBy: nil)) {
                try modules.makeService(to: RoutableService<MissingServiceInput>())
            }
        }

        @Test("A conformance adapter hands out the adaptee's object, shared as the adaptee's scope says")
        func conformanceAdapter() throws {
            let modules = ModuleRegistry()
            modules.register(RoutableService<TimeServiceInput>(), scope: .singleton) { _ in TimeService() }
            modules.register(adapter: RoutableService<RequiredTimeInput>(), forAdaptee: RoutableService<TimeServiceInput>())
            let required = try modules.makeService(to: RoutableService<RequiredTimeInput>())
            #expect(required === (try modules.makeService(to: RoutableService<TimeServiceInput>())))
            #expect(try modules.container.resolve((any RequiredTimeInput).self) === required)
            #expect(modules.validate().isValid)
        }

        @Test("An adaptee that lacks the required protocol is a typed error naming adapter, adaptee and class")
        func adapterWithoutConformance() {
            let modules = ModuleRegistry()
            modules.register(RoutableService<TimeServiceInput>()) { _ in TimeService() }
            modules.register(adapter: RoutableService<ClockTextInput>(), forAdaptee: RoutableService<TimeServiceInput>())
            let error = #expect(throws: ModuleError.self) {
                try modules.makeService(to: RoutableService<ClockTextInput>())
            }
            #expect(error?.code == .moduleNotConforming)
            #expect(error?.requestingType == (any ClockTextInput).self)
            #expect(error?.requiredType == (any TimeServiceInput).self)
            #expect(error?.actualType == TimeService.self)
            #expect(
                modules.validate().problems.map(\.code) == [.moduleNotConforming],
                "validation resolves each service, so it finds the missing conformance too")
        }

        @Test("A closure adapter wraps the adaptee's object in a proxy, also along a chain")
        func closureAdapter() throws {
            let modules = ModuleRegistry()
            modules.register(RoutableService<TimeServiceInput>()) { _ in TimeService() }
            modules.register(adapter: RoutableService<RequiredTimeInput>(), forAdaptee: RoutableService<TimeServiceInput>())
            modules.register(adapter: RoutableService<ClockTextInput>(), forAdaptee: RoutableService<RequiredTimeInput>()) {
                ClockText(text: "It is " + $0.currentTimeString())
            }
            let text = try modules.makeService(to: RoutableService<ClockTextInput>())
            #expect(text.text == "It is 12:00")
            #expect(modules.validate().isValid)
        }
    }
}
