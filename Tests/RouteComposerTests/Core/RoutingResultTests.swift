import Testing
@testable import RouteComposer

extension RouteComposerTests {
    @MainActor
    @Suite("RoutingResult")
    struct RoutingResultTests {
        @Test("Only a success is successful")
        func successIsSuccessful() {
            #expect(RoutingResult.success.isSuccessful)
            #expect(!RoutingResult.failure(ProbeError()).isSuccessful)
        }

        @Test("swiftResult maps success to success and failure to the same error")
        func swiftResultMirrorsTheOutcome() throws {
            if case .failure = RoutingResult.success.swiftResult {
                Issue.record("a success became a failure")
            }
            guard case .failure(let error) = RoutingResult.failure(ProbeError(name: "x")).swiftResult else {
                Issue.record("a failure became a success")
                return
            }
            #expect(error as? ProbeError == ProbeError(name: "x"))
        }

        @Test("getError returns the failure's error")
        func getErrorReturnsTheError() throws {
            let error = try RoutingResult.failure(ProbeError(name: "y")).getError()
            #expect(error as? ProbeError == ProbeError(name: "y"))
        }

        @Test("getError on a success throws a generic error saying the navigation succeeded")
        func getErrorOnSuccessThrowsGeneric() {
            do {
                _ = try RoutingResult.success.getError()
                Issue.record("getError did not throw")
            } catch let error as RoutingError {
                guard case .generic(let context) = error else {
                    Issue.record("expected .generic, got \(error)")
                    return
                }
                #expect(context.debugDescription == "Navigation is successful")
            } catch {
                Issue.record("unexpected error \(error)")
            }
        }
    }
}
