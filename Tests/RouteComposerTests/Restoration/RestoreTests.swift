import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
import HeadlessUIKit

extension RouteComposerTests {
    /// Navigating back to snapshots, and refusing the ones that cannot be restored.
    @MainActor
    @Suite("Restoration: restoring")
    struct RestoreTests {
        let runtime = HeadlessRuntime.shared

        /// The snapshot of tab bar → navigation [home, product 7, product 42] → note, as JSON stored
        /// before a relaunch.
        private static let storedJSON = #"""
            {"entries":[{"identifier":"home"},{"context":{"productID":"7"},"identifier":"product"},{"context":{"productID":"42"},"identifier":"product"},{"context":{"pinned":true,"text":"call"},"identifier":"note"}],"formatVersion":1}
            """#

        private func storedSnapshot() throws -> RestorationSnapshot {
            try RestorationSnapshot(jsonData: Data(Self.storedJSON.utf8))
        }

        /// The controllers of the shop hierarchy, checked type by type and context by context.
        private func expectShop(in window: UIWindow, sourceLocation: SourceLocation = #_sourceLocation) throws {
            let tabs = try #require(window.rootViewController as? UITabBarController, sourceLocation: sourceLocation)
            let navigation = try #require(tabs.selectedViewController as? UINavigationController, sourceLocation: sourceLocation)
            #expect(navigation.viewControllers.count == 3, sourceLocation: sourceLocation)
            #expect(navigation.viewControllers.first is RestorationHomeViewController, sourceLocation: sourceLocation)
            let products = navigation.viewControllers.dropFirst().compactMap { ($0 as? RestorationProductViewController)?.productID }
            #expect(products == ["7", "42"], sourceLocation: sourceLocation)
            let note = try #require(tabs.presentedViewController as? RestorationNoteViewController, sourceLocation: sourceLocation)
            #expect(note.note == RestorationNoteContext(text: "call", pinned: true), sourceLocation: sourceLocation)
            #expect(note.presentedViewController == nil, sourceLocation: sourceLocation)
        }

        @Test("Restoring a decoded snapshot on a fresh window rebuilds the same hierarchy, and snapshots equal")
        func restoreOnFreshWindow() async throws {
            let window = await runtime.showRestorationLaunchScreen()
            let registry = try RestorationConfiguration.registry()
            let snapshot = try storedSnapshot()

            try await DefaultRouter(logger: nil).restore(snapshot, using: registry)

            try expectShop(in: window)
            #expect(registry.snapshot(of: window) == snapshot)
            #expect(runtime.diagnostics.isEmpty)
        }

        @Test("The completion-based restore calls back once, after the last entry is on screen, animated too")
        func restoreWithCompletion() async throws {
            let window = await runtime.showRestorationLaunchScreen()
            let registry = try RestorationConfiguration.registry()
            var results: [Result<Void, RestorationError>] = []

            DefaultRouter(logger: nil).restore(try storedSnapshot(), using: registry, animated: true) { results.append($0) }
            await runtime.waitUntilIdle()

            #expect(results.count == 1)
            if case .failure(let error)? = results.first { Issue.record("restore failed: \(error)") }
            try expectShop(in: window)
        }

        @Test("What is already on screen is found and reused; only the rest is built")
        func reusesShownScreens() async throws {
            let window = await runtime.showRestorationLaunchScreen()
            let router = DefaultRouter(logger: nil)
            try await router.navigate(to: RestorationConfiguration.home, animated: false)
            let tabs = try #require(window.rootViewController as? UITabBarController)
            let navigation = try #require(tabs.selectedViewController as? UINavigationController)
            let home = try #require(navigation.topViewController as? RestorationHomeViewController)

            try await router.restore(try storedSnapshot(), using: try RestorationConfiguration.registry())

            try expectShop(in: window)
            #expect(window.rootViewController === tabs)
            #expect(tabs.selectedViewController === navigation)
            #expect(navigation.viewControllers.first === home)

            // Restoring again over the restored screens changes nothing: every entry is found.
            let shown = navigation.viewControllers + [tabs.presentedViewController].compactMap { $0 }
            try await router.restore(try storedSnapshot(), using: try RestorationConfiguration.registry())
            #expect(
                (navigation.viewControllers + [tabs.presentedViewController].compactMap { $0 }).map(ObjectIdentifier.init)
                    == shown.map(ObjectIdentifier.init))
        }

        @Test("Every invalid entry is reported at once, with its position, and nothing is navigated")
        func invalidEntriesReportedTogether() async throws {
            let window = await runtime.showRestorationLaunchScreen()
            let root = try #require(window.rootViewController)
            let json = #"""
                {"formatVersion": 1, "entries": [
                    {"identifier": "home"},
                    {"identifier": "wishlist", "context": {"id": 3}},
                    {"identifier": "product", "context": {"productID": 7}},
                    {"identifier": "note", "context": {"text": "no pinned key"}},
                    {"identifier": "product", "context": "{\"productID\": \"7\"}"},
                    {"identifier": "settings", "context": {"ignored": true}}
                ]}
                """#
            let snapshot = try RestorationSnapshot(jsonData: Data(json.utf8))
            let registry = try RestorationConfiguration.registry()

            var thrown: RestorationError?
            do {
                try await DefaultRouter(logger: nil).restore(snapshot, using: registry)
            } catch {
                thrown = error
            }
            let error = try #require(thrown)
            #expect(error.code == .invalidSnapshot)
            #expect(error.problems.map(\.entryIndex) == [1, 2, 3, 4])
            #expect(error.problems.map(\.code) == [.unknownIdentifier, .undecodableContext, .undecodableContext, .undecodableContext])
            #expect(error.problems.map(\.identifier) == ["wishlist", "product", "note", "product"])
            #expect(error.problems.map(\.codingPath) == ["", "productID", "pinned", ""])
            #expect(error.problems[1].reason.hasPrefix("expected String"))
            #expect(error.problems[2].reason == "missing key \"pinned\"")
            #expect(
                error.description.hasPrefix("invalidSnapshot: 4 of the snapshot's 6 entries cannot be restored\n  entry 1 (\"wishlist\"): unknownIdentifier"))

            await runtime.waitUntilIdle()
            #expect(window.rootViewController === root)
            #expect(root.presentedViewController == nil)

            // The completion-based variant reports the same problems at once.
            var results: [Result<Void, RestorationError>] = []
            DefaultRouter(logger: nil).restore(snapshot, using: registry) { results.append($0) }
            guard case .failure(let reported)? = results.first, results.count == 1 else {
                Issue.record("expected one immediate failure, got \(results)")
                return
            }
            #expect(reported.problems == error.problems)
            await runtime.waitUntilIdle()
            #expect(window.rootViewController === root)
        }

        @Test("A snapshot of an unknown format version decodes but is not restored; data that is no snapshot does not decode")
        func unsupportedFormatVersion() async throws {
            let window = await runtime.showRestorationLaunchScreen()
            let root = try #require(window.rootViewController)
            // A future format may shape its entries differently; they are not read.
            let future = try RestorationSnapshot(jsonData: Data(#"{"formatVersion": 2, "entries": {"layers": []}}"#.utf8))
            #expect(future.formatVersion == 2)
            #expect(future.entries.isEmpty)

            let registry = try RestorationConfiguration.registry()
            var thrown: RestorationError?
            do {
                try await DefaultRouter(logger: nil).restore(future, using: registry)
            } catch {
                thrown = error
            }
            let error = try #require(thrown)
            #expect(error.code == .unsupportedFormatVersion)
            #expect(error.problems.map(\.code) == [.unsupportedFormatVersion])
            #expect(error.problems.first?.entryIndex == nil)
            #expect(error.reason == "the snapshot is in format 2; this version of RouteComposer reads format 1")
            #expect(window.rootViewController === root)

            for text in ["not json", #"{"entries": []}"#, #"{"formatVersion": 1, "entries": [{"context": 1}]}"#, "[]"] {
                #expect { try RestorationSnapshot(jsonData: Data(text.utf8)) } throws: { error in
                    (error as? RestorationError)?.code == .malformedSnapshot && (error as? RestorationError)?.underlyingError != nil
                }
            }
        }

        @Test("A navigation failing midway stops the restore, names the entry, and keeps what was restored")
        func navigationFailureStops() async throws {
            let window = await runtime.showRestorationLaunchScreen()
            let registry = try RestorationConfiguration.registry()
            try registry.register("broken", destination: RestorationConfiguration.brokenProduct) { _ in nil }
            let snapshot = try RestorationSnapshot(
                jsonData: Data(
                    #"""
                    {"formatVersion":1,"entries":[{"identifier":"home"},{"identifier":"product","context":{"productID":"7"}},
                    {"identifier":"broken","context":{"productID":"8"}},{"identifier":"note","context":{"text":"t","pinned":false}}]}
                    """#.utf8))

            var thrown: RestorationError?
            do {
                try await DefaultRouter(logger: nil).restore(snapshot, using: registry)
            } catch {
                thrown = error
            }
            let error = try #require(thrown)
            #expect(error.code == .navigationFailed)
            #expect(error.failedEntryIndex == 2)
            #expect(error.restoredEntryCount == 2)
            #expect(
                error.underlyingError
                    is FailingFactory<RestorationProductViewController, RestorationProductContext>.BuildFailed)
            #expect(error.reason == "restoring entry 2 (\"broken\") failed after 2 of 4 entries were restored")

            let tabs = try #require(window.rootViewController as? UITabBarController)
            let navigation = try #require(tabs.selectedViewController as? UINavigationController)
            #expect(navigation.viewControllers.count == 2)
            #expect(tabs.presentedViewController == nil, "the entries after the failed one are not navigated to")

            // The completion-based variant reports the same entry, on a second launch.
            await runtime.reset()
            await runtime.showRestorationLaunchScreen()
            var results: [Result<Void, RestorationError>] = []
            DefaultRouter(logger: nil).restore(snapshot, using: registry) { results.append($0) }
            await runtime.waitUntilIdle()
            guard case .failure(let reported)? = results.first, results.count == 1 else {
                Issue.record("expected one failure, got \(results)")
                return
            }
            #expect(reported.failedEntryIndex == 2)
            #expect(reported.restoredEntryCount == 2)
        }

        @Test("A context that is a bare JSON string is written, read and restored like any other")
        func fragmentContext() async throws {
            let window = await runtime.showRestorationLaunchScreen()
            let router = DefaultRouter(logger: nil)
            let productByID = RestorationConfiguration.product
                .adaptingContext(using: InlineContextTransformer { (id: String) in RestorationProductContext(productID: id) })
            let registry = RestorationRegistry()
            try registry.register("home", destination: RestorationConfiguration.home)
            try registry.register("productByID", destination: productByID) { (screen: RestorationProductViewController) in screen.productID }
            try await router.navigate(to: productByID, with: "5", animated: false)

            let snapshot = registry.snapshot(of: window)
            #expect(
                String(decoding: try snapshot.jsonData(), as: UTF8.self)
                    == #"{"entries":[{"identifier":"home"},{"context":"5","identifier":"productByID"}],"formatVersion":1}"#)

            // A second launch restores it.
            await runtime.reset()
            let fresh = await runtime.showRestorationLaunchScreen()
            try await router.restore(try RestorationSnapshot(jsonData: snapshot.jsonData()), using: registry)
            #expect(registry.snapshot(of: fresh) == snapshot)
        }

        @Test("A restore waits its turn in the router's navigation queue")
        func goesThroughTheQueue() async throws {
            let window = await runtime.showRestorationLaunchScreen()
            let router = DefaultRouter(logger: nil)
            let registry = try RestorationConfiguration.registry()
            try await router.navigate(to: RestorationConfiguration.home, animated: false)
            // An animated push holds the queue; the restore's first navigation waits behind it, and
            // then pops the pushed product, which the snapshot does not have.
            try router.navigate(to: RestorationConfiguration.product, with: .init(productID: "1"), animated: true, completion: nil)
            #expect(router.navigationQueue.isNavigating)
            var results: [Result<Void, RestorationError>] = []
            router.restore(try storedSnapshot(), using: registry, animated: true) { results.append($0) }
            #expect(results.isEmpty)

            await runtime.waitUntilIdle()

            #expect(results.count == 1)
            try expectShop(in: window)
        }
    }
}
