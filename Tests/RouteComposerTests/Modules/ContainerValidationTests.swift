import Testing
@testable import RouteComposer

extension RouteComposerTests {
    @MainActor
    @Suite("DependencyContainer.validate")
    struct ContainerValidationTests {
        @Test("A correct wiring validates with no problem")
        func correctWiringIsValid() {
            let container = DependencyContainer()
            container.register((any ClientService).self, scope: .singleton) { LiveClient() }
            container.register((any StoreService).self) { container in try container.injectDependencies(into: LiveStore()) }
            let report = container.validate()
            #expect(report.isValid)
            #expect(report.description == "no problems")
        }

        @Test("Every problem is reported at once, each once, in a stable order")
        func everyProblemAtOnce() {
            let container = DependencyContainer()
            // A duplicate, a cycle, a wrong type, a store whose client is missing, a throwing factory.
            container.register((any CycleA).self) { container in try container.injectDependencies(into: CycleAImpl()) }
            container.register((any CycleB).self) { container in try container.injectDependencies(into: CycleBImpl()) }
            container.register((any CycleC).self) { container in try container.injectDependencies(into: CycleCImpl()) }
            container.register(dependencyFactory: { NotAClient() }, forType: (any ValueService).self)
            container.register((any StoreService).self) { container in try container.injectDependencies(into: LiveStore()) }
            container.register((any StoreService).self) { container in try container.injectDependencies(into: LiveStore()) }
            container.register((any ClientService).self) { () throws -> any ClientService in throw FactoryFailure() }

            let report = container.validate()
            let codes = report.problems.map(\.code)
            #expect(codes.first == .duplicateDependency)
            #expect(codes.filter { $0 == .dependencyCycle }.count == 3, "each way into the cycle is its own path")
            #expect(codes.contains(.wrongDependencyType))
            #expect(
                codes.filter { $0 == .dependencyFactoryFailed }.count == 2,
                "the throwing client, once asked for directly and once through the store")
            #expect(container.validate() == report, "validating twice gives the same report")
            #expect(report.description.hasPrefix("\(report.problems.count) problems:\n  duplicateDependency: "))
        }

        @Test("An app's own check adds its problems to the report")
        func customChecksAreIncluded() {
            let container = DependencyContainer()
            let problem = ModuleError(code: .init("missingFlag"), message: "The flag provider is not configured.")
            container.addValidationCheck { _ in [problem] }
            #expect(container.validate().problems == [problem])
            #expect(container.validate().description.contains("missingFlag: The flag provider is not configured."))
        }

        @Test("Validation builds a singleton once, and that singleton is the one handed out later")
        func validationRespectsScopes() throws {
            let container = DependencyContainer()
            container.register((any ClientService).self, scope: .singleton) { LiveClient(name: "singleton") }
            let madeBefore = LiveClient.made
            _ = container.validate()
            #expect(LiveClient.made == madeBefore + 1)
            _ = try container.resolve((any ClientService).self)
            #expect(LiveClient.made == madeBefore + 1, "the singleton validation made is the one handed out")
        }

        @Test("override replaces a registration without reporting a duplicate")
        func overrideIsNotADuplicate() throws {
            let container = DependencyContainer()
            container.register((any ClientService).self) { LiveClient(name: "live") }
            container.override((any ClientService).self) { _ in LiveClient(name: "fake") }
            #expect(container.validate().isValid)
            #expect(try container.resolve((any ClientService).self).name == "fake")
        }

        @Test("A routing error carries the module problem for the caller")
        func routingErrorExposesModuleError() {
            let problem = ModuleError.missingDependency((any ClientService).self, requestedBy: LiveStore.self)
            let error = RoutingError.compositionFailed(.init("cannot build", underlyingError: problem))
            #expect(error.moduleError == problem)
            #expect(RoutingError.generic(.init("other")).moduleError == nil)
        }
    }
}
