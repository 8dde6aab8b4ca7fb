import Testing
@testable import RouteComposer
@testable import RouteComposerCore

extension RouteComposerTests {
    @MainActor
    @Suite("RoutingErrorLocation.of")
    struct FailureLocationsTests {
        private final class ClassError: Error {}
        private struct Described: Error, CustomStringConvertible {
            let text: String
            var description: String { text }
        }
        private enum Plain: Error { case first, second }

        private func location(_ index: Int) -> RoutingErrorLocation {
            RoutingErrorLocation(phase: .building, stepIndex: index, entityType: "Entity\(index)")
        }

        @Test("A RoutingError answers with its own location; one without a location, with nil")
        func routingErrorsCarryTheirOwn() {
            let located = RoutingError.generic(.init("x", location: location(1)))
            #expect(RoutingErrorLocation.of(located) == location(1))
            #expect(RoutingErrorLocation.of(RoutingError.generic(.init("made by the app"))) == nil)
        }

        @Test("An error no navigation noted has no location")
        func unknownErrorHasNone() {
            #expect(RoutingErrorLocation.of(ProbeError(name: "never noted")) == nil)
            #expect(RoutingErrorLocation.of(CancellationError()) == nil)
        }

        @Test("Equal values of an Equatable type are the same error; other values are not")
        func equatableErrorsMatchByValue() {
            FailureLocations.shared.note(ProbeError(name: "equatable"), at: location(2))
            #expect(RoutingErrorLocation.of(ProbeError(name: "equatable")) == location(2))
            #expect(RoutingErrorLocation.of(ProbeError(name: "other")) == nil)
            FailureLocations.shared.note(Plain.first, at: location(3))
            #expect(RoutingErrorLocation.of(Plain.first) == location(3))
            #expect(RoutingErrorLocation.of(Plain.second) == nil)
        }

        @Test("An instance of a class is the same error only as itself")
        func classErrorsMatchByIdentity() {
            let noted = ClassError()
            FailureLocations.shared.note(noted, at: location(4))
            #expect(RoutingErrorLocation.of(noted) == location(4))
            #expect(RoutingErrorLocation.of(ClassError()) == nil)
        }

        @Test("Other values match by type and description")
        func otherErrorsMatchByDescription() {
            FailureLocations.shared.note(Described(text: "described"), at: location(5))
            #expect(RoutingErrorLocation.of(Described(text: "described")) == location(5))
            #expect(RoutingErrorLocation.of(Described(text: "different")) == nil)
        }

        @Test("The latest note of an error wins")
        func latestNoteWins() {
            FailureLocations.shared.note(ProbeError(name: "twice"), at: location(6))
            FailureLocations.shared.note(ProbeError(name: "twice"), at: location(7))
            #expect(RoutingErrorLocation.of(ProbeError(name: "twice")) == location(7))
        }

        @Test("Only the latest notes are kept")
        func oldNotesAreForgotten() {
            FailureLocations.shared.note(ProbeError(name: "oldest"), at: location(8))
            for index in 0..<FailureLocations.capacity {
                FailureLocations.shared.note(ProbeError(name: "filler \(index)"), at: location(9))
            }
            #expect(RoutingErrorLocation.of(ProbeError(name: "oldest")) == nil)
            #expect(RoutingErrorLocation.of(ProbeError(name: "filler 0")) == location(9))
        }

        @Test("An inner entity's note is kept against an outer claim; an equal error of an earlier navigation is not")
        func innerClaimWinsWithinANavigation() {
            let inner = location(11)
            let outer = location(12)
            FailureLocations.shared.beginNavigation()
            FailureLocations.shared.note(ProbeError(name: "nested"), at: inner)
            _ = ProbeError(name: "nested").attributed(to: "Outer", at: outer)
            #expect(RoutingErrorLocation.of(ProbeError(name: "nested")) == inner)

            FailureLocations.shared.beginNavigation()
            _ = ProbeError(name: "nested").attributed(to: "Outer", at: outer)
            #expect(RoutingErrorLocation.of(ProbeError(name: "nested")) == outer)
        }

        @Test("A RollbackIncomplete answers with its original error's location")
        func rollbackIncompleteLooksThrough() {
            FailureLocations.shared.note(ProbeError(name: "rolled back"), at: location(10))
            let incomplete = RollbackIncomplete(originalError: ProbeError(name: "rolled back"), notUndone: [])
            #expect(RoutingErrorLocation.of(incomplete) == location(10))
        }
    }
}
