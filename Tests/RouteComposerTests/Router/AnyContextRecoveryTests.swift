import Testing
@testable import RouteComposer
@testable import RouteComposerCore
import HeadlessUIKit

extension RouteComposerTests {
    /// `AnyContext.get` keeps the context under its static type and casts from there; every
    /// answer must be the one a cast of the value as `Any` gives, optionals and 1.x carriers included.
    @MainActor
    @Suite("Context recovery")
    struct AnyContextRecoveryTests {
        private struct Destination: Equatable {
            let id: Int
        }

        /// The recovery by casts alone, as the context first did it: a 1.x destination's
        /// context answers with its context, then its destination, then itself.
        private static func reference<T>(_ value: Any, as _: T.Type) -> T? {
            if let legacy = value as? LegacyDestinationContext {
                if let typed = legacy.context as? T { return typed }
                if let typed = legacy.destination as? T { return typed }
            }
            return value as? T
        }

        private static func expectSame<C, T: Equatable>(_ context: C, as type: T.Type, sourceLocation: SourceLocation = #_sourceLocation) {
            let erased = AnyContext(context)
            let expected = reference(erased.value, as: T.self)
            let actual = try? erased.get(T.self, location: nil)
            #expect(actual == expected, "\(C.self) as \(T.self)", sourceLocation: sourceLocation)
        }

        @Test("Own static types, wider and narrower types, optionals and nested optionals answer as the casts do")
        func answersAsTheCasts() {
            Self.expectSame(42, as: Int.self)
            Self.expectSame(42, as: Int?.self)
            Self.expectSame(42, as: String.self)
            Self.expectSame(Int?(42), as: Int?.self)
            Self.expectSame(Int?(42), as: Int.self)
            Self.expectSame(Int?.none, as: Int?.self)
            Self.expectSame(Int?.none, as: Int??.self)
            Self.expectSame(String??.some(nil), as: String??.self)
            Self.expectSame(String??.some(nil), as: String?.self)
            Self.expectSame(42 as Any, as: Int.self)
            Self.expectSame(42 as Any?, as: Int?.self)
            Self.expectSame(Destination(id: 1), as: Destination.self)
            Self.expectSame(Destination(id: 1) as Any?, as: Destination.self)
        }

        @Test("A 1.x destination's context answers with its context first, then with the destination")
        func legacyCarrierAnswersAsBefore() {
            let carrier = LegacyDestinationContext(destination: Destination(id: 7), context: "seven")
            Self.expectSame(carrier, as: String.self)
            Self.expectSame(carrier, as: String?.self)
            Self.expectSame(carrier, as: Destination.self)
            Self.expectSame(carrier, as: Int.self)
            let erased = AnyContext(carrier)
            #expect((try? erased.get(Any?.self, location: nil)).flatMap { $0 as? String } == "seven")
        }

        private final class Payload {}

        @Test("A class context handed out by its own type is retained for the caller and released with the context")
        func referenceContextLifetime() throws {
            weak var released: Payload?
            var handedOut: [Payload] = []
            do {
                let payload = Payload()
                released = payload
                let erased = AnyContext(payload)
                // Own type, a wider one and an optional: each answer is a reference of its own.
                for _ in 0..<3 {
                    handedOut.append(try erased.get(Payload.self, location: nil))
                    handedOut.append(try #require(try erased.get(AnyObject.self, location: nil) as? Payload))
                    handedOut.append(try #require(try erased.get(Payload?.self, location: nil)))
                }
            }
            #expect(handedOut.allSatisfy { $0 === handedOut[0] })
            #expect(released != nil)
            handedOut.removeAll()
            #expect(released == nil)
        }

        @Test("A mismatch still throws a type mismatch naming both types")
        func mismatchThrows() {
            #expect(throws: RoutingError.self) { try AnyContext(42).get(String.self, location: nil) }
        }
    }
}
