import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerRestoration
import HeadlessUIKit

extension RouteComposerTests {
    /// Snapshots too large to restore, and snapshots whose objects repeat a key, are refused with
    /// a typed error before anything is navigated.
    @MainActor
    @Suite("Restoration: limits and repeated keys")
    struct RestorationLimitsTests {
        let runtime = HeadlessRuntime.shared

        /// The JSON of a snapshot of `count` home entries.
        private func json(entries count: Int) -> Data {
            let entries = Array(repeating: #"{"identifier":"home"}"#, count: count).joined(separator: ",")
            return Data(#"{"entries":[\#(entries)],"formatVersion":1}"#.utf8)
        }

        private func isTooLarge(_ error: RestorationError) -> Bool {
            error.code == .invalidSnapshot && error.problems.map(\.code) == [.tooLarge] && error.problems.first?.entryIndex == nil
        }

        @Test("A snapshot of the maximum entry count reads; one more entry is refused as too large")
        func entryCountLimit() throws {
            let largest = try RestorationSnapshot(jsonData: json(entries: RestorationSnapshot.maximumEntryCount))
            #expect(largest.entries.count == RestorationSnapshot.maximumEntryCount)
            #expect(throws: RestorationError.self) { try RestorationSnapshot(jsonData: json(entries: RestorationSnapshot.maximumEntryCount + 1)) }
            do {
                _ = try RestorationSnapshot(jsonData: json(entries: RestorationSnapshot.maximumEntryCount + 1))
            } catch {
                #expect(isTooLarge(error))
                #expect(error.reason.contains("1001 entries"))
            }
        }

        @Test("JSON over the byte limit is refused as too large before it is parsed, even when it is not JSON")
        func byteLimit() {
            let data = Data(repeating: UInt8(ascii: "x"), count: RestorationSnapshot.maximumJSONByteCount + 1)
            do {
                _ = try RestorationSnapshot(jsonData: data)
                Issue.record("over-large data was read")
            } catch {
                #expect(isTooLarge(error), "\(error)")
            }
        }

        @Test("A decoded snapshot of 100,000 entries is refused before any entry is checked, and nothing is navigated")
        func hugeDecodedSnapshot() async throws {
            let window = await runtime.showRestorationLaunchScreen()
            let root = window.rootViewController
            let registry = try RestorationConfiguration.registry()
            // Through Codable, as a snapshot nested in an app's own state arrives: no byte limit.
            // The identifiers are unknown, so checking entries would report 100,000 problems.
            let entries = Array(repeating: #"{"identifier":"nowhere"}"#, count: 100_000).joined(separator: ",")
            let snapshot = try JSONDecoder().decode(RestorationSnapshot.self, from: Data(#"{"entries":[\#(entries)],"formatVersion":1}"#.utf8))

            #expect(throws: RestorationError.self) { try registry.destinations(for: snapshot) }
            do {
                try await DefaultRouter(logger: nil).restore(snapshot, using: registry)
                Issue.record("a snapshot of 100,000 entries was restored")
            } catch {
                #expect(isTooLarge(error), "\(error)")
            }
            #expect(window.rootViewController === root)
            #expect(root?.presentedViewController == nil)
        }

        @Test(
            "A key repeated in any object of the snapshot is refused as malformed, naming the key and where it is",
            arguments: [
                (#"{"entries":[],"formatVersion":1,"formatVersion":2}"#, "formatVersion", "line 1, column 33"),
                (#"{"entries":[{"identifier":"home","identifier":"product"}],"formatVersion":1}"#, "identifier", "line 1, column 34"),
                (
                    #"{"entries":[{"context":{"productID":"7","productID":"8"},"identifier":"product"}],"formatVersion":1}"#,
                    "productID", "line 1, column 41"
                ),
                (#"{"entries":[],"entries":[{"identifier":"home"}],"formatVersion":1}"#, "entries", "line 1, column 15"),
            ])
        func repeatedKeys(text: String, key: String, position: String) {
            do {
                _ = try RestorationSnapshot(jsonData: Data(text.utf8))
                Issue.record("a snapshot repeating \"\(key)\" was read")
            } catch {
                #expect(error.code == .malformedSnapshot)
                #expect(error.reason.contains("\"\(key)\" appears twice"), "\(error)")
                #expect(error.reason.contains(position), "\(error)")
            }
        }

        @Test("The same key in different objects is no repetition")
        func sameKeyInOtherObjects() throws {
            let text =
                #"{"entries":[{"context":{"productID":"7"},"identifier":"product"},{"context":{"productID":"8"},"identifier":"product"}],"formatVersion":1}"#
            let snapshot = try RestorationSnapshot(jsonData: Data(text.utf8))
            #expect(snapshot.entries.map(\.contextJSON) == [#"{"productID":"7"}"#, #"{"productID":"8"}"#])
        }
    }
}
