import Testing
@testable import RouteComposer
@testable import RouteComposerCore

extension RouteComposerTests {
    /// A location keeps its fields in one shared object; equality and hashing are still by value.
    @Suite("RoutingErrorLocation: equal and hashed by its fields")
    struct RoutingErrorLocationEqualityTests {
        private static func make(
            phase: RoutingErrorLocation.Phase = .building, stepIndex: Int? = 2, finderType: String? = "F", factoryType: String? = "Fa",
            actionType: String? = "A", contextType: String? = "C", viewController: String? = "<V>", entityType: String? = "E"
        ) -> RoutingErrorLocation {
            RoutingErrorLocation(
                phase: phase, stepIndex: stepIndex, finderType: finderType, factoryType: factoryType, actionType: actionType,
                contextType: contextType, viewController: viewController, entityType: entityType)
        }

        @Test("Two locations made apart from the same fields are equal and hash alike; a copy is equal")
        func equalByValue() {
            let first = Self.make()
            let second = Self.make()
            #expect(first == second)
            #expect(first.hashValue == second.hashValue)
            let copy = first
            #expect(copy == first)
            #expect(Set([first, second, copy]).count == 1)
            #expect(first.finderType == "F" && first.stepIndex == 2 && first.entityType == "E" && first.viewController == "<V>")
        }

        @Test("A difference in any one field makes locations unequal")
        func eachFieldCounts() {
            let base = Self.make()
            let others = [
                Self.make(phase: .search), Self.make(stepIndex: 3), Self.make(stepIndex: nil), Self.make(finderType: nil),
                Self.make(factoryType: "Fb"), Self.make(actionType: nil), Self.make(contextType: "D"), Self.make(viewController: nil),
                Self.make(entityType: "G"),
            ]
            for other in others {
                #expect(other != base, "\(other)")
            }
            #expect(Set(others + [base]).count == others.count + 1)
        }

        @Test("A location naming only its phase keeps that phase, for every phase, and nothing else")
        func phaseOnlyLocations() {
            let phases = RoutingErrorLocation.Phase.all
            #expect(Set(phases).count == 10)
            for (position, phase) in phases.enumerated() {
                #expect(phase.ordinal == position, "\(phase)")
                let location = RoutingErrorLocation(phase: phase)
                #expect(location.phase == phase)
                #expect(location.stepIndex == nil && location.finderType == nil && location.factoryType == nil)
                #expect(location.actionType == nil && location.contextType == nil && location.viewController == nil)
                #expect(location.entityType == nil)
                #expect(location.description == "phase \(phase.rawValue)")
                #expect(location == RoutingErrorLocation(phase: phase))
            }
            // Naming anything more makes a location of its own.
            let building = RoutingErrorLocation(phase: .building, stepIndex: 0)
            #expect(building.stepIndex == 0 && building != RoutingErrorLocation(phase: .building))
            #expect(RoutingErrorLocation(phase: .reveal, viewController: "<V>").viewController == "<V>")
        }
    }
}
