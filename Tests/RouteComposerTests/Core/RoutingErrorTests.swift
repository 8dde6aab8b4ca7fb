import Testing
@testable import RouteComposer

extension RouteComposerTests {
    @MainActor
    @Suite("RoutingError")
    struct RoutingErrorTests {
        @Test("Each case's description starts with its label and ends with its context")
        func descriptionsPerCase() {
            let context = RoutingError.Context("Something broke")
            #expect(RoutingError.typeMismatch(type: Int.self, expectedType: String.self, context).description
                == "Type Mismatch Error: Type Swift.Int is not equal to the expected type Swift.String. Something broke")
            #expect(RoutingError.compositionFailed(context).description == "Composition Failed Error: Something broke")
            #expect(RoutingError.initialController(.notFound, context).description == "Initial Controller Error: Not found. Something broke")
            #expect(RoutingError.initialController(.deallocated, context).description == "Initial Controller Error: Deallocated. Something broke")
            #expect(RoutingError.cantBeDismissed(context).description == "View Controller Can Not Be Dismissed Error: Something broke")
            #expect(RoutingError.generic(context).description == "Generic Error: Something broke")
        }

        @Test("The context accessor returns the context of every case")
        func contextAccessorCoversEveryCase() {
            let errors: [RoutingError] = [
                .typeMismatch(type: Int.self, expectedType: String.self, .init("a")),
                .compositionFailed(.init("b")),
                .cantBeDismissed(.init("c")),
                .initialController(.notFound, .init("d")),
                .generic(.init("e")),
            ]
            #expect(errors.map(\.context.debugDescription) == ["a", "b", "c", "d", "e"])
        }

        @Test("A context joins its message and underlying error with an arrow")
        func contextJoinsMessageAndUnderlyingError() {
            let context = RoutingError.Context("Outer", underlyingError: ProbeError(name: "inner"))
            #expect(context.description == "Outer -> ProbeError(inner)")
            #expect(context.underlyingError as? ProbeError == ProbeError(name: "inner"))
        }

        @Test("A context with only an underlying error describes just that error")
        func contextWithOnlyUnderlyingError() {
            #expect(RoutingError.Context("", underlyingError: ProbeError(name: "only")).description == "ProbeError(only)")
        }

        @Test("An empty context says no valuable information was provided")
        func emptyContextDescription() {
            #expect(RoutingError.Context("").description == "No valuable information provided")
            #expect(RoutingError.generic(.init("")).description == "Generic Error: No valuable information provided")
        }

        @Test("A location describes the phase, the step, its entities and the controller")
        func locationDescription() {
            let location = RoutingErrorLocation(phase: .building, stepIndex: 2, finderType: "F", factoryType: "Fa",
                                                actionType: "A", contextType: "C", viewController: "VC")
            #expect(location.description == "phase building, step 2 (finder F, factory Fa, action A, context C), controller VC")
            #expect(RoutingErrorLocation(phase: .search).description == "phase search")
        }

        @Test("A location names the entity at work after the step, before the step's types")
        func locationNamesEntity() {
            let location = RoutingErrorLocation(phase: .contextTask, stepIndex: 1, factoryType: "Fa", contextType: "C",
                                                viewController: "VC", entityType: "Task")
            #expect(location.description == "phase contextTask, step 1, entity Task (factory Fa, context C), controller VC")
            #expect(RoutingErrorLocation(phase: .preparation, entityType: "GlobalTask").description == "phase preparation, entity GlobalTask")
            #expect(RoutingErrorLocation(phase: .search).entityType == nil)
        }

        @Test("underlyingError is the context's, for every case")
        func underlyingErrorShortcut() {
            let wrapped = RoutingError.generic(.init("Task failed", underlyingError: ProbeError(name: "app")))
            #expect(wrapped.underlyingError as? ProbeError == ProbeError(name: "app"))
            #expect(RoutingError.compositionFailed(.init("router's own")).underlyingError == nil)
            #expect(RoutingError.typeMismatch(type: Int.self, expectedType: String.self, .init("", underlyingError: ProbeError()))
                .underlyingError is ProbeError)
        }

        @Test("A context places its location between the message and the underlying error")
        func contextIncludesLocation() {
            let context = RoutingError.Context("Failed", underlyingError: ProbeError(name: "u"),
                                               location: RoutingErrorLocation(phase: .integration, stepIndex: 0))
            #expect(context.description == "Failed -> phase integration, step 0 -> ProbeError(u)")
            #expect(context.location?.phase == .integration)
            #expect(RoutingError.Context("Plain").location == nil)
        }
    }
}
