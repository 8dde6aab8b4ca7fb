import Testing
@testable import RouteComposer

extension RouteComposerTests {
    /// The registry's mistakes, as the container's validate() reports them at start.
    @MainActor
    @Suite("ModuleRegistry: validation")
    struct ModuleValidationTests {
        @Test("A correct wiring is valid, and validating builds no screen")
        func validWiring() {
            let modules = ModuleRegistry()
            let counter = MadeCounter()
            modules.register(RoutableView<EditorViewInput>()) { _ in
                counter.count += 1
                return NoteEditorViewController()
            }
            modules.register(adapter: RoutableView<RequiredEditorViewInput>(), forAdaptee: RoutableView<EditorViewInput>())
            modules.require(RoutableView<RequiredEditorViewInput>())
            modules.require(RoutableView<EditorViewInput>())
            #expect(modules.container.validate().isValid)
            #expect(counter.count == 0)
        }

        @Test("Two modules (or a module and an adapter) for one protocol are a duplicate, and the last one is used")
        func duplicates() throws {
            let modules = ModuleRegistry()
            modules.register(RoutableView<EditorViewInput>()) { _ in throw EditorBuildFailure() }
            modules.register(RoutableView<EditorViewInput>(), forMakingView: NoteEditorViewController.self)
            modules.register(RoutableService<TimeServiceInput>()) { _ in TimeService() }
            modules.register(RoutableService<TimeServiceInput>(), scope: .singleton) { _ in TimeService() }
            modules.register(adapter: RoutableService<TimeServiceInput>(), forAdaptee: RoutableService<RequiredTimeInput>())
            modules.register(RoutableService<RequiredTimeInput>()) { _ in TimeService() }

            #expect(
                modules.validate().problems == [
                    .duplicateModule((any EditorViewInput).self, kind: .view),
                    .duplicateModule((any TimeServiceInput).self, kind: .service),
                ], "a protocol registered three times is one problem")
            #expect(try modules.makeDestination(to: RoutableView<EditorViewInput>()) is NoteEditorViewController)
            #expect(modules.validate().problems.allSatisfy { $0.message.contains("more than one") })
        }

        @Test("A module registered after an adapter for its protocol replaces the adapter, for views and services")
        func moduleReplacesAdapter() throws {
            let modules = ModuleRegistry()
            // Adaptees without a module: a lookup still going through the adapters would fail.
            modules.register(adapter: RoutableView<EditorViewInput>(), forAdaptee: RoutableView<LegacyEditorViewInput>())
            modules.register(RoutableView<EditorViewInput>(), forMakingView: NoteEditorViewController.self)
            modules.register(adapter: RoutableService<TimeServiceInput>(), forAdaptee: RoutableService<RequiredTimeInput>())
            modules.register(RoutableService<TimeServiceInput>()) { _ in TimeService() }

            #expect(
                modules.validate().problems == [
                    .duplicateModule((any EditorViewInput).self, kind: .view),
                    .duplicateModule((any TimeServiceInput).self, kind: .service),
                ])
            #expect(try modules.makeDestination(to: RoutableView<EditorViewInput>()) is NoteEditorViewController)
            #expect(try modules.container.resolve((any TimeServiceInput).self) is TimeService)
        }

        @Test("A required protocol with no module is reported, for views and services")
        func requiredWithoutModule() {
            let modules = ModuleRegistry()
            modules.require(RoutableView<MissingViewInput>())
            modules.require(RoutableService<MissingServiceInput>())
            #expect(
                modules.validate().problems == [
                    .missingModule((any MissingViewInput).self, kind: .view, requestedBy: nil),
                    .missingModule((any MissingServiceInput).self, kind: .service, requestedBy: nil),
                ])
        }

        @Test("An adapter whose adaptee has no module is reported once, naming both, at the end of a chain too")
        func missingAdaptee() {
            let modules = ModuleRegistry()
            modules.register(adapter: RoutableView<RequiredEditorViewInput>(), forAdaptee: RoutableView<LegacyEditorViewInput>())
            modules.register(adapter: RoutableView<LegacyEditorViewInput>(), forAdaptee: RoutableView<EditorViewInput>())
            modules.register(adapter: RoutableService<RequiredTimeInput>(), forAdaptee: RoutableService<TimeServiceInput>())
            let problems = modules.validate().problems
            #expect(
                problems == [
                    .missingAdaptee(adapter: (any RequiredTimeInput).self, adaptee: (any TimeServiceInput).self, kind: .service),
                    .missingAdaptee(adapter: (any LegacyEditorViewInput).self, adaptee: (any EditorViewInput).self, kind: .view),
                ])
            #expect(problems.first?.message.contains("RequiredTimeInput") == true)
            #expect(throws: ModuleError.missingAdaptee(adapter: (any LegacyEditorViewInput).self, adaptee: (any EditorViewInput).self, kind: .view)) {
                try modules.makeDestination(to: RoutableView<RequiredEditorViewInput>())
            }
        }

        @Test("Adapters that loop are reported once as a cycle, and a lookup through them fails")
        func adapterCycle() {
            let modules = ModuleRegistry()
            modules.register(adapter: RoutableView<LoopViewInputA>(), forAdaptee: RoutableView<LoopViewInputB>())
            modules.register(adapter: RoutableView<LoopViewInputB>(), forAdaptee: RoutableView<LoopViewInputA>())
            let cycle: [Any.Type] = [(any LoopViewInputA).self, (any LoopViewInputB).self, (any LoopViewInputA).self]
            #expect(modules.validate().problems == [.adapterCycle(cycle, kind: .view)])
            #expect(throws: ModuleError.adapterCycle(cycle, kind: .view)) {
                try modules.makeDestination(to: RoutableView<LoopViewInputB>())
            }
        }

        @Test("Service adapters that loop are one cycle, whether the container or the registry finds it")
        func serviceAdapterCycle() {
            let modules = ModuleRegistry()
            modules.register(adapter: RoutableService<RequiredTimeInput>(), forAdaptee: RoutableService<ClockTextInput>())
            modules.register(adapter: RoutableService<ClockTextInput>(), forAdaptee: RoutableService<RequiredTimeInput>())
            let cycle: [Any.Type] = [(any ClockTextInput).self, (any RequiredTimeInput).self, (any ClockTextInput).self]
            #expect(modules.validate().problems == [.adapterCycle(cycle, kind: .service)])
            #expect(throws: ModuleError.adapterCycle(cycle, kind: .service)) {
                try modules.makeService(to: RoutableService<RequiredTimeInput>())
            }
        }

        @Test("The registry's problems join the container's own in one report")
        func joinsContainerReport() {
            let container = DependencyContainer()
            container.register((any ZoneServiceInput).self) { container in try container.injectDependencies(into: ZoneService()) }
            let modules = ModuleRegistry(container: container)
            modules.require(RoutableView<MissingViewInput>())
            let codes = container.validate().problems.map(\.code)
            #expect(codes.contains(.missingDependency))
            #expect(codes.contains(.missingModule))
        }
    }
}
