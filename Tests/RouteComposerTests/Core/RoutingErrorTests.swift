import Testing
@testable import RouteComposer
@testable import RouteComposerCore

extension RouteComposerTests {
    @MainActor
    @Suite("RoutingError")
    struct RoutingErrorTests {
        @Test("Each case's description starts with its label and ends with its context")
        func descriptionsPerCase() {
            let context = RoutingError.Context("Something broke")
            #expect(
                RoutingError.typeMismatch(type: Int.self, expectedType: String.self, context).description
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
            let location = RoutingErrorLocation(
                phase: .building, stepIndex: 2, finderType: "F", factoryType: "Fa",
                actionType: "A", contextType: "C", viewController: "VC")
            #expect(location.description == "phase building, step 2 (finder F, factory Fa, action A, context C), controller VC")
            #expect(RoutingErrorLocation(phase: .search).description == "phase search")
        }

        @Test("A location names the entity at work after the step, before the step's types")
        func locationNamesEntity() {
            let location = RoutingErrorLocation(
                phase: .contextTask, stepIndex: 1, factoryType: "Fa", contextType: "C",
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
            #expect(
                RoutingError.typeMismatch(type: Int.self, expectedType: String.self, .init("", underlyingError: ProbeError()))
                    .underlyingError is ProbeError)
        }

        @Test("An app's error stays as it is, as in 2.x, and its location is noted, blamed on its entity")
        func appErrorIsAttributed() throws {
            let location = RoutingErrorLocation(phase: .building, stepIndex: 2, factoryType: "Fa", entityType: "Fa")
            let attributed = ProbeError(name: "attributed").attributed(to: "Fa", at: location)
            #expect(attributed as? ProbeError == ProbeError(name: "attributed"))
            #expect(RoutingErrorLocation.of(attributed) == location)

            // A location that names no entity is completed with the entity blamed.
            let stepOnly = RoutingErrorLocation(phase: .preparation, stepIndex: 1)
            let blamed = ProbeError(name: "blamed").attributed(to: "Task", at: stepOnly)
            #expect(RoutingErrorLocation.of(blamed) == RoutingErrorLocation(phase: .preparation, stepIndex: 1, entityType: "Task"))
        }

        @Test("A RoutingError an app throws keeps its case, and gains a location only when it had none")
        func routingErrorKeepsCaseAndLocation() {
            let here = RoutingErrorLocation(phase: .contextTask, stepIndex: 0, entityType: "Task")
            let elsewhere = RoutingErrorLocation(phase: .integration, stepIndex: 3)
            let unlocated = RoutingError.cantBeDismissed(.init("no", underlyingError: ProbeError()))
            let located = unlocated.attributed(to: "Task", at: here)
            guard case .cantBeDismissed(let context) = located as? RoutingError else {
                Issue.record("expected cantBeDismissed, got \(located)")
                return
            }
            #expect(context.location == here)
            #expect(context.underlyingError is ProbeError)
            let alreadyLocated = RoutingError.compositionFailed(.init("x", location: elsewhere)).attributed(to: "Task", at: here)
            #expect((alreadyLocated as? RoutingError)?.context.location == elsewhere)
            #expect(RoutingErrorLocation.of(alreadyLocated) == elsewhere)
        }

        @Test("An error no entity claimed is located where the navigation failed, and stays as it is")
        func unclaimedErrorIsLocated() {
            let location = RoutingErrorLocation(phase: .dismissal, viewController: "VC")
            let error = ProbeError(name: "handler").located(at: location, unlessNotedSince: FailureLocations.shared.nextSerial)
            #expect(error as? ProbeError == ProbeError(name: "handler"))
            #expect(RoutingErrorLocation.of(error) == location)
        }

        @Test("An error an entity claimed during the run keeps the entity's location; one noted before the run does not")
        func claimedErrorKeepsTheEntitysLocation() {
            let entity = RoutingErrorLocation(phase: .contextTask, stepIndex: 1, entityType: "Task")
            let run = RoutingErrorLocation(phase: .integration, stepIndex: 0)
            let before = FailureLocations.shared.nextSerial
            let claimed = ProbeError(name: "claimed").attributed(to: "Task", at: entity)
            #expect(RoutingErrorLocation.of(claimed.located(at: run, unlessNotedSince: before)) == entity)

            // The same error in a later run, which no entity claimed: the stale note does not count.
            let later = FailureLocations.shared.nextSerial
            #expect(RoutingErrorLocation.of(ProbeError(name: "claimed").located(at: run, unlessNotedSince: later)) == run)
        }

        @Test("A context places its location between the message and the underlying error")
        func contextIncludesLocation() {
            let context = RoutingError.Context(
                "Failed", underlyingError: ProbeError(name: "u"),
                location: RoutingErrorLocation(phase: .integration, stepIndex: 0))
            #expect(context.description == "Failed -> phase integration, step 0 -> ProbeError(u)")
            #expect(context.location?.phase == .integration)
            #expect(RoutingError.Context("Plain").location == nil)
        }
    }
}
