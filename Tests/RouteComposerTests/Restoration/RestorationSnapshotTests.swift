import Foundation
import Testing
import HeadlessTestSupport
@testable import RouteComposer
@testable import RouteComposerRestoration
import HeadlessUIKit

extension RouteComposerTests {
    /// Taking snapshots of headless hierarchies, and their JSON.
    @MainActor
    @Suite("Restoration: snapshots")
    struct RestorationSnapshotTests {
        let runtime = HeadlessRuntime.shared

        /// Tab bar → navigation [home, product 7, product 42] → presented note.
        private func showShop(router: DefaultRouter) async throws -> UIWindow {
            let window = await runtime.showRestorationLaunchScreen()
            try await router.navigate(to: RestorationConfiguration.home, animated: false)
            try await router.navigate(to: RestorationConfiguration.product, with: .init(productID: "7"), animated: false)
            try await router.navigate(to: RestorationConfiguration.product, with: .init(productID: "42"), animated: false)
            try await router.navigate(to: RestorationConfiguration.note, with: .init(text: "ring \"back\"", pinned: true), animated: false)
            return window
        }

        @Test("A tab bar, its selected stack and a modal give their entries in order, with contexts; containers are left out")
        func snapshotOfRealHierarchy() async throws {
            let router = DefaultRouter(logger: nil)
            let window = try await showShop(router: router)
            let snapshot = try RestorationConfiguration.registry().snapshot(of: window)

            #expect(snapshot.formatVersion == 1)
            #expect(snapshot.entries.map(\.identifier) == ["home", "product", "product", "note"])
            #expect(
                snapshot.entries.map(\.contextJSON) == [
                    "null", #"{"productID":"7"}"#, #"{"productID":"42"}"#,
                    #"{"pinned":true,"text":"ring \"back\""}"#,
                ])
            // The settings tab is not selected, so it is not on screen and not in the snapshot.
            #expect(
                snapshot.diagnostics == [
                    RestorationDiagnostic(.unregistered, controllerType: String(reflecting: UITabBarController.self)),
                    RestorationDiagnostic(.unregistered, controllerType: String(reflecting: UINavigationController.self)),
                ])
            // The key window is the default.
            #expect(try RestorationConfiguration.registry().snapshot() == snapshot)
        }

        @Test("The JSON is versioned and compact with sorted keys, and decodes to an equal snapshot")
        func jsonRoundTrip() async throws {
            let router = DefaultRouter(logger: nil)
            let window = try await showShop(router: router)
            let snapshot = try RestorationConfiguration.registry().snapshot(of: window)

            let data = try snapshot.jsonData()
            #expect(
                String(decoding: data, as: UTF8.self) == #"""
                    {"entries":[{"identifier":"home"},{"context":{"productID":"7"},"identifier":"product"},{"context":{"productID":"42"},"identifier":"product"},{"context":{"pinned":true,"text":"ring \"back\""},"identifier":"note"}],"formatVersion":1}
                    """#)
            let decoded = try RestorationSnapshot(jsonData: data)
            #expect(decoded == snapshot)
            #expect(decoded.diagnostics.isEmpty)
            #expect(try decoded.jsonData() == data)

            // Any encoder carries it: pretty-printed, unsorted, nested in an app's own state.
            struct SceneState: Codable {
                let tab: Int
                let snapshot: RestorationSnapshot
            }
            let nested = try JSONEncoder().encode(SceneState(tab: 1, snapshot: snapshot))
            #expect(try JSONDecoder().decode(SceneState.self, from: nested).snapshot == snapshot)
            let plist = try PropertyListEncoder().encode(SceneState(tab: 1, snapshot: snapshot))
            #expect(try PropertyListDecoder().decode(SceneState.self, from: plist).snapshot == snapshot)
        }

        @Test("Contexts written by hand with other spacing, key order and numbers read back to the same entries")
        func canonicalContexts() throws {
            let written = #"""
                { "formatVersion": 1, "entries": [ { "identifier": "a", "context": { "z": [1, 2.5, -3], "a": null } },
                  { "identifier": "b", "context": "text" }, { "identifier": "c", "context": null } ] }
                """#
            let snapshot = try RestorationSnapshot(jsonData: Data(written.utf8))
            #expect(snapshot.entries.map(\.contextJSON) == [#"{"a":null,"z":[1,2.5,-3]}"#, #""text""#, "null"])
            #expect(try RestorationSnapshot(jsonData: snapshot.jsonData()) == snapshot)
        }

        @Test("Controllers no registration matches are skipped with a diagnostic; a missing context is a diagnostic of its own")
        func unmatchedControllersAreSkipped() async throws {
            let router = DefaultRouter(logger: nil)
            let window = await runtime.showRestorationLaunchScreen()
            try await router.navigate(to: RestorationConfiguration.home, animated: false)
            let tabs = try #require(window.rootViewController as? UITabBarController)
            let navigation = try #require(tabs.selectedViewController as? UINavigationController)
            // A product that has no id yet, then a screen nobody registered, then a note over it.
            navigation.pushViewController(RestorationProductViewController(), animated: false)
            navigation.pushViewController(RestorationUnregisteredViewController(), animated: false)
            await runtime.waitUntilIdle()
            try await router.navigate(to: RestorationConfiguration.note, with: .init(text: "n", pinned: false), animated: false)

            let snapshot = try RestorationConfiguration.registry().snapshot(of: window)

            #expect(snapshot.entries.map(\.identifier) == ["home", "note"])
            #expect(snapshot.diagnostics.map(\.code) == [.unregistered, .unregistered, .contextUnavailable, .unregistered])
            #expect(
                snapshot.diagnostics[2]
                    == RestorationDiagnostic(
                        .contextUnavailable,
                        controllerType: String(reflecting: RestorationProductViewController.self),
                        identifier: "product"))
            #expect(snapshot.diagnostics[3].controllerType == String(reflecting: RestorationUnregisteredViewController.self))
        }

        @Test("Registrations are tried in order; a matching predicate tells apart registrations of one controller type")
        func predicatesSelectTheRegistration() async throws {
            let special = RestorationProductViewController()
            special.productID = "gift-card"
            let ordinary = RestorationProductViewController()
            ordinary.productID = "9"
            let navigation = UINavigationController(rootViewController: special)
            navigation.pushViewController(ordinary, animated: false)
            let window = await runtime.showInFreshWindow(navigation)

            let registry = RestorationRegistry()
            try registry.register(
                "giftCard", destination: RestorationConfiguration.product,
                matching: { $0.productID == "gift-card" }
            ) { _ in RestorationProductContext(productID: "gift-card") }
            try registry.register("product", destination: RestorationConfiguration.product)

            let snapshot = registry.snapshot(of: window)
            #expect(snapshot.entries.map(\.description) == [#"giftCard {"productID":"gift-card"}"#, #"product {"productID":"9"}"#])
            #expect(registry.identifiers == ["giftCard", "product"])
        }

        @Test("A split view contributes its visible columns in order, a navigation column its whole stack")
        func splitColumns() async throws {
            let primary = RestorationHomeViewController()
            let detailRoot = RestorationSettingsViewController()
            let detailTop = RestorationProductViewController()
            detailTop.productID = "3"
            let details = UINavigationController(rootViewController: detailRoot)
            details.pushViewController(detailTop, animated: false)
            let split = UISplitViewController()
            split.viewControllers = [primary, details]
            let window = await runtime.showInFreshWindow(split)

            let snapshot = try RestorationConfiguration.registry().snapshot(of: window)
            #expect(snapshot.entries.map(\.identifier) == ["home", "settings", "product"])
            #expect(
                snapshot.diagnostics.map(\.controllerType) == [
                    String(reflecting: UISplitViewController.self),
                    String(reflecting: UINavigationController.self),
                ])
        }

        @Test("No window gives an empty snapshot")
        func noWindow() throws {
            let snapshot = try RestorationConfiguration.registry().snapshot(of: nil)
            #expect(snapshot.entries.isEmpty)
            #expect(snapshot.diagnostics.isEmpty)
            #expect(String(decoding: try snapshot.jsonData(), as: UTF8.self) == #"{"entries":[],"formatVersion":1}"#)
        }

        @Test("Identifiers must be unique and well formed")
        func registrationErrors() throws {
            let registry = try RestorationConfiguration.registry()
            #expect { try registry.register("home", destination: RestorationConfiguration.settings) } throws: { error in
                (error as? RestorationError)?.code == .duplicateIdentifier
            }
            for identifier in ["", "two words", "tab\t"] {
                #expect { try registry.register(identifier, destination: RestorationConfiguration.settings) } throws: { error in
                    (error as? RestorationError)?.code == .invalidIdentifier
                }
            }
            #expect(registry.identifiers == ["home", "settings", "product", "note"])
            #expect(registry.contains("note"))
            #expect(!registry.contains("cart"))
        }
    }
}
