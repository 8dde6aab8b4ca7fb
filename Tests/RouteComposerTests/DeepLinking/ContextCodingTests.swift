import Foundation
import Testing
@testable import RouteComposer
@testable import RouteComposerDeepLinking
@testable import RouteComposerRestoration
import HeadlessUIKit

/// A context with a nested field, to locate a decoding failure inside it.
private struct ShelfContext: Codable, Equatable {
    struct Slot: Codable, Equatable {
        let row: Int
    }

    let slots: [Slot]
}

/// A context whose own decoding code refuses it with an error that is not a `DecodingError`.
private struct RefusingContext: Codable {
    struct Refused: Error {}

    init() {}

    init(from decoder: any Decoder) throws { throw Refused() }
}

/// A route whose fields the default encoder cannot write: it refuses a non-finite number.
private struct GaugeRoute: CodableRoute {
    static let identifier = "gauge"
    let level: Double
}

/// A screen whose restoration context does not encode.
private final class GaugeViewController: UIViewController {}

extension RouteComposerTests {
    /// The one piece every registry writes and reads an entry's context with.
    @MainActor
    @Suite("ContextCoding: contexts to JSON and back, failures naming the entry")
    struct ContextCodingTests {
        @Test("A context round-trips through the encoder and the decoder it is handed")
        func roundTrip() throws {
            let context = ShelfContext(slots: [.init(row: 1), .init(row: 2)])
            let json = try ContextCoding.encode(context, for: "shelf", with: ServerRoute.makeEncoder())
            #expect(String(decoding: json, as: UTF8.self) == #"{"slots":[{"row":1},{"row":2}]}"#)
            #expect(try ContextCoding.decode(ShelfContext.self, for: "shelf", from: json, with: JSONDecoder()) == context)
        }

        @Test("A decoding failure names the entry's key, the context type and the coding path of the field")
        func decodingFailureIsLocated() throws {
            let json = Data(#"{"slots": [{"row": 1}, {"row": "two"}]}"#.utf8)
            let failure = try #require(throws: ContextCodingFailure.self) {
                try ContextCoding.decode(ShelfContext.self, for: "shelf", from: json, with: JSONDecoder())
            }
            #expect(failure.key == "shelf")
            #expect(failure.contextType == String(reflecting: ShelfContext.self))
            #expect(failure.codingPath == "slots[1].row")
            #expect(failure.reason.hasPrefix("expected Int"))
            #expect(failure.underlyingError is DecodingError)

            let missing = try #require(throws: ContextCodingFailure.self) {
                try ContextCoding.decode(ShelfContext.self, for: "shelf", from: Data("{}".utf8), with: JSONDecoder())
            }
            #expect(missing.codingPath == "slots")
            #expect(missing.reason == "missing key \"slots\"")
        }

        @Test("An error of the context's own decoding code has no path, and its description is the reason")
        func foreignDecodingError() throws {
            let failure = try #require(throws: ContextCodingFailure.self) {
                try ContextCoding.decode(RefusingContext.self, for: "refusing", from: Data("{}".utf8), with: JSONDecoder())
            }
            #expect(failure.key == "refusing")
            #expect(failure.codingPath == "")
            #expect(failure.reason == String(describing: RefusingContext.Refused()))
            #expect(failure.underlyingError is RefusingContext.Refused)
        }

        @Test("An encoding failure names the entry's key and the context type, with the encoder's error as the reason")
        func encodingFailure() throws {
            let failure = try #require(throws: ContextCodingFailure.self) {
                try ContextCoding.encode(GaugeRoute(level: .nan), for: "gauge", with: JSONEncoder())
            }
            #expect(failure.key == "gauge")
            #expect(failure.contextType == String(reflecting: GaugeRoute.self))
            #expect(failure.codingPath == "")
            #expect(failure.underlyingError is EncodingError)
            #expect(failure.reason == String(describing: failure.underlyingError))
        }

        @Test("A server route that does not encode fails naming its identifier")
        func serverRouteEncodingFailure() throws {
            let error = try #require(throws: DeepLinkError.self) { try ServerRoute(GaugeRoute(level: .infinity)) }
            #expect(error.code == .encodingFailed)
            #expect(error.identifier == "gauge")
            #expect(error.description.hasPrefix("route \"gauge\" does not encode: "))
        }

        @Test("A screen whose restoration context does not encode is left out of the snapshot with a diagnostic naming it")
        func restorationContextNotEncodable() throws {
            let registry = RestorationRegistry()
            let step = StepAssembly(finder: ClassFinder<GaugeViewController, Double>(), factory: NilFactory()).from(GeneralStep.current()).assemble()
            try registry.register("gauge", destination: step) { (_: GaugeViewController) in Double.nan }
            let window = UIWindow()
            window.rootViewController = GaugeViewController()

            let snapshot = registry.snapshot(of: window)

            #expect(snapshot.entries.isEmpty)
            #expect(snapshot.diagnostics.map(\.code) == [.contextNotEncodable])
            #expect(snapshot.diagnostics.first?.identifier == "gauge")
            #expect(snapshot.diagnostics.first?.controllerType == String(reflecting: GaugeViewController.self))
            #expect(snapshot.diagnostics.first?.reason.contains("invalidValue") == true)
        }
    }
}
